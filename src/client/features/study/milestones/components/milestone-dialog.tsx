/** Add or edit a milestone: name, kind, planned and actual days, note; errors under their fields. */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  MILESTONE_NAME_MAX,
  MILESTONE_NOTE_MAX,
  type Milestone,
  milestoneSaveEndpoint,
} from '../../../../../shared/api/study/milestones';
import { schemaChecker } from '../../../../../shared/api/contract/schema-problems';
import { MILESTONE_KINDS, MILESTONE_KIND_LABELS } from '../../../../../shared/domain/study/milestones';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { useFormDraft } from '../../../../lib/use-form-draft';
import { FormDialog } from '../../../../ui/form-dialog';
import { milestoneMessages } from '../messages';
import { useMilestoneActions } from '../use-milestone-actions';

export interface MilestoneDialogProps {
  projectId: number;
  /** The milestone to edit; a new one when absent. */
  milestone?: Milestone;
  /** The hospital's today, as the server answered it. */
  today: string;
  onClose: () => void;
}

const dateInput = { inputLabel: { shrink: true } } as const;
const checkBody = schemaChecker(milestoneSaveEndpoint.schema.body);

export function MilestoneDialog({ projectId, milestone, today, onClose }: MilestoneDialogProps) {
  const t = useMessages(milestoneMessages);
  const { locale } = useLocale();
  const { save } = useMilestoneActions(projectId);
  const form = useFormDraft({
    name: milestone?.name ?? '',
    kind: milestone?.kind ?? 'other',
    plannedDate: milestone?.plannedDate ?? '',
    actualDate: milestone?.actualDate ?? '',
    note: milestone?.note ?? '',
  });

  const submit = () => {
    const { name, kind, plannedDate, actualDate, note } = form.draft;
    const version = milestone ? { id: milestone.id, version: milestone.version } : {};
    const body = {
      projectId,
      ...version,
      name: name.trim(),
      kind,
      plannedDate: plannedDate || null,
      actualDate: actualDate || null,
      note: note.trim() || null,
    };
    // The server's schema, then the form's own wording for the rules it states better.
    const found: Record<string, string> = checkBody(body, locale);
    if (!name.trim()) found.name = format(t.required, { field: t.name });
    if (actualDate && actualDate > today) found.actualDate = t.actualAfterToday;
    if (!form.validate(found)) return;
    save.mutate(body, { onSuccess: onClose, onError: (error) => form.showFailure(error, t.saveFailed) });
  };

  return (
    <FormDialog
      title={milestone ? t.editTitle : t.addTitle}
      busy={save.isPending}
      error={form.formError}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        {...form.field('name', t.name)}
        required
        slotProps={{ htmlInput: { maxLength: MILESTONE_NAME_MAX } }}
      />
      <TextField {...form.field('kind', t.kind)} select>
        {MILESTONE_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {MILESTONE_KIND_LABELS[kind][locale]}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...form.field('plannedDate', t.plannedDate)} type="date" slotProps={dateInput} />
      <TextField
        {...form.field('actualDate', t.actualDate)}
        type="date"
        slotProps={{ ...dateInput, htmlInput: { max: today } }}
      />
      <TextField
        {...form.field('note', t.note)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: MILESTONE_NOTE_MAX } }}
      />
    </FormDialog>
  );
}
