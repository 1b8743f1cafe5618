/**
 * The one layout of every printed report (a CIOMS form, a listing, a log): the project's header,
 * the print time in hospital time, a print button, and print CSS so the browser's print or
 * 'save as PDF' shows only the report, on A4, with table headers repeated on each page.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { hospitalTime } from '../../../shared/domain/hospital-time';
import { useMessages } from '../../lib/i18n';
import { printMessages } from './print-messages';

const printCss = {
  '@page': { size: 'A4', margin: '12mm' },
  '@media print': {
    // Only the report: the staff layout around it is hidden, not removed, so nothing reflows.
    'body *': { visibility: 'hidden' },
    '[data-print-root], [data-print-root] *': { visibility: 'visible' },
    '[data-print-root]': { position: 'absolute', left: 0, top: 0, width: '100%', fontSize: '10pt' },
    '[data-print-hide]': { display: 'none !important' },
    thead: { display: 'table-header-group' },
    'tr, section': { breakInside: 'avoid' },
  },
} as const;

export interface PrintHeader {
  projectName: string;
  projectNo?: string | null;
  sponsorName?: string | null;
}

export interface PrintPageProps {
  title: string;
  header?: PrintHeader;
  loading?: boolean;
  failed?: boolean;
  children?: ReactNode;
}

export function PrintPage({ title, header, loading, failed, children }: PrintPageProps) {
  const t = useMessages(printMessages);
  // The time the page was opened: what the paper says it was printed at.
  const [openedAt] = useState(() => Date.now());
  return (
    <Box data-print-root data-testid="print-page" sx={{ maxWidth: 960, mx: 'auto', p: 2, bgcolor: 'background.paper' }}>
      <GlobalStyles styles={printCss} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {header && (
            <Typography variant="body2" data-testid="print-header">
              {t.project}：{header.projectName}
              {header.projectNo ? ` · ${t.projectNo}：${header.projectNo}` : ''}
              {header.sponsorName ? ` · ${t.sponsor}：${header.sponsorName}` : ''}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" data-testid="printed-at">
            {t.printedAt}：{hospitalTime(openedAt)}
          </Typography>
        </Box>
        <Button variant="contained" data-print-hide onClick={() => window.print()}>
          {t.print}
        </Button>
      </Box>
      {loading && <Typography sx={{ mt: 2 }}>{t.loading}</Typography>}
      {failed && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t.failed}
        </Alert>
      )}
      {children}
    </Box>
  );
}
