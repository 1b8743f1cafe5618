/**
 * The inputs of a project form: text fields, selects fed by the dictionaries (multi-selects
 * for trial stages and pathologic types), the department select and the start date. Each
 * shows its problem under it; a value no longer in its dictionary stays selectable.
 */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { offeredEntries } from '../../../../../shared/api/study/dict';
import type { ProjectFieldName } from '../../../../../shared/api/study/projects';
import { DictCode } from '../../../../../shared/domain/study/dictionaries';
import {
  PROJECT_DICTIONARY_FIELDS,
  type ProjectDictionaryField,
  joinDictionaryEntries,
} from '../../../../../shared/domain/study/dictionary-fields';
import { useDepartmentOptions } from '../../../../lib/department-options';
import { type Locale, joinList, useLocale } from '../../../../lib/i18n';
import { dictName, siteQueries } from '../../../../lib/site-queries';
import { splitFilterList } from '../../../../../shared/domain/portal';
import type { ProjectDraft } from '../project-draft';

export const FORM_DICTIONARY_CODES = [
  DictCode.recruitStatus,
  ...Object.values(PROJECT_DICTIONARY_FIELDS).map((field) => field.code),
];

export function useProjectDictionaries() {
  return useQuery(siteQueries.dictionaries(FORM_DICTIONARY_CODES)).data;
}

export interface FieldBinding {
  draft: ProjectDraft;
  errors: Partial<Record<ProjectFieldName, string>>;
  set: (name: ProjectFieldName, value: string) => void;
  label: (name: ProjectFieldName) => string;
  disabled?: boolean;
}

const maxLengthOf = (maxLength: number) => ({ htmlInput: { maxLength } });

export function TextInput({
  binding,
  name,
  maxLength,
  multiline = false,
  required = false,
  helperText,
  type,
}: {
  binding: FieldBinding;
  name: ProjectFieldName;
  maxLength?: number;
  multiline?: boolean;
  required?: boolean;
  helperText?: string;
  type?: 'date' | 'tel' | 'number';
}) {
  const { draft, errors, set, label, disabled } = binding;
  return (
    <TextField
      name={name}
      label={label(name)}
      value={draft[name]}
      onChange={(event) => set(name, event.target.value)}
      error={!!errors[name]}
      helperText={errors[name] ?? helperText}
      required={required}
      disabled={disabled}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      type={type}
      slotProps={{
        ...(type === 'number'
          ? { htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }
          : maxLength
            ? maxLengthOf(maxLength)
            : {}),
        ...(type === 'date' ? { inputLabel: { shrink: true } } : {}),
      }}
      fullWidth
    />
  );
}

type Entry = { key: string; value: string; valueEn?: string };

/** The options of a dictionary field as [stored text, label], plus the stored values it no longer lists. */
function optionsOf(entries: Entry[], holds: 'key' | 'value', current: string[], locale: Locale): [string, string][] {
  const options: [string, string][] = entries.map((entry) => [
    holds === 'key' ? entry.key : entry.value,
    dictName(entry, locale),
  ]);
  const known = new Set(options.map(([stored]) => stored));
  return [...options, ...current.filter((value) => !known.has(value)).map((value): [string, string] => [value, value])];
}

export function DictionarySelect({ binding, name }: { binding: FieldBinding; name: ProjectDictionaryField }) {
  const dictionaries = useProjectDictionaries();
  const { draft, errors, set, label, disabled } = binding;
  const field = PROJECT_DICTIONARY_FIELDS[name];
  const current = field.multiple ? splitFilterList(draft[name]) : [draft[name]].filter(Boolean);
  const { locale } = useLocale();
  const options = optionsOf(offeredEntries(dictionaries?.[field.code]), field.holds, current, locale);
  const labels = new Map(options);
  return (
    <TextField
      select
      name={name}
      label={label(name)}
      value={field.multiple ? current : draft[name]}
      onChange={(event) => {
        const value = event.target.value as string | string[];
        set(name, Array.isArray(value) ? (joinDictionaryEntries(value) ?? '') : value);
      }}
      error={!!errors[name]}
      helperText={errors[name]}
      disabled={disabled}
      slotProps={{
        select: field.multiple
          ? {
              multiple: true,
              renderValue: (selected) =>
                joinList(
                  (selected as string[]).map((v) => labels.get(v) ?? v),
                  locale,
                ),
            }
          : {},
      }}
      fullWidth
    >
      {!field.multiple && <MenuItem value="">—</MenuItem>}
      {options.map(([stored, text]) => (
        <MenuItem key={stored} value={stored}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function RecruitStatusSelect({ binding }: { binding: FieldBinding }) {
  const dictionaries = useProjectDictionaries();
  const { locale } = useLocale();
  const { draft, errors, set, label, disabled } = binding;
  return (
    <TextField
      select
      name="recruitStatus"
      label={label('recruitStatus')}
      value={draft.recruitStatus}
      onChange={(event) => set('recruitStatus', event.target.value)}
      error={!!errors.recruitStatus}
      helperText={errors.recruitStatus}
      disabled={disabled}
      required
      fullWidth
    >
      {optionsOf(offeredEntries(dictionaries?.[DictCode.recruitStatus]), 'key', [draft.recruitStatus], locale).map(
        ([key, text]) => (
          <MenuItem key={key} value={key}>
            {text}
          </MenuItem>
        ),
      )}
    </TextField>
  );
}

export function DepartmentSelect({ binding }: { binding: FieldBinding }) {
  const departments = useDepartmentOptions();
  const { draft, errors, set, label, disabled } = binding;
  return (
    <TextField
      select
      name="deptId"
      label={label('deptId')}
      value={draft.deptId}
      onChange={(event) => set('deptId', event.target.value)}
      error={!!errors.deptId}
      helperText={errors.deptId}
      disabled={disabled}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      fullWidth
    >
      <option value="" />
      {departments.map((dept) => (
        <option key={dept.id} value={dept.id}>
          {dept.name}
        </option>
      ))}
    </TextField>
  );
}
