/**
 * Labelled native fields for the public side (portal.css): a text field, a select and a
 * group of checkboxes, each with its label above and an optional hint or error below
 * (tied to the field with aria-describedby). They need no MUI, so the public dialogs and
 * the advanced search stay light on a phone.
 */
import { type ComponentProps, type ReactNode, useId } from 'react';
import { PlainInput, PlainSelect } from './plain-input';

interface FieldFrame {
  label: string;
  /** Help under the field; an error replaces it and marks the field invalid. */
  hint?: string;
  error?: string;
}

function Labelled({
  id,
  noteId,
  label,
  required,
  note,
  error,
  children,
}: {
  id: string;
  noteId: string;
  label: string;
  required?: boolean;
  note?: string;
  error: boolean;
  children: ReactNode;
}) {
  return (
    <div className="portal-labeled">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden> *</span>}
      </label>
      {children}
      {note && (
        <p id={noteId} className={error ? 'portal-field-note portal-field-error' : 'portal-field-note'}>
          {note}
        </p>
      )}
    </div>
  );
}

/** Ids and ARIA wiring shared by the fields: the note is the error when there is one, else the hint. */
function useFieldWiring({ hint, error }: { hint?: string; error?: string }) {
  const id = useId();
  const noteId = useId();
  const note = error || hint;
  return {
    frame: { id, noteId, note, error: Boolean(error) },
    control: { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': note ? noteId : undefined },
  };
}

export function PlainTextField({ label, hint, error, ...input }: FieldFrame & ComponentProps<'input'>) {
  const { frame, control } = useFieldWiring({ hint, error });
  return (
    <Labelled {...frame} label={label} required={input.required}>
      <PlainInput {...input} {...control} />
    </Labelled>
  );
}

export function PlainSelectField({ label, hint, error, ...select }: FieldFrame & ComponentProps<'select'>) {
  const { frame, control } = useFieldWiring({ hint, error });
  return (
    <Labelled {...frame} label={label} required={select.required}>
      <PlainSelect {...select} {...control} />
    </Labelled>
  );
}

export interface CheckOption {
  key: string;
  value: string;
}

/** Several choices of one list: checkboxes in a fieldset named by its legend. */
export function PlainCheckGroup({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly CheckOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
}) {
  const toggle = (key: string, on: boolean) =>
    onChange(on ? [...value.filter((chosen) => chosen !== key), key] : value.filter((chosen) => chosen !== key));
  return (
    <fieldset className="portal-checks">
      <legend>{label}</legend>
      {options.map((option) => (
        <label key={option.key}>
          <input
            type="checkbox"
            checked={value.includes(option.key)}
            onChange={(event) => toggle(option.key, event.target.checked)}
          />
          {option.value}
        </label>
      ))}
    </fieldset>
  );
}
