/**
 * The editor of a rule draft: name, disease key (when new), and the criteria, each with its
 * readable preview. Checks what it can before sending (the server's schema and the rules of
 * rule-check.ts), shows the server's refusals under the field it names, and asks before
 * leaving with unsaved changes.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DISEASE_KEY_MAX, RULE_NAME_MAX, type RuleDetail } from '../../../../../shared/api/recruitment/rules';
import { useMessages } from '../../../../lib/i18n';
import { AddIcon } from '../../../../ui/staff-icons';
import { DraftEditor } from '../../../../ui/versioned-draft/draft-editor';
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

  return (
    <DraftEditor
      label={rule ? t.editorTitle : t.newTitle}
      title={rule ? `${t.editorTitle} · ${rule.name}` : t.newTitle}
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
    </DraftEditor>
  );
}
