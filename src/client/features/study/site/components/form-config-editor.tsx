/** Form config entries (key/value; recruitShareUrl builds the share QR code): edit, add, remove. */
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { format, useMessages } from '../../../../lib/i18n';
import { siteMessages } from '../messages';
import { type ConfigRow, rowKey } from '../site-draft';

const MAX_ENTRIES = 50;

export interface FormConfigEditorProps {
  entries: ConfigRow[];
  onChange: (entries: ConfigRow[]) => void;
  error?: string;
}

export function FormConfigEditor({ entries, onChange, error }: FormConfigEditorProps) {
  const t = useMessages(siteMessages);
  const update = (index: number, change: Partial<ConfigRow>) =>
    onChange(entries.map((entry, i) => (i === index ? { ...entry, ...change } : entry)));
  return (
    <Stack spacing={2}>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t.formConfig}>
        {entries.map((entry, index) => {
          const n = index + 1;
          return (
            <Stack component="li" key={entry.key} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField
                size="small"
                label={t.configKey}
                value={entry.configkey}
                onChange={(event) => update(index, { configkey: event.target.value })}
                slotProps={{ htmlInput: { maxLength: 64, 'aria-label': format(t.configKeyOf, { n }) } }}
                sx={{ minWidth: 200 }}
              />
              <TextField
                size="small"
                label={t.configValue}
                value={entry.configvalue}
                onChange={(event) => update(index, { configvalue: event.target.value })}
                slotProps={{ htmlInput: { maxLength: 1000, 'aria-label': format(t.configValueOf, { n }) } }}
                sx={{ flex: 1 }}
              />
              <Button color="error" onClick={() => onChange(entries.filter((_, i) => i !== index))}>
                {format(t.removeConfig, { n })}
              </Button>
            </Stack>
          );
        })}
      </Stack>
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
      <div>
        <Button
          variant="outlined"
          disabled={entries.length >= MAX_ENTRIES}
          onClick={() => onChange([...entries, { key: rowKey(), configkey: '', configvalue: '' }])}
        >
          {t.addConfig}
        </Button>
      </div>
    </Stack>
  );
}
