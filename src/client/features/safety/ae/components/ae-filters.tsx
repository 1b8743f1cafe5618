/**
 * The AE list's filters (component state): status, serious, SAE required, and the subject,
 * searched on the server by number or initials however many subjects the project has.
 */
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { RECORD_STATUSES, RECORD_STATUS_LABELS } from '../../../../../shared/domain/safety/status';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { aeMessages } from '../messages';
import { SubjectPicker, type SubjectChoice } from '../../subjects/subject-picker';

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
  filteredSubject,
}: {
  projectId: number;
  value: AeFilterValues;
  onChange: (next: AeFilterValues) => void;
  /** The subject the list is filtered by, as its rows name it (shown before any search). */
  filteredSubject?: SubjectChoice;
}) {
  const t = useMessages(aeMessages);
  const { locale } = useLocale();
  const select = (name: keyof AeFilterValues, label: string, options: [string, string][]) => (
    <TextField
      select
      size="small"
      label={label}
      value={value[name]}
      onChange={(event) => onChange({ ...value, [name]: event.target.value })}
      // '全部' is a value shown in the field: the label stays above it instead of over it.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
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
      <Box sx={{ minWidth: 220 }}>
        <SubjectPicker
          projectId={projectId}
          size="small"
          label={t.subject}
          value={value.subjectId}
          current={filteredSubject}
          onChange={(subjectId) => onChange({ ...value, subjectId })}
        />
      </Box>
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
