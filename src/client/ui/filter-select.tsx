/**
 * One select of a list's filter row: '全部' (no filter) and the given options; a choice applies
 * at once. `FilterSelect` is the menu kind; `NativeFilterSelect` the browser's own select.
 */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface FilterSelectProps {
  label: string;
  /** The text of the empty choice, e.g. '全部'. */
  allLabel: string;
  value: string | number | undefined;
  options: [string | number, string][];
  /** The chosen value, '' for the empty choice. */
  onChange: (value: string) => void;
}

export function FilterSelect({ label, allLabel, value, options, onChange }: FilterSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => onChange(event.target.value)}
      // '全部' is a value shown in the field: the label stays above it instead of over it.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 150 }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map(([option, text]) => (
        <MenuItem key={option} value={String(option)}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function NativeFilterSelect({ label, allLabel, value, options, onChange }: FilterSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 140 }}
    >
      <option value="">{allLabel}</option>
      {options.map(([option, text]) => (
        <option key={option} value={option}>
          {text}
        </option>
      ))}
    </TextField>
  );
}
