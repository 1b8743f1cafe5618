/** The project's subject-number pattern with a live preview of the next number; numbers already given stay. */
import Typography from '@mui/material/Typography';
import TextField from '@mui/material/TextField';
import { SUBJECT_NUMBER_PATTERN_MAX } from '../../../../../shared/domain/recruitment/subject-number';
import type { SubjectNumbering } from '../../../../../shared/api/recruitment/subject-numbering';
import {
  DEFAULT_SUBJECT_NUMBER_PATTERN,
  SUBJECT_NUMBER_PROBLEM_LABELS,
  formatSubjectNumber,
  subjectNumberPatternProblem,
} from '../../../../../shared/domain/recruitment/subject-number';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { useFormDraft } from '../../../../lib/use-form-draft';
import { FormDialog } from '../../../../ui/form-dialog';
import { subjectMessages } from '../messages';
import { useSubjectActions } from '../use-subject-actions';

export interface NumberingDialogProps {
  projectId: number;
  numbering: SubjectNumbering;
  onClose: () => void;
}

export function NumberingDialog({ projectId, numbering, onClose }: NumberingDialogProps) {
  const t = useMessages(subjectMessages);
  const { locale } = useLocale();
  const { saveNumbering } = useSubjectActions(projectId);
  const form = useFormDraft({ pattern: numbering.pattern ?? '' });
  const pattern = form.draft.pattern.trim();
  const problem = pattern ? subjectNumberPatternProblem(pattern) : null;
  const preview = problem
    ? ''
    : formatSubjectNumber(pattern || null, {
        seq: numbering.nextSeq,
        year: numbering.year,
        projectNo: numbering.projectNo,
      });
  const submit = () => {
    if (!form.validate(problem ? { pattern: SUBJECT_NUMBER_PROBLEM_LABELS[problem][locale] } : {})) return;
    saveNumbering.mutate(
      { projectId, pattern: pattern || null, version: numbering.version },
      { onSuccess: onClose, onError: (error) => form.showFailure(error, t.saveFailed) },
    );
  };
  return (
    <FormDialog
      title={t.numberingTitle}
      busy={saveNumbering.isPending}
      error={form.formError}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        {...form.field('pattern', t.pattern, format(t.patternHelp, { default: DEFAULT_SUBJECT_NUMBER_PATTERN }))}
        placeholder={DEFAULT_SUBJECT_NUMBER_PATTERN}
        slotProps={{ htmlInput: { maxLength: SUBJECT_NUMBER_PATTERN_MAX } }}
      />
      <Typography role="status" aria-live="polite">
        {problem ? SUBJECT_NUMBER_PROBLEM_LABELS[problem][locale] : format(t.preview, { number: preview })}
      </Typography>
    </FormDialog>
  );
}
