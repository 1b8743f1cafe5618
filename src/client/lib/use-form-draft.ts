/**
 * The state of a staff form: the draft values, errors per field, and an error for the whole
 * form. `field` gives a TextField its value, change handler and error text; `showFailure`
 * puts a refused save under the field the server named, else above the form.
 */
import { type ChangeEvent, useState } from 'react';
import { failureText, fieldProblemOf } from './field-problem';

export type FieldErrors<D> = Partial<Record<keyof D & string, string>>;

export function useFormDraft<D extends Record<string, string>>(initial: D | (() => D)) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<D>>({});
  const [formError, setFormError] = useState<string>();
  const field = (name: keyof D & string, label: string, helperText?: string) => ({
    name,
    label,
    value: draft[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
    error: !!errors[name],
    helperText: errors[name] ?? helperText,
  });
  /** Sets the errors found by the form's own checks; true when there are none. */
  const validate = (found: FieldErrors<D>): boolean => {
    setErrors(found);
    setFormError(undefined);
    return Object.keys(found).length === 0;
  };
  const showFailure = (error: unknown, fallback: string) => {
    const problem = fieldProblemOf(error);
    if (problem && problem.field in draft) setErrors({ [problem.field]: problem.text } as FieldErrors<D>);
    else setFormError(failureText(error, fallback));
  };
  return { draft, setDraft, errors, formError, field, validate, showFailure };
}
