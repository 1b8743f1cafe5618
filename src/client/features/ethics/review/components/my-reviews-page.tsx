/**
 * 我的审查 (system page EthicsReviews): the submissions assigned to me as primary reviewer.
 * For each: declare a conflict of interest (none, or a conflict with a note, which excludes
 * me), download the documents, fill the review form and give the signed opinion (final).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type MyReview, reviewDownloadEndpoint } from '../../../../../shared/api/ethics/review';
import { VOTE_DECISION_LABELS } from '../../../../../shared/domain/ethics/votes';
import { useDocumentTitle } from '../../../../lib/document-title';
import { showInfo } from '../../../../lib/feedback';
import { failureText } from '../../../../lib/field-problem';
import { saveBlob } from '../../../../lib/file-transfer';
import { callFileEndpoint } from '../../../../lib/http';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { SubmissionStatusChip, useSubmissionTypeLabel } from '../../submissions/components/submission-labels';
import { ethicsReviewMessages } from '../messages';
import { reviewQueries, useReviewActions } from '../queries';
import { OpinionDialog } from './opinion-dialog';

function ConflictDialog({ review, onClose }: { review: MyReview; onClose: () => void }) {
  const t = useMessages(ethicsReviewMessages);
  const actions = useReviewActions();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const submit = () => {
    if (!note.trim()) return setError(t.conflictNote);
    actions.declare
      .mutateAsync({
        id: review.reviewer.id,
        version: review.reviewer.version,
        conflict: 'declared',
        note: note.trim(),
      })
      .then(onClose, (failure: unknown) => setError(failureText(failure, t.failed)));
  };
  return (
    <FormDialog
      title={t.declareConflict}
      busy={actions.declare.isPending}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t.conflictNote}
        value={note}
        required
        multiline
        minRows={3}
        onChange={(event) => setNote(event.target.value)}
      />
    </FormDialog>
  );
}

function ReviewCard({ review }: { review: MyReview }) {
  const t = useMessages(ethicsReviewMessages);
  const { locale } = useLocale();
  const typeLabel = useSubmissionTypeLabel();
  const actions = useReviewActions();
  const [open, setOpen] = useState<'conflict' | 'opinion'>();
  const { reviewer, submission } = review;
  const inReview = ['accepted', 'expedited', 'onAgenda'].includes(submission.status);
  const onError = (error: unknown) => showInfo({ text: failureText(error, t.failed) });
  const download = (versionId: number, fileName: string) =>
    callFileEndpoint(reviewDownloadEndpoint, { params: { id: reviewer.id, versionId } }).then(
      (blob) => saveBlob(blob, fileName),
      onError,
    );
  const conflictText =
    reviewer.conflict === 'declared' ? t.conflictDeclared : reviewer.conflict === 'none' ? t.noConflict : t.undeclared;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={submission.title}>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          {submission.title}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography>{`${submission.projectName}${submission.projectNo ? `（${submission.projectNo}）` : ''}`}</Typography>
          <Typography>{typeLabel(submission.type)}</Typography>
          {submission.acceptanceNumber && <Typography>{submission.acceptanceNumber}</Typography>}
          <SubmissionStatusChip status={submission.status} />
        </Stack>
        <Typography>{`${t.conflict}：${conflictText}${reviewer.conflictNote ? `（${reviewer.conflictNote}）` : ''}`}</Typography>
        <Typography>
          {`${t.opinion}：${reviewer.opinion ? VOTE_DECISION_LABELS[reviewer.opinion][locale] : t.pending}`}
        </Typography>
        {submission.documents.length > 0 && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} aria-label={t.documents} role="group">
            {submission.documents.map((document) => (
              <Button
                key={document.versionId}
                size="small"
                onClick={() => void download(document.versionId, document.fileName)}
              >
                {format(t.download, { title: document.title, number: document.number })}
              </Button>
            ))}
          </Stack>
        )}
        {inReview && reviewer.conflict === null && (
          <Stack direction="row" spacing={1}>
            <Button
              variant="outlined"
              disabled={actions.declare.isPending}
              onClick={() =>
                void actions.declare
                  .mutateAsync({ id: reviewer.id, version: reviewer.version, conflict: 'none', note: null })
                  .catch(onError)
              }
            >
              {t.declareNone}
            </Button>
            <Button variant="outlined" color="warning" onClick={() => setOpen('conflict')}>
              {t.declareConflict}
            </Button>
          </Stack>
        )}
        {inReview && reviewer.conflict === 'none' && reviewer.opinion === null && (
          <Button variant="contained" sx={{ alignSelf: 'flex-start' }} onClick={() => setOpen('opinion')}>
            {t.fillForm}
          </Button>
        )}
      </Stack>
      {open === 'conflict' && <ConflictDialog review={review} onClose={() => setOpen(undefined)} />}
      {open === 'opinion' && <OpinionDialog review={review} onClose={() => setOpen(undefined)} />}
    </Paper>
  );
}

export function MyReviewsPage() {
  const t = useMessages(ethicsReviewMessages);
  useDocumentTitle(t.title);
  const query = useQuery(reviewQueries.mine());
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title} />
      {query.isError && <Alert severity="warning">{t.failed}</Alert>}
      {query.data?.length === 0 && <Typography>{t.empty}</Typography>}
      {query.data?.map((review) => (
        <ReviewCard key={review.reviewer.id} review={review} />
      ))}
    </Stack>
  );
}
