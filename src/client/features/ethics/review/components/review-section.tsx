/**
 * The review path on a submission's page. For the committee (board): the primary reviewers,
 * their conflict declarations and opinions (with their signatures), and the secretary's
 * buttons (ethicsSubmission:review): assign reviewers (optionally routing to expedited
 * review), route to expedited review, record the expedited decision. For the team: the
 * decision once decided, never the reviewers.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReviewState } from '../../../../../shared/api/ethics/review';
import { NOTABLE_TYPES } from '../../../../../shared/domain/ethics/review-forms';
import {
  OTHER_DECISION_LABELS,
  type OtherDecision,
  VOTE_DECISION_LABELS,
} from '../../../../../shared/domain/ethics/votes';
import { formatDateTime } from '../../../../lib/dates';
import { failureText } from '../../../../lib/field-problem';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { useStaffAccess } from '../../../access';
import { ethicsReviewMessages } from '../messages';
import { reviewQueries, useReviewActions } from '../queries';

function AssignDialog({ state, onClose }: { state: ReviewState; onClose: () => void }) {
  const t = useMessages(ethicsReviewMessages);
  const actions = useReviewActions();
  const [picked, setPicked] = useState<number[]>([]);
  const [expedite, setExpedite] = useState(state.expeditable && state.status === 'accepted');
  const [error, setError] = useState<string>();
  const submit = () =>
    void actions.assign
      .mutateAsync({ submissionId: state.submissionId, version: state.version, userIds: picked, expedite })
      .then(onClose, (failure: unknown) => setError(failureText(failure, t.failed)));
  return (
    <FormDialog
      title={t.assign}
      submitLabel={t.assign}
      busy={actions.assign.isPending}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormGroup aria-label={t.members}>
        {state.candidates.map((member) => (
          <FormControlLabel
            key={member.userId}
            label={member.name}
            control={
              <Checkbox
                checked={picked.includes(member.userId)}
                onChange={(event) =>
                  setPicked(
                    event.target.checked ? [...picked, member.userId] : picked.filter((id) => id !== member.userId),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
      {state.expeditable && state.status === 'accepted' && (
        <FormControlLabel
          label={t.assignExpedite}
          control={<Checkbox checked={expedite} onChange={(event) => setExpedite(event.target.checked)} />}
        />
      )}
    </FormDialog>
  );
}

function DecideDialog({ state, onClose }: { state: ReviewState; onClose: () => void }) {
  const t = useMessages(ethicsReviewMessages);
  const actions = useReviewActions();
  const [note, setNote] = useState('');
  const [noted, setNoted] = useState(false);
  const [error, setError] = useState<string>();
  const submit = () =>
    void actions.decide
      .mutateAsync({ submissionId: state.submissionId, version: state.version, noted, note: note.trim() || null })
      .then(onClose, (failure: unknown) => setError(failureText(failure, t.failed)));
  return (
    <FormDialog
      title={t.decide}
      submitLabel={t.decide}
      busy={actions.decide.isPending}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <OutcomeText state={state} />
      {NOTABLE_TYPES.includes(state.type) && (
        <FormControlLabel
          label={t.noted}
          control={<Checkbox checked={noted} onChange={(event) => setNoted(event.target.checked)} />}
        />
      )}
      <TextField
        label={t.decideNote}
        value={note}
        multiline
        minRows={2}
        onChange={(event) => setNote(event.target.value)}
      />
    </FormDialog>
  );
}

function OutcomeText({ state }: { state: ReviewState }) {
  const t = useMessages(ethicsReviewMessages);
  const { locale } = useLocale();
  const { outcome } = state;
  if (outcome.kind === 'decision' && outcome.decision)
    return (
      <Typography>{format(t.outcomeDecision, { decision: VOTE_DECISION_LABELS[outcome.decision][locale] })}</Typography>
    );
  return <Typography>{outcome.kind === 'fullBoard' ? t.outcomeFullBoard : t.outcomePending}</Typography>;
}

export function ReviewSection({ id }: { id: number }) {
  const t = useMessages(ethicsReviewMessages);
  const { locale } = useLocale();
  const access = useStaffAccess();
  const actions = useReviewActions();
  const [open, setOpen] = useState<'assign' | 'decide'>();
  const [error, setError] = useState<string>();
  const state = useQuery(reviewQueries.state(id)).data;
  if (!state) return null;
  const secretary = access.hasButton('ethicsSubmission:review');
  const routable = state.status === 'accepted' || state.status === 'expedited';
  const conflictText = (conflict: string | null, note: string | null) =>
    conflict === 'declared'
      ? `${t.conflictDeclared}${note ? `：${note}` : ''}`
      : conflict === 'none'
        ? t.noConflict
        : t.undeclared;
  return (
    <Stack spacing={1} component="section" aria-label={t.reviewers}>
      <Typography variant="h6" component="h2">
        {t.reviewers}
      </Typography>
      {state.reviewers.length === 0 ? (
        <Typography>{t.none}</Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t.reviewers}>
            <TableHead>
              <TableRow>
                {[t.reviewer, t.conflict, t.opinion, t.comments].map((label) => (
                  <TableCell key={label}>{label}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {state.reviewers.map((reviewer) => (
                <TableRow key={reviewer.id}>
                  <TableCell>{reviewer.name}</TableCell>
                  <TableCell>{conflictText(reviewer.conflict, reviewer.conflictNote)}</TableCell>
                  <TableCell>
                    {reviewer.opinion
                      ? `${VOTE_DECISION_LABELS[reviewer.opinion][locale]}${reviewer.fullBoard ? `（${t.fullBoard}）` : ''}`
                      : t.pending}
                    {reviewer.signatures.map((signature) => (
                      <Typography key={signature.id} variant="body2" color="text.secondary">
                        {`${signature.signerName} ${formatDateTime(signature.signedAt)}`}
                      </Typography>
                    ))}
                  </TableCell>
                  <TableCell>{reviewer.comments ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {state.status === 'expedited' && <OutcomeText state={state} />}
      {error && <Alert severity="warning">{error}</Alert>}
      {secretary && routable && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => setOpen('assign')}>
            {t.assign}
          </Button>
          {state.status === 'accepted' && state.expeditable && (
            <Button
              variant="outlined"
              disabled={actions.expedite.isPending}
              onClick={() =>
                void actions.expedite
                  .mutateAsync({ submissionId: state.submissionId, version: state.version })
                  .catch((failure: unknown) => setError(failureText(failure, t.failed)))
              }
            >
              {t.expedite}
            </Button>
          )}
          {state.status === 'expedited' && state.outcome.kind !== 'pending' && (
            <Button variant="contained" onClick={() => setOpen('decide')}>
              {t.decide}
            </Button>
          )}
        </Stack>
      )}
      {open === 'assign' && <AssignDialog state={state} onClose={() => setOpen(undefined)} />}
      {open === 'decide' && <DecideDialog state={state} onClose={() => setOpen(undefined)} />}
    </Stack>
  );
}

/** The committee's decision as the team sees it, once decided. */
export function TeamDecision({ projectId, id }: { projectId: number; id: number }) {
  const t = useMessages(ethicsReviewMessages);
  const { locale } = useLocale();
  const decision = useQuery(reviewQueries.teamDecision(projectId, id)).data;
  if (!decision) return null;
  const outcome = decision.decision
    ? VOTE_DECISION_LABELS[decision.decision][locale]
    : (OTHER_DECISION_LABELS[decision.otherDecision as OtherDecision]?.[locale] ?? decision.otherDecision);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t.decision}>
      <Typography>{`${t.decision}：${outcome ?? '—'}`}</Typography>
      <Typography>{`${t.decidedVia}：${decision.decidedVia === 'expedited' ? t.viaExpedited : t.viaMeeting}，${formatDateTime(decision.decidedAt)}`}</Typography>
      {decision.decisionNote && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{decision.decisionNote}</Typography>}
    </Paper>
  );
}
