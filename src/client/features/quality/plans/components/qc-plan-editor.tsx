/**
 * The QC plan draft's editor on the shared versioned-draft frame: the plan's name and its
 * checkpoints, checked before saving (the server checks again), saved with the draft's
 * version; publish and delete are asked for by the page.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { QcPlan } from '../../../../../shared/api/quality/plans';
import { failureText } from '../../../../lib/field-problem';
import { format, useMessages } from '../../../../lib/i18n';
import { DraftEditor } from '../../../../ui/versioned-draft/draft-editor';
import { useDraftState } from '../../../../ui/versioned-draft/use-draft-state';
import { checkTaskQueries } from '../../check-tasks/queries';
import {
  type CheckpointProblems,
  blankCheckpoint,
  checkpointForm,
  checkpointProblems,
  hasProblems,
  planContent,
} from '../checkpoint-form';
import { qcPlanMessages } from '../messages';
import { useQcPlanActions } from '../queries';
import { CheckpointFields } from './checkpoint-fields';

export interface QcPlanEditorProps {
  plan: QcPlan;
  canPublish: boolean;
  onPublish: () => void;
  onDelete: () => void;
  onDone: () => void;
}

export function QcPlanEditor({ plan, canPublish, onPublish, onDelete, onDone }: QcPlanEditorProps) {
  const t = useMessages(qcPlanMessages);
  const { save } = useQcPlanActions(plan.projectId);
  const team = useQuery(checkTaskQueries.team(plan.projectId));
  const { draft, setDraft, isDirty, markSaved } = useDraftState({
    name: plan.name,
    checkpoints: plan.content.checkpoints.map(checkpointForm),
  });
  const [problems, setProblems] = useState<CheckpointProblems>([]);
  const [nameMissing, setNameMissing] = useState(false);
  const [formError, setFormError] = useState<string>();

  const submit = () => {
    const found = checkpointProblems(draft.checkpoints);
    setProblems(found);
    setNameMissing(!draft.name.trim());
    if (hasProblems(found) || !draft.name.trim()) return setFormError(t.fixProblems);
    setFormError(undefined);
    save.mutate(
      {
        projectId: plan.projectId,
        id: plan.id,
        version: plan.version,
        name: draft.name.trim(),
        content: planContent(draft.checkpoints),
      },
      { onSuccess: markSaved, onError: (e) => setFormError(failureText(e, t.actionFailed)) },
    );
  };
  const setCheckpoint = (index: number, next: (typeof draft.checkpoints)[number] | null) =>
    setDraft({
      ...draft,
      checkpoints: draft.checkpoints.flatMap((checkpoint, at) => (at !== index ? [checkpoint] : next ? [next] : [])),
    });

  return (
    <DraftEditor
      label={t.editorLabel}
      title={`${format(t.versionTitle, { version: plan.planVersion, name: plan.name })}（${t.draft}）`}
      formError={formError}
      isDirty={isDirty}
      saving={save.isPending}
      onSave={submit}
      onDone={onDone}
      labels={t}
    >
      <TextField
        required
        label={t.name}
        value={draft.name}
        error={nameMissing}
        helperText={nameMissing ? t.required : undefined}
        onChange={(e) => setDraft({ ...draft, name: e.target.value })}
      />
      <Typography variant="subtitle1" component="h3">
        {t.checkpoints}
      </Typography>
      {draft.checkpoints.length === 0 && <Typography color="text.secondary">{t.noCheckpoints}</Typography>}
      {draft.checkpoints.map((checkpoint, index) => (
        <CheckpointFields
          // Keys may be edited: the position names the fields.
          key={index}
          index={index}
          value={checkpoint}
          problems={problems[index]}
          team={team.data ?? []}
          onChange={(next) => setCheckpoint(index, next)}
          onRemove={() => setCheckpoint(index, null)}
        />
      ))}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          onClick={() =>
            setDraft({ ...draft, checkpoints: [...draft.checkpoints, blankCheckpoint(draft.checkpoints)] })
          }
        >
          {t.addCheckpoint}
        </Button>
        {canPublish && (
          <Button variant="outlined" color="success" onClick={onPublish} disabled={isDirty()}>
            {t.publish}
          </Button>
        )}
        <Button variant="outlined" color="error" onClick={onDelete}>
          {t.delete}
        </Button>
      </Stack>
    </DraftEditor>
  );
}
