import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { DictItem } from '../../../../../shared/api/study';
import { joinList, useLocale } from '../../../../lib/i18n';

interface CommonProps {
  label: string;
  options: DictItem[];
  disabled?: boolean;
}

interface SingleProps extends CommonProps {
  multiple?: false;
  value: string;
  onChange: (value: string) => void;
  /** Label of the '' option (all / any); without it there is no empty option. */
  emptyLabel?: string;
}

interface MultipleProps extends CommonProps {
  multiple: true;
  value: string[];
  onChange: (value: string[]) => void;
}

/** Options plus any chosen key the dictionary lacks (not loaded yet, or an old link). */
function withChosen(options: DictItem[], chosen: readonly string[]): DictItem[] {
  const missing = chosen.filter((key) => key && !options.some((item) => item.key === key));
  return [...missing.map((key) => ({ key, value: key })), ...options];
}

/** A dictionary-backed select; `multiple` gives a list value (chosen options are marked). */
export function FilterSelect(props: SingleProps | MultipleProps) {
  const options = withChosen(props.options, props.multiple ? props.value : [props.value]);
  const { locale } = useLocale();
  const labelOf = (key: string) => options.find((item) => item.key === key)?.value ?? key;
  if (props.multiple) {
    return (
      <TextField
        select
        size="small"
        label={props.label}
        value={props.value}
        disabled={props.disabled}
        onChange={(event) => {
          const value: unknown = event.target.value;
          props.onChange(Array.isArray(value) ? value.map(String) : String(value).split(','));
        }}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (selected) => joinList((selected as string[]).map(labelOf), locale),
          },
        }}
      >
        {options.map((item) => (
          <MenuItem key={item.key} value={item.key}>
            {item.value}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.value)}
      slotProps={{ select: { displayEmpty: props.emptyLabel !== undefined }, inputLabel: { shrink: true } }}
    >
      {props.emptyLabel !== undefined && <MenuItem value="">{props.emptyLabel}</MenuItem>}
      {options.map((item) => (
        <MenuItem key={item.key} value={item.key}>
          {item.value}
        </MenuItem>
      ))}
    </TextField>
  );
}
