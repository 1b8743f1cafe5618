/**
 * Add or edit an AE draft: subject, term, dates, severity, grade, seriousness, relation, action,
 * outcome, treatment. The date rules (shared/domain/safety/date-rules.ts) are checked as the
 * server checks them, with their message beside the field; an onset before the subject's
 * consent asks for the reason.
 */
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  AE_PRE_CONSENT_REASON_MAX,
  AE_TERM_MAX,
  AE_TREATMENT_MAX,
  type AeRow,
  type AeSaveBody,
} from '../../../../../shared/api/safety/ae';
import { DATE_RULES, EARLIEST_ONSET, aeDateRuleBreaches } from '../../../../../shared/domain/safety/date-rules';
import { SEVERITY } from '../../../../../shared/domain/study';
import {
  SERIOUSNESS_CRITERIA,
  SERIOUSNESS_LABELS,
  type SeriousnessCriterion,
} from '../../../../../shared/domain/safety/records';
import { hospitalDay, hospitalInstant, hospitalTime } from '../../../../../shared/domain/hospital-time';
import { type Locale, format, useLocale, useMessages } from '../../../../lib/i18n';
import { useHospitalZoneLabel } from '../../../../lib/hospital-zone';
import { useFormDraft } from '../../../../lib/use-form-draft';
import { FormDialog } from '../../../../ui/form-dialog';
import { type AeCodedField, useAeDictionaries } from '../ae-dictionaries';
import { aeMessages } from '../messages';
import { type SubjectChoice, SubjectPicker } from '../../subjects/subject-picker';
import { subjectPickerQueries } from '../../subjects/queries';
import { useAeActions } from '../use-ae-actions';
import { useMinuteClock } from '../../../../lib/use-hospital-today';

export interface AeDialogProps {
  projectId: number;
  /** The draft to edit; a new AE when absent. */
  ae?: AeRow;
  /** The hospital's today (onset and end cannot be later). */
  today: string;
  onClose: () => void;
}

const dateInput = { inputLabel: { shrink: true } } as const;

/** 'YYYY-MM-DDTHH:mm' in the hospital's zone, as a datetime-local input holds it. */
const localInput = (at: number) => hospitalTime(at).replace(' ', 'T');

function initialDraft(ae: AeRow | undefined) {
  return {
    subjectId: ae ? String(ae.subjectId) : '',
    term: ae?.term ?? '',
    onsetDate: ae?.onsetDate ?? '',
    endDate: ae?.endDate ?? '',
    severity: ae ? String(ae.severity) : '',
    grade: ae?.grade ?? '',
    serious: ae?.serious ?? '0',
    seriousness: (ae?.seriousness ?? []).join(','),
    // Like the SAE form's learned time, it starts at now: the site usually records the event as it learns of it.
    seriousLearnedAt: localInput(ae?.seriousLearnedAt ? Date.parse(ae.seriousLearnedAt) : Date.now()),
    drugRelation: ae?.drugRelation ?? '',
    drugAction: ae?.drugAction ?? '',
    outcome: ae?.outcome ?? '',
    treatment: ae?.treatment ?? '',
    preConsentReason: ae?.preConsentReason ?? '',
  };
}
type Draft = ReturnType<typeof initialDraft>;

function draftProblems(
  draft: Draft,
  consentDate: string | null,
  today: string,
  t: (typeof aeMessages)['zh-CN'],
  locale: Locale,
) {
  const found: Partial<Record<keyof Draft, string>> = {};
  const required = ['subjectId', 'term', 'onsetDate', 'severity', 'drugRelation', 'drugAction', 'outcome'] as const;
  for (const field of required) {
    if (!draft[field].trim())
      found[field] = format(t.required, { field: t[field === 'subjectId' ? 'subject' : field] });
  }
  for (const rule of aeDateRuleBreaches(draft, consentDate, today)) {
    const field = DATE_RULES[rule].field as keyof Draft;
    found[field] ??= DATE_RULES[rule].message[locale];
  }
  if (draft.serious === '1' && !draft.seriousness) found.seriousness = t.needCriteria;
  if (draft.serious === '1') {
    const learned = hospitalInstant(draft.seriousLearnedAt);
    if (!Number.isFinite(learned)) found.seriousLearnedAt = format(t.required, { field: t.seriousLearnedAt });
    else if (learned > Date.now()) found.seriousLearnedAt = t.learnedInFuture;
    else if (draft.onsetDate && hospitalDay(learned) < draft.onsetDate) found.seriousLearnedAt = t.learnedBeforeOnset;
  }
  return found;
}

export function AeDialog({ projectId, ae, today, onClose }: AeDialogProps) {
  const t = useMessages(aeMessages);
  const { locale } = useLocale();
  const zoneLabel = useHospitalZoneLabel();
  const { save } = useAeActions(projectId);
  const now = useMinuteClock();
  const dict = useAeDictionaries();
  const form = useFormDraft(() => initialDraft(ae));
  const { draft } = form;
  // The chosen subject's consent day, from the picker's search (an edited AE's subject: looked up once).
  const [chosen, setChosen] = useState<SubjectChoice>();
  const edited = useQuery({
    ...subjectPickerQueries.search(projectId, ae?.subjectNumber ?? '', false),
    enabled: ae !== undefined,
  }).data?.find((subject) => subject.id === ae?.subjectId);
  const consentDate = (ae ? edited?.consentDate : chosen?.consentDate) ?? null;
  const beforeConsent = consentDate !== null && draft.onsetDate !== '' && draft.onsetDate < consentDate;
  const criteria = draft.seriousness ? (draft.seriousness.split(',') as SeriousnessCriterion[]) : [];
  const toggle = (criterion: SeriousnessCriterion) =>
    form.setDraft((current) => {
      const set = new Set(current.seriousness ? current.seriousness.split(',') : []);
      if (set.has(criterion)) set.delete(criterion);
      else set.add(criterion);
      return { ...current, seriousness: SERIOUSNESS_CRITERIA.filter((c) => set.has(c)).join(',') };
    });

  const submit = () => {
    if (!form.validate(draftProblems(draft, consentDate, today, t, locale))) return;
    const body: AeSaveBody = {
      projectId,
      ...(ae ? { id: ae.id, version: ae.version } : {}),
      subjectId: Number(draft.subjectId),
      term: draft.term.trim(),
      onsetDate: draft.onsetDate,
      endDate: draft.endDate || null,
      severity: Number(draft.severity) as 1 | 2 | 3,
      grade: (draft.grade || null) as AeSaveBody['grade'],
      serious: draft.serious as '1' | '0',
      seriousness: draft.serious === '1' ? criteria : [],
      seriousLearnedAt: draft.serious === '1' ? new Date(hospitalInstant(draft.seriousLearnedAt)).toISOString() : null,
      drugRelation: draft.drugRelation,
      drugAction: draft.drugAction,
      outcome: draft.outcome,
      treatment: draft.treatment.trim() || null,
      preConsentReason: (beforeConsent && draft.preConsentReason.trim()) || null,
    };
    save.mutate(body, { onSuccess: onClose, onError: (error) => form.showFailure(error, t.saveFailed) });
  };

  const coded = (field: AeCodedField, required = true) => (
    <TextField {...form.field(field, t[field])} select required={required} fullWidth>
      {!required && <MenuItem value="">—</MenuItem>}
      {dict.options(field).map((item) => (
        <MenuItem key={item.key} value={item.key}>
          {dict.name(item)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <FormDialog
      title={ae ? t.editTitle : t.addTitle}
      busy={save.isPending}
      error={form.formError}
      onSubmit={submit}
      onClose={onClose}
    >
      <SubjectPicker
        projectId={projectId}
        label={t.subject}
        required
        disabled={!!ae}
        value={form.draft.subjectId}
        onChange={(id, subject) => {
          setChosen(subject);
          form.setDraft((draft) => ({ ...draft, subjectId: id }));
        }}
        current={ae ? { id: ae.subjectId, subjectNumber: ae.subjectNumber, initials: ae.subjectInitials } : undefined}
        error={!!form.errors.subjectId}
        helperText={form.errors.subjectId}
      />
      <TextField {...form.field('term', t.term)} required slotProps={{ htmlInput: { maxLength: AE_TERM_MAX } }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...form.field(
            'onsetDate',
            t.onsetDate,
            consentDate ? format(t.consentOn, { date: consentDate }) : undefined,
          )}
          type="date"
          required
          fullWidth
          slotProps={{ ...dateInput, htmlInput: { min: EARLIEST_ONSET, max: today } }}
        />
        <TextField
          {...form.field('endDate', t.endDate)}
          type="date"
          fullWidth
          slotProps={{ ...dateInput, htmlInput: { min: EARLIEST_ONSET, max: today } }}
        />
      </Stack>
      {beforeConsent && (
        <TextField
          {...form.field('preConsentReason', t.preConsentReason)}
          required
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: AE_PRE_CONSENT_REASON_MAX } }}
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...form.field('severity', t.severity)} select required fullWidth>
          {SEVERITY.map((entry) => (
            <MenuItem key={entry.value} value={String(entry.value)}>
              {entry.label[locale]}
            </MenuItem>
          ))}
        </TextField>
        {coded('grade', false)}
        <TextField {...form.field('serious', t.serious)} select required fullWidth>
          <MenuItem value="1">{t.yes}</MenuItem>
          <MenuItem value="0">{t.no}</MenuItem>
        </TextField>
      </Stack>
      {draft.serious === '1' && (
        <FormControl component="fieldset" error={!!form.errors.seriousness}>
          <FormLabel component="legend">{t.seriousness}</FormLabel>
          <FormGroup row>
            {SERIOUSNESS_CRITERIA.map((criterion) => (
              <FormControlLabel
                key={criterion}
                control={<Checkbox checked={criteria.includes(criterion)} onChange={() => toggle(criterion)} />}
                label={SERIOUSNESS_LABELS[criterion][locale]}
              />
            ))}
          </FormGroup>
          {form.errors.seriousness && <FormHelperText>{form.errors.seriousness}</FormHelperText>}
        </FormControl>
      )}
      {draft.serious === '1' && (
        <TextField
          {...form.field('seriousLearnedAt', t.seriousLearnedAt, format(t.seriousLearnedHelp, { zone: zoneLabel }))}
          type="datetime-local"
          required
          slotProps={{ ...dateInput, htmlInput: { max: localInput(now) } }}
        />
      )}
      {coded('drugRelation')}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {coded('drugAction')}
        {coded('outcome')}
      </Stack>
      <TextField
        {...form.field('treatment', t.treatment)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: AE_TREATMENT_MAX } }}
      />
    </FormDialog>
  );
}
