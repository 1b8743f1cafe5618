import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * Print the detail page as a one-page handout: no app bar, no buttons (they are marked
 * displayPrint: none), smaller type and margins; the QR code and the criteria stay.
 */
export function DetailPrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@page': { size: 'A4', margin: '10mm 12mm' },
        '@media print': {
          // MUI sizes type in rem: a smaller root font scales every text down together.
          html: { fontSize: '12px' },
          body: { background: '#fff' },
          'header.portal-bar': { display: 'none !important' },
          'main, main > .portal-container': { padding: '0 !important', maxWidth: 'none !important' },
          'article[data-project-id] .MuiTableCell-root': { padding: '1px 8px' },
          'article[data-project-id] .MuiStepper-root': { padding: 0 },
          'article[data-project-id] .MuiStepLabel-label': { marginTop: '2px' },
        },
      }}
    />
  );
}
