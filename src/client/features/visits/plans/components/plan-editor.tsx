/**
 * The editor of the project's visit plan draft: name, anchor event, note, groups, visits
 * (reordered with buttons), a live preview of the schedule, the server's refusals under the
 * field it names, and a question before leaving with unsaved changes.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { PLAN_NAME_MAX, PLAN_NOTE_MAX, type VisitPlanDetail } from '../../../../../shared/api/visits/plans';
import { ANCHORS, ANCHOR_INFO } from '../../../../../shared/domain/visits/schedule';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { siteQueries } from '../../../../lib/site-queries';
import { AddIcon } from '../../../../ui/staff-icons';
import { DraftEditor } from '../../../../ui/versioned-draft/draft-editor';
import { planMessages } from '../messages';
import { type PlanDraft, movedVisit, newKey, newVisit, previewVisits, withoutGroup } from '../plan-draft';
import { usePlanDraft } from '../use-plan-draft';
import { PlanPreview } from './plan-preview';
import { VisitRow } from './visit-row';

const ACTIVITY_DICT = ['visitItemType'] as const;

export interface PlanEditorProps {
  projectId: number;
  /** The draft to edit; a new draft when absent. */
  plan?: VisitPlanDetail;
  onDone: () => void;
}

function GroupsEditor({
  draft,
  setDraft,
  error,
}: {
  draft: PlanDraft;
  setDraft: (next: PlanDraft) => void;
  error?: string;
}) {
  const t = useMessages(planMessages);
  return (
    <Stack component="section" aria-label={t.groups} spacing={1}>
      <Typography variant="subtitle1" component="h3">
        {t.groups}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {draft.groups.map((group, index) => {
          const label = format(t.groupN, { n: index + 1 });
          return (
            <Stack key={group.key} direction="row" sx={{ alignItems: 'center' }}>
              <TextField
                label={label}
                size="small"
                value={group.name}
                onChange={(event) =>
                  setDraft({
                    ...draft,
                    groups: draft.groups.map((g, i) => (i === index ? { ...g, name: event.target.value } : g)),
                  })
                }
                slotProps={{ htmlInput: { maxLength: 50 } }}
              />
              <IconButton
                aria-label={format(t.removeGroup, { name: group.name || label })}
                onClick={() => setDraft(withoutGroup(draft, index))}
              >
                ×
              </IconButton>
            </Stack>
          );
        })}
        <Button
          startIcon={<AddIcon />}
          onClick={() => setDraft({ ...draft, groups: [...draft.groups, { key: newKey(), name: '' }] })}
        >
          {t.addGroup}
        </Button>
      </Stack>
    </Stack>
  );
}

export function PlanEditor({ projectId, plan, onDone }: PlanEditorProps) {
  const t = useMessages(planMessages);
  const { locale } = useLocale();
  const { draft, setDraft, errors, formError, isDirty, submit, saving } = usePlanDraft(projectId, plan, onDone);
  const dictionaries = useQuery(siteQueries.dictionaries(ACTIVITY_DICT));
  const activityTypes = dictionaries.data?.visitItemType ?? [];
  const preview = useMemo(() => previewVisits(draft), [draft]);
  const groupNames = draft.groups.map((group) => group.name);
  const title = plan ? t.editorTitle : t.newTitle;

  return (
    <DraftEditor
      label={title}
      title={plan ? `${title} · ${plan.name} · v${plan.planVersion}` : title}
      formError={formError}
      isDirty={isDirty}
      saving={saving}
      onSave={submit}
      onDone={onDone}
      labels={t}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t.name}
          required
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          error={!!errors.name}
          helperText={errors.name}
          slotProps={{ htmlInput: { maxLength: PLAN_NAME_MAX } }}
          sx={{ flex: 2 }}
        />
        <TextField
          select
          label={t.anchor}
          value={draft.anchor}
          onChange={(event) => setDraft({ ...draft, anchor: event.target.value as PlanDraft['anchor'] })}
          sx={{ flex: 1 }}
        >
          {ANCHORS.map((anchor) => (
            <MenuItem key={anchor} value={anchor}>
              {ANCHOR_INFO[anchor].label[locale]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField
        label={t.note}
        value={draft.note}
        multiline
        onChange={(event) => setDraft({ ...draft, note: event.target.value })}
        slotProps={{ htmlInput: { maxLength: PLAN_NOTE_MAX } }}
      />
      <GroupsEditor draft={draft} setDraft={setDraft} error={errors.groups} />
      <Typography variant="subtitle1" component="h3">
        {t.visits}
      </Typography>
      {errors.visits && <Alert severity="error">{errors.visits}</Alert>}
      {dictionaries.isError && <Alert severity="warning">{t.loadFailed}</Alert>}
      {draft.visits.map((visit, index) => (
        <VisitRow
          key={visit.key}
          visit={visit}
          index={index}
          count={draft.visits.length}
          groups={groupNames}
          activityTypes={activityTypes}
          problem={errors.rows?.[index]}
          onChange={(next) => setDraft({ ...draft, visits: draft.visits.map((v, i) => (i === index ? next : v)) })}
          onMove={(by) => setDraft({ ...draft, visits: movedVisit(draft.visits, index, by) })}
          onRemove={() => setDraft({ ...draft, visits: draft.visits.filter((_, i) => i !== index) })}
        />
      ))}
      <div>
        <Button startIcon={<AddIcon />} onClick={() => setDraft({ ...draft, visits: [...draft.visits, newVisit()] })}>
          {t.addVisit}
        </Button>
      </div>
      <PlanPreview visits={preview} />
    </DraftEditor>
  );
}
