/** 'From' and 'to' day fields of a log filter (YYYY-MM-DD; the server reads whole days). */
import TextField from '@mui/material/TextField';
import { useMessages } from '../../../../lib/i18n';
import { auditMessages } from '../messages';

export interface DateRange {
  from?: string;
  to?: string;
}

export function DateRangeFields({ value, onChange }: { value: DateRange; onChange: (next: DateRange) => void }) {
  const t = useMessages(auditMessages);
  const day = (text: string) => text || undefined;
  return (
    <>
      <TextField
        size="small"
        type="date"
        label={t.from}
        value={value.from ?? ''}
        onChange={(event) => onChange({ ...value, from: day(event.target.value) })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: value.to } }}
      />
      <TextField
        size="small"
        type="date"
        label={t.to}
        value={value.to ?? ''}
        onChange={(event) => onChange({ ...value, to: day(event.target.value) })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: value.from } }}
      />
    </>
  );
}
