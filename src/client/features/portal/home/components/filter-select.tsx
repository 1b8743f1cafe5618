import type { DictItem } from '../../../../../shared/api/study';
import { PlainCheckGroup, PlainSelectField } from '../../../../ui/plain-field';

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

/**
 * A dictionary-backed filter: a native select, or with `multiple` a group of checkboxes
 * (a phone's or a screen reader's own controls, and no menu code to load).
 */
export function FilterSelect(props: SingleProps | MultipleProps) {
  const options = withChosen(props.options, props.multiple ? props.value : [props.value]);
  if (props.multiple) {
    return <PlainCheckGroup label={props.label} options={options} value={props.value} onChange={props.onChange} />;
  }
  return (
    <PlainSelectField
      label={props.label}
      value={props.value}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.value)}
    >
      {props.emptyLabel !== undefined && <option value="">{props.emptyLabel}</option>}
      {options.map((item) => (
        <option key={item.key} value={item.key}>
          {item.value}
        </option>
      ))}
    </PlainSelectField>
  );
}
