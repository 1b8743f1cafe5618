/** A list of terms or drug names typed as chips: Enter adds one, a chip's delete removes it. */
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { RULE_LIST_MAX, RULE_TERM_MAX } from '../../../../../shared/domain/safety/rules';

interface TermListFieldProps {
  label: string;
  hint: string;
  value: string[];
  disabled?: boolean;
  onChange: (value: string[]) => void;
}

export function TermListField({ label, hint, value, disabled, onChange }: TermListFieldProps) {
  return (
    <Autocomplete
      multiple
      freeSolo
      disabled={disabled}
      options={[] as string[]}
      value={value}
      onChange={(_, next) => {
        const terms = next.map((term) => term.trim().slice(0, RULE_TERM_MAX)).filter((term) => term !== '');
        onChange([...new Set(terms)].slice(0, RULE_LIST_MAX));
      }}
      renderInput={(params) => <TextField {...params} label={label} helperText={hint} />}
    />
  );
}
