/**
 * Create or edit a project: every field of SPEC §3 Project and the staff header, checked
 * with the server's schema before sending; the server's problems go under their field; a
 * stale version (someone saved first) keeps the draft and says so; leaving with unsaved
 * changes asks first.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { isStaleVersionMessage } from '../../../../../shared/api/contract/staff-fields';
import type { ProjectFieldName, StaffProject } from '../../../../../shared/api/study/projects';
import { ApiCallError } from '../../../../lib/http';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { useFormDraft } from '../../../../lib/use-form-draft';
import { UnsavedChangesGuard } from '../../../../ui/unsaved-changes-guard';
import { type ProjectManageTexts, projectManageMessages } from '../messages';
import { bodyOf, checkProjectBody, draftOf } from '../project-draft';
import { useCreateProject, useUpdateProject } from '../use-project-actions';
import { CriteriaField } from './criteria-field';
import {
  DepartmentSelect,
  DictionarySelect,
  type FieldBinding,
  RecruitStatusSelect,
  TextInput,
} from './project-fields';

const LABEL_KEYS: Record<ProjectFieldName, keyof ProjectManageTexts> = {
  name: 'name',
  recruitStatus: 'recruitStatus',
  trialStages: 'trialStages',
  trialType: 'trialType',
  indication: 'indication',
  actionTime: 'startDate',
  trialMedicine: 'trialMedicine',
  testedDiseases: 'testedDiseases',
  targetSpot: 'targetSpot',
  treatMethod: 'treatMethod',
  target: 'target',
  researchName: 'leadResearcher',
  sponsorName: 'sponsor',
  studyChargerName: 'studyChargerName',
  studyChargerMobile: 'studyChargerMobile',
  inclusionCriteria: 'inclusionCriteria',
  exclusionCriteria: 'exclusionCriteria',
  institutionAcceptNumber: 'acceptNumber',
  pathologicType: 'pathologicType',
  runStage: 'runStage',
  previousTreatmentDrug: 'previousTreatmentDrug',
  projectNo: 'projectNo',
  planCode: 'planCode',
  approvalNumber: 'approvalNumber',
  trialCategory: 'trialCategory',
  deptId: 'dept',
  initiatingUnit: 'initiatingUnit',
  financeCode: 'financeCode',
  ethicsApprovalNumber: 'ethicsApprovalNumber',
  ethicsAcceptNumber: 'ethicsAcceptNumber',
  enrolmentTarget: 'enrolmentTarget',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>{children}</Box>
    </Box>
  );
}

const isStale = (error: unknown) => error instanceof ApiCallError && isStaleVersionMessage(error.message);

export interface ProjectFormProps {
  project?: StaffProject;
  onSaved: (answer: { id: number; version: number }) => void;
  /** Re-reads the project after a conflict; the form then starts from the saved values. */
  onReload?: () => Promise<StaffProject | undefined>;
}

export function ProjectForm({ project, onSaved, onReload }: ProjectFormProps) {
  const t = useMessages(projectManageMessages);
  const { locale } = useLocale();
  const create = useCreateProject();
  const update = useUpdateProject();
  const [baseline, setBaseline] = useState(() => draftOf(project));
  const form = useFormDraft(() => baseline);
  const [stale, setStale] = useState(false);
  // The version this form's edits are based on: the next save after a save uses the new one.
  const [version, setVersion] = useState(project?.version);
  const busy = create.isPending || update.isPending;
  const isDirty = !busy && JSON.stringify(form.draft) !== JSON.stringify(baseline);
  // Read by the unsaved-changes guard outside render, and by the effect below.
  const dirty = useRef(isDirty);
  useEffect(() => {
    dirty.current = isDirty;
  }, [isDirty]);

  // The project changed elsewhere (a header action, another tab's save seen on refetch).
  // If none of the form's fields changed, the edits still apply to the new version; if the
  // form is untouched, it starts again from the new values; otherwise the save will report
  // the conflict rather than overwrite what someone else wrote.
  // Adjusted while rendering, when the project read from the server changes (not on each keystroke).
  const [seenProject, setSeenProject] = useState(project);
  if (project !== seenProject) {
    setSeenProject(project);
    if (project && project.version !== version) {
      const fresh = draftOf(project);
      if (JSON.stringify(fresh) === JSON.stringify(baseline)) setVersion(project.version);
      else if (!isDirty) {
        setBaseline(fresh);
        form.setDraft(fresh);
        setVersion(project.version);
      }
    }
  }

  const binding: FieldBinding = {
    draft: form.draft,
    errors: form.errors,
    set: (name, value) => form.setDraft((current) => ({ ...current, [name]: value })),
    label: (name) => t[LABEL_KEYS[name]],
    disabled: busy,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(form.draft, project);
    if (!form.validate(checkProjectBody(body, locale))) return;
    const done = (answer: { id: number; version: number }) => {
      dirty.current = false;
      setBaseline(form.draft);
      setVersion(answer.version);
      setStale(false);
      onSaved(answer);
    };
    const failed = (error: unknown) => (isStale(error) ? setStale(true) : form.showFailure(error, t.saveFailed));
    if (project && version !== undefined) {
      update.mutate({ ...body, projectId: project.id, version }, { onSuccess: done, onError: failed });
    } else create.mutate(body, { onSuccess: done, onError: failed });
  };

  const reload = async () => {
    const fresh = await onReload?.();
    if (!fresh) return;
    const next = draftOf(fresh);
    setBaseline(next);
    form.setDraft(next);
    setVersion(fresh.version);
    setStale(false);
  };

  const text = (name: ProjectFieldName, maxLength: number, extra: Partial<Parameters<typeof TextInput>[0]> = {}) => (
    <TextInput binding={binding} name={name} maxLength={maxLength} {...extra} />
  );
  const hasErrors = Object.keys(form.errors).length > 0;

  return (
    <Stack component="form" spacing={3} onSubmit={submit} noValidate aria-label={project ? t.tabEdit : t.createTitle}>
      <UnsavedChangesGuard isDirty={() => dirty.current} />
      {stale && (
        <Alert
          severity="warning"
          role="alert"
          action={
            onReload && (
              <Button color="inherit" onClick={() => void reload()}>
                {t.reload}
              </Button>
            )
          }
        >
          {t.stale}
        </Alert>
      )}
      {form.formError && (
        <Alert severity="error" role="alert">
          {form.formError}
        </Alert>
      )}
      {hasErrors && (
        <Alert severity="error" role="alert">
          {t.fixErrors}
        </Alert>
      )}
      <Section title={t.sectionBasic}>
        <Box sx={{ gridColumn: '1 / -1' }}>{text('name', 200, { required: true })}</Box>
        <RecruitStatusSelect binding={binding} />
        <DictionarySelect binding={binding} name="trialType" />
        <DictionarySelect binding={binding} name="trialStages" />
        <TextInput binding={binding} name="actionTime" type="date" />
        <DepartmentSelect binding={binding} />
        {text('researchName', 50)}
        {text('sponsorName', 200)}
        {text('initiatingUnit', 200)}
      </Section>
      <Section title={t.sectionTrial}>
        <DictionarySelect binding={binding} name="testedDiseases" />
        <DictionarySelect binding={binding} name="pathologicType" />
        <DictionarySelect binding={binding} name="targetSpot" />
        {text('trialMedicine', 200)}
        {text('indication', 500)}
        {text('runStage', 100)}
        {text('previousTreatmentDrug', 500)}
        {text('institutionAcceptNumber', 50)}
        <Box sx={{ gridColumn: '1 / -1' }}>{text('treatMethod', 2000, { multiline: true })}</Box>
        <Box sx={{ gridColumn: '1 / -1' }}>{text('target', 2000, { multiline: true })}</Box>
      </Section>
      <Section title={t.sectionHeader}>
        {text('projectNo', 50)}
        {text('planCode', 50)}
        {text('approvalNumber', 50)}
        <DictionarySelect binding={binding} name="trialCategory" />
        {text('financeCode', 50)}
        {text('ethicsApprovalNumber', 50)}
        {text('ethicsAcceptNumber', 50)}
        {text('enrolmentTarget', 6, { type: 'number', helperText: t.enrolmentTargetHint })}
      </Section>
      <Section title={t.sectionContact}>
        {text('studyChargerName', 50)}
        {text('studyChargerMobile', 20, { type: 'tel' })}
      </Section>
      <Stack spacing={2}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t.sectionCriteria}
        </Typography>
        {(['inclusionCriteria', 'exclusionCriteria'] as const).map((name) => (
          <CriteriaField
            key={name}
            name={name}
            label={t[LABEL_KEYS[name]]}
            value={form.draft[name]}
            onChange={(event) => binding.set(name, event.target.value)}
            error={!!form.errors[name]}
            helperText={form.errors[name] ?? t.criteriaHint}
            disabled={busy}
            slotProps={{ htmlInput: { maxLength: 10_000 } }}
          />
        ))}
      </Stack>
      <Box>
        <Button type="submit" variant="contained" loading={busy}>
          {t.save}
        </Button>
      </Box>
    </Stack>
  );
}
