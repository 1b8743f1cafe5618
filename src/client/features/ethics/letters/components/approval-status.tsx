/**
 * The project's ethics approval in force on its submissions page: the approval number, until
 * when it is valid, and when the next continuing review is due (due soon, overdue).
 */
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { hospitalDay } from '../../../../../shared/domain/hospital-time';
import { useMessages } from '../../../../lib/i18n';
import { RouterLink } from '../../../../ui/router-link';
import { ethicsLetterMessages } from '../messages';
import { letterQueries } from '../queries';

export function ApprovalStatus({ projectId }: { projectId: number }) {
  const t = useMessages(ethicsLetterMessages);
  const query = useQuery(letterQueries.approval(projectId));
  // The hospital's day when the page was opened: an approval past its last valid day is expired.
  const [today] = useState(() => hospitalDay(Date.now()));
  if (query.isPending || query.isError) return null;
  const approval = query.data;
  if (!approval) return <Alert severity="info">{t.noApproval}</Alert>;
  const expired = approval.validUntil !== null && approval.validUntil < today;
  const due = approval.reviewDueState;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t.approvalStatus}>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography>{`${t.approvalNumber}：${approval.approvalNumber}`}</Typography>
        {/* A div, not a p: a Chip renders a div, which a paragraph may not hold. */}
        <Typography component="div">
          {`${t.validUntil}：${approval.validUntil ?? '—'}`}
          {expired && <Chip size="small" color="error" label={t.expired} sx={{ ml: 1 }} />}
        </Typography>
        <Typography component="div">
          {`${t.nextReview}：${approval.nextReviewDue ?? '—'}`}
          {due === 'dueSoon' && <Chip size="small" color="warning" label={t.dueSoon} sx={{ ml: 1 }} />}
          {due === 'overdue' && <Chip size="small" color="error" label={t.overdue} sx={{ ml: 1 }} />}
        </Typography>
        <RouterLink
          to="/staff/projects/$projectId/ethics-submissions/$submissionId/letter"
          params={{ projectId, submissionId: approval.submissionId }}
        >
          {t.openLetter}
        </RouterLink>
      </Stack>
    </Paper>
  );
}
