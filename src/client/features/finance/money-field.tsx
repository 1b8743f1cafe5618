/**
 * An amount typed in yuan (a text field with a decimal keypad): the form keeps the text and
 * parses it with `parseYuan` into fen when it sends; a text that is not an amount is flagged.
 */
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { parseYuan } from '../../../shared/domain/money';

export interface MoneyFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown before the amount: the project's currency. */
  currency?: string;
  required?: boolean;
  disabled?: boolean;
  /** The message under a text that is not an amount. */
  invalidText: string;
  /** A problem found elsewhere (the server's answer), shown under the field. */
  errorText?: string;
  size?: 'small' | 'medium';
}

/** The text as fen, or null when it is not an amount (blank is not one). */
export const fenOf = (text: string): number | null => parseYuan(text);

export function MoneyField({
  label,
  value,
  onChange,
  currency,
  required,
  disabled,
  invalidText,
  errorText,
  size,
}: MoneyFieldProps) {
  const invalid = value.trim() !== '' && fenOf(value) === null;
  const problem = invalid ? invalidText : errorText;
  return (
    <TextField
      label={label}
      value={value}
      required={required}
      disabled={disabled}
      size={size}
      error={problem !== undefined}
      helperText={problem}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        htmlInput: { inputMode: 'decimal', maxLength: 18 },
        input: currency ? { startAdornment: <InputAdornment position="start">{currency}</InputAdornment> } : undefined,
      }}
    />
  );
}
