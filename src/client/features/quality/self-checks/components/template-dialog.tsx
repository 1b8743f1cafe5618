/** The project's self-check list editor (selfCheck:template): items' text and problem type, add and remove. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { SelfCheckItem, SelfCheckTemplate } from '../../../../../shared/api/quality/self-checks';
import { QUALITY_PROBLEM_TYPES } from '../../../../../shared/domain/quality/qc-dictionaries';
import { format, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { useQcLabels } from '../../check-tasks/components/qc-labels';
import { selfCheckMessages } from '../messages';
import { useSelfCheckActions } from '../queries';
import { type TemplateProblems, newItem, templateBody, templateIsValid, templateProblems } from '../self-check-form';

export function TemplateDialog({
  projectId,
  template,
  onClose,
}: {
  projectId: number;
  template: SelfCheckTemplate;
  onClose: () => void;
}) {
  const t = useMessages(selfCheckMessages);
  const labels = useQcLabels();
  const { saveTemplate } = useSelfCheckActions(projectId);
  const [items, setItems] = useState<SelfCheckItem[]>(() => template.items.map((item) => ({ ...item })));
  const [problems, setProblems] = useState<TemplateProblems>({ items: {} });
  const change = (index: number, patch: Partial<SelfCheckItem>) =>
    setItems(items.map((item, at) => (at === index ? { ...item, ...patch } : item)));
  const submit = () => {
    const found = templateProblems(items);
    setProblems(found);
    if (templateIsValid(found))
      saveTemplate.mutate(templateBody(items, projectId, template.version), { onSuccess: onClose });
  };
  return (
    <FormDialog title={t.listTitle} busy={saveTemplate.isPending} onSubmit={submit} onClose={onClose}>
      {template.version === null && <Alert severity="info">{t.listHint}</Alert>}
      {problems.list && (
        <Alert severity="error" role="alert">
          {t[problems.list]}
        </Alert>
      )}
      {items.map((item, index) => (
        <Stack key={item.key} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            required
            fullWidth
            label={`${t.itemText} ${index + 1}`}
            value={item.text}
            error={Boolean(problems.items[index])}
            helperText={problems.items[index] ? t[problems.items[index]] : undefined}
            onChange={(event) => change(index, { text: event.target.value })}
          />
          <TextField
            select
            label={t.problemType}
            value={String(item.problemType)}
            sx={{ minWidth: 170 }}
            onChange={(event) =>
              change(index, { problemType: Number(event.target.value) as SelfCheckItem['problemType'] })
            }
          >
            {QUALITY_PROBLEM_TYPES.map((type) => (
              <MenuItem key={type} value={String(type)}>
                {labels.problemType(type)}
              </MenuItem>
            ))}
          </TextField>
          <IconButton
            aria-label={format(t.removeItem, { n: index + 1 })}
            onClick={() => setItems(items.filter((_, at) => at !== index))}
          >
            ×
          </IconButton>
        </Stack>
      ))}
      <Button onClick={() => setItems([...items, newItem(items)])} sx={{ alignSelf: 'flex-start' }}>
        {t.addItem}
      </Button>
    </FormDialog>
  );
}
