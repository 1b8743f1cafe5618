/**
 * Record or edit a concomitant medication. While the drug is typed, the project's published
 * rules (conMedFlag) warn when it is on the prohibited or caution list; errors under their fields.
 */
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import {
  CON_MED_DOSE_MAX,
  CON_MED_DRUG_MAX,
  CON_MED_INDICATION_MAX,
  type ConMed,
  type ConMedSaveBody,
  conMedSaveEndpoint,
} from '../../../../../shared/api/safety/con-meds';
import { schemaChecker } from '../../../../../shared/api/contract/schema-problems';
import { conMedFlag } from '../../../../../shared/domain/safety/rules';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { useFormDraft } from '../../../../lib/use-form-draft';
import { FormDialog } from '../../../../ui/form-dialog';
import { type ConMedCodedField, useConMedDictionaries } from '../con-med-dictionaries';
import { conMedMessages } from '../messages';
import { conMedQueries } from '../queries';
import { SubjectPicker } from '../../subjects/subject-picker';
import { useConMedActions } from '../use-con-med-actions';

export interface ConMedDialogProps {
  projectId: number;
  /** The medication to edit; a new one when absent. */
  conMed?: ConMed;
  /** The hospital's today. */
  today: string;
  onClose: () => void;
}

const checkBody = schemaChecker(conMedSaveEndpoint.schema.body);
const TEXT_FIELDS = [
  ['drug', CON_MED_DRUG_MAX, true],
  ['dose', CON_MED_DOSE_MAX, true],
] as const;

export function ConMedDialog({ projectId, conMed, today, onClose }: ConMedDialogProps) {
  const t = useMessages(conMedMessages);
  const { locale } = useLocale();
  const { save } = useConMedActions(projectId);
  const rules = useQuery(conMedQueries.rules(projectId));
  const dict = useConMedDictionaries();
  const form = useFormDraft({
    subjectId: conMed ? String(conMed.subjectId) : '',
    drug: conMed?.drug ?? '',
    dose: conMed?.dose ?? '',
    route: conMed?.route ?? '',
    frequency: conMed?.frequency ?? '',
    startDate: conMed?.startDate ?? today,
    endDate: conMed?.endDate ?? '',
    indication: conMed?.indication ?? '',
  });
  const d = form.draft;
  const flag = rules.data ? conMedFlag(d.drug, rules.data) : null;

  const submit = () => {
    const body: ConMedSaveBody = {
      projectId,
      ...(conMed ? { id: conMed.id, version: conMed.version } : {}),
      subjectId: Number(d.subjectId),
      drug: d.drug.trim(),
      dose: d.dose.trim(),
      route: d.route,
      frequency: d.frequency || null,
      startDate: d.startDate,
      endDate: d.endDate || null,
      indication: d.indication.trim(),
    };
    const found: Record<string, string> = checkBody(body, locale);
    if (!d.subjectId) found.subjectId = t.pickSubject;
    for (const [name, , required] of TEXT_FIELDS) {
      if (required && !d[name].trim()) found[name] = format(t.required, { field: t[name] });
    }
    if (!d.route) found.route = format(t.required, { field: t.route });
    if (!d.indication.trim()) found.indication = format(t.required, { field: t.indication });
    if (d.startDate > today) found.startDate = t.futureDate;
    if (d.endDate && d.endDate < d.startDate) found.endDate = t.endBeforeStart;
    if (!form.validate(found)) return;
    save.mutate(body, {
      onSuccess: onClose,
      onError: (error) => form.showFailure(error, t.saveFailed),
    });
  };

  /** A select of the field's dictionary; a row stored as free text offers its text until a value is chosen. */
  const coded = (field: ConMedCodedField, required: boolean) => {
    const options = dict.options(field);
    const stored = conMed?.[field] ?? '';
    const legacy = stored !== '' && !options.some((item) => item.key === stored);
    return (
      <TextField {...form.field(field, t[field])} select required={required} fullWidth>
        {!required && <MenuItem value="">—</MenuItem>}
        {legacy && (
          <MenuItem value={stored} disabled>
            {stored}
          </MenuItem>
        )}
        {options.map((item) => (
          <MenuItem key={item.key} value={item.key}>
            {dict.name(item)}
          </MenuItem>
        ))}
      </TextField>
    );
  };

  return (
    <FormDialog
      title={conMed ? t.editTitle : t.addTitle}
      busy={save.isPending}
      error={form.formError}
      onSubmit={submit}
      onClose={onClose}
    >
      <SubjectPicker
        projectId={projectId}
        label={t.subject}
        required
        validOnly
        value={form.draft.subjectId}
        onChange={(id) => form.setDraft((draft) => ({ ...draft, subjectId: id }))}
        current={
          conMed ? { id: conMed.subjectId, subjectNumber: conMed.subjectNumber, initials: conMed.initials } : undefined
        }
        error={!!form.errors.subjectId}
        helperText={form.errors.subjectId}
      />
      {TEXT_FIELDS.map(([name, max, required]) => (
        <TextField
          key={name}
          {...form.field(name, t[name])}
          required={required}
          slotProps={{ htmlInput: { maxLength: max } }}
        />
      ))}
      <Stack direction="row" spacing={2}>
        {coded('route', true)}
        {coded('frequency', false)}
      </Stack>
      {flag && (
        <Alert severity={flag === 'prohibited' ? 'error' : 'warning'} role="alert">
          {t[flag]}：{flag === 'prohibited' ? t.prohibitedHint : t.cautionedHint}
        </Alert>
      )}
      <Stack direction="row" spacing={2}>
        <TextField
          {...form.field('startDate', t.startDate)}
          type="date"
          required
          fullWidth
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
        />
        <TextField
          {...form.field('endDate', t.endDate)}
          type="date"
          fullWidth
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: d.startDate } }}
        />
      </Stack>
      <TextField
        {...form.field('indication', t.indication)}
        required
        slotProps={{ htmlInput: { maxLength: CON_MED_INDICATION_MAX } }}
      />
    </FormDialog>
  );
}
