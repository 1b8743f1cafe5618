/** The AE list's filters (component state): status, serious, SAE required, subject. */
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { RECORD_STATUSES, RECORD_STATUS_LABELS } from '../../../../../shared/domain/safety/status';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { aeMessages } from '../messages';
import { aeQueries } from '../queries';

export interface AeFilterValues {
  status: string;
  serious: string;
  saeRequired: string;
  subjectId: string;
}

export const NO_FILTERS: AeFilterValues = { status: '', serious: '', saeRequired: '', subjectId: '' };

export function AeFilters({
  projectId,
  value,
  onChange,
}: {
  projectId: number;
  value: AeFilterValues;
  onChange: (next: AeFilterValues) => void;
}) {
  const t = useMessages(aeMessages);
  const { locale } = useLocale();
  const subjects = useQuery(aeQueries.subjects(projectId)).data ?? [];
  const select = (name: keyof AeFilterValues, label: string, options: [string, string][]) => (
    <TextField
      select
      size="small"
      label={label}
      value={value[name]}
      onChange={(event) => onChange({ ...value, [name]: event.target.value })}
      sx={{ minWidth: 140 }}
    >
      <MenuItem value="">{t.all}</MenuItem>
      {options.map(([key, text]) => (
        <MenuItem key={key} value={key}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack component="section" aria-label={t.filters} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {select(
        'subjectId',
        t.subject,
        subjects.map((s) => [String(s.id), `${s.subjectNumber} ${s.initials}`]),
      )}
      {select(
        'status',
        t.status,
        RECORD_STATUSES.map((status) => [status, RECORD_STATUS_LABELS[status][locale]]),
      )}
      {select('serious', t.serious, [
        ['1', t.yes],
        ['0', t.no],
      ])}
      {select('saeRequired', t.saeRequired, [
        ['true', t.yes],
        ['false', t.no],
      ])}
    </Stack>
  );
}
