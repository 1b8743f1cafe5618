/**
 * The decision letter on a decided submission's page. For the committee (board): the letter's
 * state; the secretary (ethicsLetter:draft) drafts or redrafts it (an approval's validity and
 * continuing-review frequency), the chair (ethicsLetter:sign) signs it with the shared
 * signature. For the team: the signed letter only. Both link to the letter's print page.
 */
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Letter } from '../../../../../shared/api/ethics/letters';
import { REVIEW_FREQUENCIES_MONTHS, type ReviewFrequency } from '../../../../../shared/domain/ethics/continuing-review';
import {
  DEFAULT_REVIEW_FREQUENCY,
  DEFAULT_VALIDITY_MONTHS,
  LETTER_KIND_LABELS,
  LETTER_STATUS_LABELS,
  MAX_VALIDITY_MONTHS,
} from '../../../../../shared/domain/ethics/letters';
import { formatDateTime } from '../../../../lib/dates';
import { failureText } from '../../../../lib/field-problem';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { RouterLink } from '../../../../ui/router-link';
import { SignatureDialog } from '../../../../ui/signature-dialog/signature-dialog';
import { useStaffAccess } from '../../../access';
import { ethicsLetterMessages } from '../messages';
import { letterQueries, useLetterActions } from '../queries';

interface DraftTarget {
  submissionId: number;
  letter: Letter | null;
  approving: boolean;
}

function DraftDialog({ target, onClose }: { target: DraftTarget; onClose: () => void }) {
  const t = useMessages(ethicsLetterMessages);
  const { draft } = useLetterActions();
  const [validity, setValidity] = useState(String(target.letter?.validityMonths ?? DEFAULT_VALIDITY_MONTHS));
  const [frequency, setFrequency] = useState<ReviewFrequency>(
    (target.letter?.reviewFrequencyMonths as ReviewFrequency | null) ?? DEFAULT_REVIEW_FREQUENCY,
  );
  const [error, setError] = useState<string>();
  const submit = () => {
    const months = Number(validity);
    if (target.approving && !(Number.isInteger(months) && months >= 1 && months <= MAX_VALIDITY_MONTHS))
      return setError(`${t.validityMonths}: 1–${MAX_VALIDITY_MONTHS}`);
    const again = target.letter ? { id: target.letter.id, version: target.letter.version } : {};
    const approval = target.approving ? { validityMonths: months, reviewFrequencyMonths: frequency } : {};
    void draft
      .mutateAsync({ submissionId: target.submissionId, ...again, ...approval })
      .then(onClose, (failure: unknown) => setError(failureText(failure, t.failed)));
  };
  return (
    <FormDialog
      title={t.draftTitle}
      submitLabel={target.letter ? t.redraft : t.draft}
      busy={draft.isPending}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      {target.approving && (
        <>
          <Typography variant="body2">{t.approvalNote}</Typography>
          <TextField
            label={t.validityMonths}
            type="number"
            value={validity}
            required
            slotProps={{ htmlInput: { min: 1, max: MAX_VALIDITY_MONTHS } }}
            onChange={(event) => setValidity(event.target.value)}
          />
          <TextField
            select
            label={t.reviewFrequency}
            value={frequency}
            onChange={(event) => setFrequency(Number(event.target.value) as ReviewFrequency)}
          >
            {REVIEW_FREQUENCIES_MONTHS.map((months) => (
              <MenuItem key={months} value={months}>
                {months}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
    </FormDialog>
  );
}

/** The letter's facts in a few lines: status, number and days, signer, where it was filed. */
function LetterFacts({ letter }: { letter: Letter }) {
  const t = useMessages(ethicsLetterMessages);
  const { locale } = useLocale();
  return (
    <Stack spacing={0.5}>
      <Typography>{`${LETTER_KIND_LABELS[letter.kind][locale]} · ${LETTER_STATUS_LABELS[letter.status][locale]}`}</Typography>
      {letter.approvalNumber && <Typography>{`${t.approvalNumber}：${letter.approvalNumber}`}</Typography>}
      {letter.validUntil && <Typography>{`${t.validUntil}：${letter.validUntil}`}</Typography>}
      {letter.nextReviewDue && <Typography>{`${t.nextReview}：${letter.nextReviewDue}`}</Typography>}
      {letter.signedAt && (
        <Typography>{`${t.signedBy}：${letter.signedBy ?? '—'}，${formatDateTime(letter.signedAt)}`}</Typography>
      )}
      {letter.status === 'signed' && (
        <Typography variant="body2">
          {letter.filed ? format(t.filed, { number: letter.filed.versionNumber }) : t.notFiled}
        </Typography>
      )}
    </Stack>
  );
}

/** The committee's letter section of a decided submission. */
export function BoardLetterSection({ submissionId, title }: { submissionId: number; title: string }) {
  const t = useMessages(ethicsLetterMessages);
  const access = useStaffAccess();
  const { sign } = useLetterActions();
  const letter = useQuery(letterQueries.board(submissionId)).data;
  const [open, setOpen] = useState<'draft' | 'sign'>();
  if (letter === undefined) return null;
  const unsigned = letter === null || letter.status === 'draft';
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t.letter}>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          {t.letter}
        </Typography>
        {letter ? <LetterFacts letter={letter} /> : <Typography>{t.none}</Typography>}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {unsigned && access.hasButton('ethicsLetter:draft') && (
            <Button variant="outlined" onClick={() => setOpen('draft')}>
              {letter ? t.redraft : t.draft}
            </Button>
          )}
          {letter?.status === 'draft' && access.hasButton('ethicsLetter:sign') && (
            <Button variant="contained" onClick={() => setOpen('sign')}>
              {t.sign}
            </Button>
          )}
          {letter && (
            <RouterLink to="/staff/ethics-board/$submissionId/letter" params={{ submissionId }}>
              {t.preview}
            </RouterLink>
          )}
        </Stack>
      </Stack>
      {open === 'draft' && (
        <DraftDialog
          target={{ submissionId, letter, approving: letter === null || letter.kind === 'approval' }}
          onClose={() => setOpen(undefined)}
        />
      )}
      {open === 'sign' && letter && (
        <SignatureDialog
          title={t.signTitle}
          text={format(t.signText, { title })}
          meaning="chair-signs-decision"
          onSign={(signature) => sign.mutateAsync({ id: letter.id, version: letter.version, signature })}
          onSigned={() => setOpen(undefined)}
          onClose={() => setOpen(undefined)}
        />
      )}
    </Paper>
  );
}

/** The team's view of its submission's signed letter. */
export function TeamLetterSection({ projectId, submissionId }: { projectId: number; submissionId: number }) {
  const t = useMessages(ethicsLetterMessages);
  const letter = useQuery(letterQueries.team(projectId, submissionId)).data;
  if (!letter) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t.letter}>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          {t.letter}
        </Typography>
        <LetterFacts letter={letter} />
        <RouterLink
          to="/staff/projects/$projectId/ethics-submissions/$submissionId/letter"
          params={{ projectId, submissionId }}
        >
          {t.preview}
        </RouterLink>
      </Stack>
    </Paper>
  );
}
