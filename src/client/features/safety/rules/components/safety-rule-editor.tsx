/**
 * The editor of a draft safety rule version: SAE terms and grade threshold, the SAE
 * attachment rule, which visit deviations are violations, the prohibited and cautioned drug
 * lists. Saves with the row version; publishing (with the button) needs the changes saved.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { SafetyRuleDetail, WireSafetyRuleContent } from '../../../../../shared/api/safety/rules';
import { SAFETY_RULE_NAME_MAX } from '../../../../../shared/api/safety/rules';
import { failureText } from '../../../../lib/field-problem';
import { format, useMessages } from '../../../../lib/i18n';
import { UnsavedChangesGuard } from '../../../../ui/unsaved-changes-guard';
import { safetyRuleMessages } from '../messages';
import { useSafetyRuleActions } from '../use-safety-rule-actions';
import { TermListField } from './term-list-field';

const GRADES = [1, 2, 3, 4, 5];

interface EditorProps {
  projectId: number;
  rule: SafetyRuleDetail;
  canPublish: boolean;
  onPublish: () => void;
  onDelete: () => void;
}

type Toggle = (value: boolean) => void;

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: Toggle }) {
  return (
    <FormControlLabel
      control={<Switch checked={checked} onChange={(e) => onChange(e.target.checked)} />}
      label={label}
    />
  );
}

function ContentFields({
  content,
  onChange,
}: {
  content: WireSafetyRuleContent;
  onChange: (next: WireSafetyRuleContent) => void;
}) {
  const t = useMessages(safetyRuleMessages);
  const set = <K extends keyof WireSafetyRuleContent>(key: K, part: Partial<WireSafetyRuleContent[K]>) =>
    onChange({ ...content, [key]: { ...content[key], ...part } });
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle2" component="h3">
        {t.aeSection}
      </Typography>
      <TermListField
        label={t.saeTerms}
        hint={t.termsHint}
        value={[...content.ae.saeTerms]}
        onChange={(saeTerms) => set('ae', { saeTerms })}
      />
      <TextField
        select
        label={t.saeMinGrade}
        value={content.ae.saeMinGrade === null ? '' : String(content.ae.saeMinGrade)}
        onChange={(e) => set('ae', { saeMinGrade: e.target.value === '' ? null : Number(e.target.value) })}
        sx={{ maxWidth: 320 }}
      >
        <MenuItem value="">{t.noGrade}</MenuItem>
        {GRADES.map((grade) => (
          <MenuItem key={grade} value={String(grade)}>
            {format(t.grade, { grade })}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="subtitle2" component="h3">
        {t.saeSection}
      </Typography>
      <Toggle
        label={t.requireAttachment}
        checked={content.sae.requireAttachment}
        onChange={(requireAttachment) => set('sae', { requireAttachment })}
      />
      <Typography variant="subtitle2" component="h3">
        {t.violationSection}
      </Typography>
      <Toggle
        label={t.visitOutOfWindow}
        checked={content.violation.visitOutOfWindow}
        onChange={(visitOutOfWindow) => set('violation', { visitOutOfWindow })}
      />
      <Toggle
        label={t.visitMissed}
        checked={content.violation.visitMissed}
        onChange={(visitMissed) => set('violation', { visitMissed })}
      />
      <Typography variant="subtitle2" component="h3">
        {t.conMedSection}
      </Typography>
      <TermListField
        label={t.prohibited}
        hint={t.termsHint}
        value={[...content.conMed.prohibited]}
        onChange={(prohibited) => set('conMed', { prohibited })}
      />
      <TermListField
        label={t.cautioned}
        hint={t.termsHint}
        value={[...content.conMed.cautioned]}
        onChange={(cautioned) => set('conMed', { cautioned })}
      />
    </Stack>
  );
}

export function SafetyRuleEditor({ projectId, rule, canPublish, onPublish, onDelete }: EditorProps) {
  const t = useMessages(safetyRuleMessages);
  const { save } = useSafetyRuleActions(projectId);
  const [name, setName] = useState(rule.name);
  const [content, setContent] = useState<WireSafetyRuleContent>(rule.content);
  const [error, setError] = useState<string>();
  const dirty = name !== rule.name || JSON.stringify(content) !== JSON.stringify(rule.content);
  const submit = () => {
    setError(undefined);
    save.mutate(
      { projectId, id: rule.id, version: rule.version, name, content },
      { onError: (e) => setError(failureText(e, t.saveFailed)) },
    );
  };
  return (
    <Paper variant="outlined" component="section" aria-label={t.editorTitle} sx={{ p: 2 }}>
      <UnsavedChangesGuard isDirty={() => dirty && !save.isPending} />
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {`${t.editorTitle} · v${rule.ruleVersion}`}
        </Typography>
        <TextField
          label={t.name}
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
          slotProps={{ htmlInput: { maxLength: SAFETY_RULE_NAME_MAX } }}
        />
        <ContentFields content={content} onChange={setContent} />
        {error && <Alert severity="error">{error}</Alert>}
        {dirty && canPublish && <Alert severity="info">{t.dirty}</Alert>}
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={submit} disabled={save.isPending || !name.trim()}>
            {t.save}
          </Button>
          {canPublish && (
            <Button variant="outlined" onClick={onPublish} disabled={dirty || save.isPending}>
              {t.publish}
            </Button>
          )}
          <Button color="error" onClick={onDelete}>
            {t.deleteDraft}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
