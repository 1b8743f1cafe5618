/** An application's approval progress: its latest approval's steps, each with who decided it when. */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReportSeal } from '../../../../../shared/api/documents/report-seals';
import { formatDateTime } from '../../../../lib/dates';
import { format, useMessages } from '../../../../lib/i18n';
import { sealMessages } from '../messages';

type Messages = (typeof sealMessages)['en'];
const STATUS_KEYS = ['running', 'approved', 'rejected', 'withdrawn', 'pending', 'cancelled'] as const;
const statusText = (t: Messages, status: string) =>
  STATUS_KEYS.find((key) => key === status) ? t[status as (typeof STATUS_KEYS)[number]] : status;

export function SealProgress({ seal }: { seal: ReportSeal }) {
  const t = useMessages(sealMessages);
  const latest = seal.approvals[0];
  if (!latest) return <Typography variant="body2">{t.noApprovals}</Typography>;
  return (
    <Stack component="ul" spacing={0.5} sx={{ pl: 2, m: 0 }} aria-label={`${t.progress} · ${seal.title}`}>
      {latest.steps.map((step) => (
        <Typography component="li" variant="body2" key={`${step.stepSort}-${step.stepName}`}>
          {format(t.stepLine, { step: step.stepName, status: statusText(t, step.status) })}
          {step.decidedBy && step.decidedAt
            ? ` · ${format(t.decidedBy, { name: step.decidedBy, at: formatDateTime(step.decidedAt) })}`
            : ''}
          {step.comment ? ` · ${step.comment}` : ''}
        </Typography>
      ))}
    </Stack>
  );
}
