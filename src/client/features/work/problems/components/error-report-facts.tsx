/** The error notification's report attached to a problem report, as a definition list. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ErrorReportData } from '../../../../../shared/api/work/problem-reports';
import { formatDateTime } from '../../../../lib/dates';
import { useMessages } from '../../../../lib/i18n';
import { problemMessages } from '../messages';

export function ErrorReportFacts({ report }: { report: ErrorReportData }) {
  const t = useMessages(problemMessages);
  const rows: [string, string | undefined][] = [
    [t.errorCode, report.code],
    [t.errorMessage, report.message],
    [t.errorRequestId, report.requestId],
    [t.errorTime, formatDateTime(report.time)],
    [t.errorUrl, report.url],
  ];
  return (
    <Box component="section" aria-label={t.errorAttached} sx={{ p: 1, bgcolor: 'action.hover', borderRadius: 1 }}>
      <Typography variant="subtitle2">{t.errorAttached}</Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1 }}>
        {rows
          .filter((row): row is [string, string] => !!row[1])
          .map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
      </Box>
    </Box>
  );
}
