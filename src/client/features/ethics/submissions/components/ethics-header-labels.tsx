/** SPEC §3's ethics detail header label set: the project's numbers with its ethics approval and acceptance numbers. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { EthicsHeader } from '../../../../../shared/api/ethics/submissions';
import { formatDate } from '../../../../lib/dates';
import { useMessages } from '../../../../lib/i18n';
import { ethicsSubmissionMessages } from '../messages';

export function EthicsHeaderLabels({ header }: { header: EthicsHeader }) {
  const t = useMessages(ethicsSubmissionMessages);
  const entries: [string, string | null][] = [
    [t.projectNo, header.projectNo],
    [t.planCode, header.planCode],
    [t.approvalNumber, header.approvalNumber],
    [t.trialCategory, header.trialCategory],
    [t.startDate, header.startDate && formatDate(header.startDate)],
    [t.dept, header.deptName],
    [t.sponsor, header.sponsorName],
    [t.initiatingUnit, header.initiatingUnit],
    [t.acceptNumber, header.acceptNumber],
    [t.leadResearcher, header.leadResearcher],
    [t.financeCode, header.financeCode],
    [t.ethicsApprovalNumber, header.ethicsApprovalNumber],
    [t.ethicsAcceptNumber, header.ethicsAcceptNumber],
  ];
  return (
    <Box
      component="dl"
      aria-label={t.header}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        columnGap: 3,
        rowGap: 1,
        m: 0,
      }}
    >
      {entries.map(([label, value]) => (
        <Box key={label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value || '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
