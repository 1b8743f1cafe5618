/**
 * Create an SAE report from an AE (prefilled from it; learnedAt defaults to now) or edit a
 * draft. Times are entered in the hospital's zone; the 24-hour due time shows before saving.
 * The date rules (learned not before the AE began, one initial report per AE) show their
 * message beside the field, as the server refuses them.
 */
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SAE_DESCRIPTION_MAX, type Sae } from '../../../../../shared/api/safety/sae';
import { hospitalInstant, hospitalTime } from '../../../../../shared/domain/hospital-time';
import { DATE_RULES, learnedBeforeOnset } from '../../../../../shared/domain/safety/date-rules';
import { saeDue } from '../../../../../shared/domain/safety/due-dates';
import { SERIOUSNESS_CRITERIA, SERIOUSNESS_LABELS } from '../../../../../shared/domain/safety/records';
import { useHospitalTimeNote } from '../../../../lib/hospital-zone';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { type FieldErrors, useFormDraft } from '../../../../lib/use-form-draft';
import { FormDialog } from '../../../../ui/form-dialog';
import { saeMessages } from '../messages';
import { saeQueries } from '../queries';
import { useSaeActions } from '../use-sae-actions';
import { useMinuteClock } from '../../../../lib/use-hospital-today';

export interface SaeDialogProps {
  projectId: number;
  /** The draft edited; absent: a new report. */
  sae?: Sae;
  /** The AE a new report is made from (the AE page's link). */
  aeId?: number;
  onSaved: (id: number) => void;
  onClose: () => void;
}

/** 'YYYY-MM-DDTHH:mm' in the hospital's zone, as a datetime-local input holds it. */
const localInput = (at: number) => hospitalTime(at).replace(' ', 'T');

function useSaeForm(sae: Sae | undefined, aeId: number | undefined, now: number) {
  return useFormDraft({
    aeId: sae ? String(sae.aeId) : aeId ? String(aeId) : '',
    reportType: sae?.reportType === 'followup' ? 'followup' : 'first',
    initialId: sae?.initialId ? String(sae.initialId) : '',
    learnedAt: localInput(sae ? Date.parse(sae.learnedAt) : now),
    seriousness: (sae?.seriousness ?? []).join(','),
    description: sae?.description ?? '',
  });
}

type SaeDraft = ReturnType<typeof useSaeForm>['draft'];

function SeriousnessField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (next: string) => void;
}) {
  const t = useMessages(saeMessages);
  const { locale } = useLocale();
  const criteria = value ? value.split(',') : [];
  const toggle = (criterion: string, on: boolean) =>
    onChange(SERIOUSNESS_CRITERIA.filter((c) => (c === criterion ? on : criteria.includes(c))).join(','));
  return (
    <div role="group" aria-label={t.seriousness}>
      <FormLabel component="legend">{t.seriousness}</FormLabel>
      <FormGroup>
        {SERIOUSNESS_CRITERIA.map((criterion) => (
          <FormControlLabel
            key={criterion}
            label={SERIOUSNESS_LABELS[criterion][locale]}
            control={
              <Checkbox
                checked={criteria.includes(criterion)}
                onChange={(event) => toggle(criterion, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </div>
  );
}

/** The AE (fixed when editing or coming from the AE page) and the first report a follow-up names. */
function useAeChoices(projectId: number, draft: SaeDraft, sae: Sae | undefined, aeId: number | undefined) {
  const chosenAe = Number(draft.aeId) || undefined;
  const options = useQuery({ ...saeQueries.aeOptions(projectId), enabled: !sae && aeId === undefined });
  const ae = useQuery({ ...saeQueries.ae(projectId, chosenAe ?? 0), enabled: chosenAe !== undefined });
  const aeRow = ae.data ?? options.data?.find((option) => option.id === chosenAe);
  const firsts = useQuery({
    ...saeQueries.list(projectId, { aeId: chosenAe, status: 'submitted', offset: 0, limit: 100 }),
    enabled: chosenAe !== undefined && draft.reportType === 'followup',
  });
  const fixedLabel = sae
    ? `${sae.aeTerm} · ${sae.subjectNumber ?? ''}`
    : ae.data
      ? `${ae.data.term} · ${ae.data.subjectNumber}`
      : '';
  return {
    fixed: sae !== undefined || aeId !== undefined,
    fixedLabel,
    options: (options.data ?? []).map((o) => [String(o.id), `${o.term} · ${o.subjectNumber} · ${o.onsetDate}`]),
    firsts: (firsts.data?.rows ?? [])
      .filter((row) => row.reportType === 'first' && row.id !== sae?.id)
      .map((row) => [String(row.id), row.reportNo ?? String(row.id)]),
    aeSeriousness: sae ? undefined : ae.data?.seriousness.join(','),
    /** What the date rules compare with: the AE's onset, and whether it has reports already. */
    aeOnset: aeRow?.onsetDate,
    aeHasReports: !sae && (aeRow?.saeCount ?? 0) > 0,
  };
}

function useSaeSubmit(
  props: SaeDialogProps,
  form: ReturnType<typeof useSaeForm>,
  ae: { aeOnset?: string; aeHasReports: boolean },
) {
  const t = useMessages(saeMessages);
  const { locale } = useLocale();
  const { save } = useSaeActions(props.projectId);
  const { draft } = form;
  const learned = hospitalInstant(draft.learnedAt);
  const followUp = draft.reportType === 'followup';
  const submit = () => {
    const found: FieldErrors<SaeDraft> = {};
    if (!draft.aeId) found.aeId = format(t.required, { field: t.ae });
    if (!Number.isFinite(learned)) found.learnedAt = format(t.required, { field: t.learnedAt });
    else if (ae.aeOnset && learnedBeforeOnset(learned, ae.aeOnset)) {
      found.learnedAt = DATE_RULES.learnedNotBeforeOnset.message[locale];
    }
    if (!followUp && ae.aeHasReports) found.reportType = DATE_RULES.oneInitialSae.message[locale];
    if (!draft.seriousness) found.seriousness = t.pickCriteria;
    if (!draft.description.trim()) found.description = format(t.required, { field: t.description });
    if (followUp && !draft.initialId) found.initialId = format(t.required, { field: t.initial });
    if (!form.validate(found)) return;
    save.mutate(
      {
        projectId: props.projectId,
        ...(props.sae ? { id: props.sae.id, version: props.sae.version } : {}),
        aeId: Number(draft.aeId),
        reportType: followUp ? 'followup' : 'first',
        initialId: followUp ? Number(draft.initialId) : null,
        learnedAt: new Date(learned).toISOString(),
        seriousness: draft.seriousness.split(',') as Sae['seriousness'],
        description: draft.description.trim(),
      },
      { onSuccess: ({ id }) => props.onSaved(id), onError: (error) => form.showFailure(error, t.saveFailed) },
    );
  };
  return { submit, busy: save.isPending, learned };
}

const native = { select: { native: true }, inputLabel: { shrink: true } } as const;

const optionsOf = (entries: string[][]) => [
  <option key="" value="" />,
  ...entries.map(([value, text]) => (
    <option key={value} value={value}>
      {text}
    </option>
  )),
];

export function SaeDialog(props: SaeDialogProps) {
  const { projectId, sae, aeId, onClose } = props;
  const t = useMessages(saeMessages);
  const zoneNote = useHospitalTimeNote();
  const now = useMinuteClock();
  const form = useSaeForm(sae, aeId, now);
  const { draft, setDraft } = form;
  const choices = useAeChoices(projectId, draft, sae, aeId);
  const { submit, busy, learned } = useSaeSubmit(props, form, choices);
  // A new report takes the AE's seriousness criteria until the user picks their own.
  const { aeSeriousness } = choices;
  useEffect(() => {
    if (aeSeriousness) setDraft((c) => (c.seriousness ? c : { ...c, seriousness: aeSeriousness }));
  }, [aeSeriousness, setDraft]);
  return (
    <FormDialog
      title={sae ? t.editTitle : t.add}
      busy={busy}
      error={form.formError}
      onSubmit={submit}
      onClose={onClose}
    >
      {choices.fixed ? (
        <TextField
          label={t.ae}
          value={choices.fixedLabel}
          slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
        />
      ) : (
        <TextField {...form.field('aeId', t.ae)} select required slotProps={native}>
          {optionsOf(choices.options)}
        </TextField>
      )}
      <TextField {...form.field('reportType', t.reportType)} select slotProps={native}>
        <option value="first">{t.first}</option>
        <option value="followup">{t.followup}</option>
      </TextField>
      {draft.reportType === 'followup' && (
        <TextField {...form.field('initialId', t.initial)} select required slotProps={native}>
          {optionsOf(choices.firsts)}
        </TextField>
      )}
      <TextField
        {...form.field('learnedAt', t.learnedAt, zoneNote)}
        required
        type="datetime-local"
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: localInput(now) } }}
      />
      {Number.isFinite(learned) && (
        <Typography color="text.secondary">{format(t.dueOn, { label: saeDue(learned).dueLabel })}</Typography>
      )}
      <SeriousnessField
        value={draft.seriousness}
        error={form.errors.seriousness}
        onChange={(seriousness) => setDraft({ ...draft, seriousness })}
      />
      <TextField
        {...form.field('description', t.description)}
        required
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: SAE_DESCRIPTION_MAX } }}
      />
    </FormDialog>
  );
}
