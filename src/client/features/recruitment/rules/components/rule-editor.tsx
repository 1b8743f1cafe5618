/**
 * The editor of a rule draft: name, disease key (when new), and the criteria, each with its
 * readable preview. Checks what it can before sending (the server's schema and the rules of
 * rule-check.ts), shows the server's refusals under the field it names, and asks before
 * leaving with unsaved changes.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DISEASE_KEY_MAX, RULE_NAME_MAX, type RuleDetail } from '../../../../../shared/api/recruitment/rules';
import { useMessages } from '../../../../lib/i18n';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { AddIcon } from '../../../../ui/staff-icons';
import { UnsavedChangesGuard } from '../../../../ui/unsaved-changes-guard';
import { newDraft } from '../criterion-draft';
import { ruleMessages } from '../messages';
import { useRuleDraft } from '../use-rule-draft';
import { CriterionRow } from './criterion-row';

export interface RuleEditorProps {
  projectId: number;
  /** The draft to edit; a new draft when absent. */
  rule?: RuleDetail;
  onDone: () => void;
}

export function RuleEditor({ projectId, rule, onDone }: RuleEditorProps) {
  const t = useMessages(ruleMessages);
  const { name, setName, diseaseKey, setDiseaseKey, rows, setRows, move, errors, formError, isDirty, submit, saving } =
    useRuleDraft(projectId, rule, onDone);
  const [leaving, setLeaving] = useState(false);

  return (
    <Paper variant="outlined" component="section" aria-label={rule ? t.editorTitle : t.newTitle} sx={{ p: 2 }}>
      <UnsavedChangesGuard isDirty={isDirty} />
      {leaving && (
        <ConfirmDialog
          title={t.discardTitle}
          text={t.discardText}
          confirmLabel={t.discard}
          onConfirm={onDone}
          onClose={() => setLeaving(false)}
        />
      )}
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {rule ? `${t.editorTitle} · ${rule.name}` : t.newTitle}
        </Typography>
        {formError && <Alert severity="error">{formError}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={t.name}
            required
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={!!errors.name}
            helperText={errors.name}
            slotProps={{ htmlInput: { maxLength: RULE_NAME_MAX } }}
            sx={{ flex: 2 }}
          />
          <TextField
            label={t.diseaseKey}
            value={diseaseKey}
            disabled={!!rule}
            onChange={(event) => setDiseaseKey(event.target.value)}
            error={!!errors.diseaseKey}
            helperText={errors.diseaseKey ?? t.diseaseKeyHint}
            slotProps={{ htmlInput: { maxLength: DISEASE_KEY_MAX } }}
            sx={{ flex: 1 }}
          />
        </Stack>
        <Typography variant="subtitle1" component="h3">
          {t.criteria}
        </Typography>
        {errors.criteria && <Alert severity="error">{errors.criteria}</Alert>}
        {rows.map((row, index) => (
          <CriterionRow
            key={row.id}
            row={row}
            index={index}
            count={rows.length}
            problem={errors.rows?.[index]}
            onChange={(next) => setRows((list) => list.map((r, i) => (i === index ? next : r)))}
            onMove={(by) => move(index, by)}
            onRemove={() => setRows((list) => list.filter((_, i) => i !== index))}
          />
        ))}
        <div>
          <Button startIcon={<AddIcon />} onClick={() => setRows((list) => [...list, newDraft('age', list)])}>
            {t.addCriterion}
          </Button>
        </div>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => (isDirty() ? setLeaving(true) : onDone())} disabled={saving}>
            {t.back}
          </Button>
          <Button variant="contained" onClick={submit} loading={saving}>
            {t.save}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
