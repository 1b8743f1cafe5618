/**
 * A reviewer's opinion: the review form of the submission's type (each question's options and
 * an optional comment), the opinion (a voteDecision), a full-board recommendation and comments;
 * then the shared signature dialog sends it. A given opinion is final.
 */
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { MyReview } from '../../../../../shared/api/ethics/review';
import { ANSWER_LABELS, type AnswerOption, REVIEW_FORMS } from '../../../../../shared/domain/ethics/review-forms';
import { VOTE_DECISIONS, VOTE_DECISION_LABELS, type VoteDecision } from '../../../../../shared/domain/ethics/votes';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { SignatureDialog } from '../../../../ui/signature-dialog/signature-dialog';
import { ethicsReviewMessages } from '../messages';
import { useReviewActions } from '../queries';

export function OpinionDialog({ review, onClose }: { review: MyReview; onClose: () => void }) {
  const t = useMessages(ethicsReviewMessages);
  const { locale } = useLocale();
  const actions = useReviewActions();
  const form = REVIEW_FORMS[review.submission.type];
  const [answers, setAnswers] = useState<Record<string, AnswerOption>>({});
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [opinion, setOpinion] = useState<VoteDecision | ''>('');
  const [fullBoard, setFullBoard] = useState(false);
  const [comments, setComments] = useState('');
  const [error, setError] = useState<string>();
  const [signing, setSigning] = useState(false);
  const title = review.submission.title;

  if (signing && opinion)
    return (
      <SignatureDialog
        title={t.signTitle}
        text={format(t.signText, { title })}
        meaning="ethics-reviewer-opines"
        onSign={(signature) =>
          actions.opinion.mutateAsync({
            id: review.reviewer.id,
            version: review.reviewer.version,
            answers: form.map((question) => ({
              key: question.key,
              answer: answers[question.key] as AnswerOption,
              comment: notes[question.key]?.trim() || null,
            })),
            opinion,
            fullBoard,
            comments: comments.trim() || null,
            signature,
          })
        }
        onSigned={onClose}
        onClose={() => setSigning(false)}
      />
    );

  const next = () => {
    if (!opinion || form.some((question) => !answers[question.key])) return setError(t.required);
    setSigning(true);
  };
  return (
    <FormDialog
      title={format(t.formTitle, { title })}
      busy={false}
      error={error}
      submitLabel={t.next}
      onSubmit={next}
      onClose={onClose}
    >
      {form.map((question) => (
        <FormControl key={question.key} component="fieldset">
          <FormLabel component="legend">{question.text[locale]}</FormLabel>
          <RadioGroup
            row
            value={answers[question.key] ?? ''}
            onChange={(event) => setAnswers({ ...answers, [question.key]: event.target.value as AnswerOption })}
          >
            {question.options.map((option) => (
              <FormControlLabel key={option} value={option} control={<Radio />} label={ANSWER_LABELS[option][locale]} />
            ))}
          </RadioGroup>
          <TextField
            size="small"
            label={t.comment}
            value={notes[question.key] ?? ''}
            slotProps={{ htmlInput: { maxLength: 1000, 'aria-label': `${question.text[locale]} ${t.comment}` } }}
            onChange={(event) => setNotes({ ...notes, [question.key]: event.target.value })}
          />
        </FormControl>
      ))}
      <TextField
        select
        label={t.opinion}
        value={opinion}
        required
        onChange={(event) => setOpinion(event.target.value as VoteDecision)}
      >
        {VOTE_DECISIONS.map((decision) => (
          <MenuItem key={decision} value={decision}>
            {VOTE_DECISION_LABELS[decision][locale]}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Checkbox checked={fullBoard} onChange={(event) => setFullBoard(event.target.checked)} />}
        label={t.fullBoard}
      />
      <TextField
        label={t.comments}
        value={comments}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: 4000 } }}
        onChange={(event) => setComments(event.target.value)}
      />
    </FormDialog>
  );
}
