/**
 * Picks a subject of a project by number or initials, searched on the server as the user
 * types (the first matches show on opening), for the safety forms. The chosen subject stays
 * shown while other matches load; an existing record passes its subject as `current`.
 */
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useMessages } from '../../../lib/i18n';
import { subjectPickerMessages } from './messages';
import { subjectPickerQueries } from './queries';

export interface SubjectChoice {
  id: number;
  subjectNumber: string;
  initials: string;
  /** Known for a subject found by the search (the forms' date rules count from it). */
  consentDate?: string | null;
}

export interface SubjectPickerProps {
  projectId: number;
  /** The chosen subject's id as text; '' for none. */
  value: string;
  onChange: (id: string, subject?: SubjectChoice) => void;
  /** The subject of the record being edited, shown before any search. */
  current?: SubjectChoice;
  label: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  /** Offer only valid subjects (not marked invalid). */
  validOnly?: boolean;
  /** 'small' in a list's filter row. */
  size?: 'small' | 'medium';
}

/** Waits this long after the last keystroke before searching, so typing a number is one request. */
const SEARCH_DELAY_MS = 250;

const labelOf = (subject: SubjectChoice) => `${subject.subjectNumber} ${subject.initials}`;

export function SubjectPicker(props: SubjectPickerProps) {
  const { projectId, value, onChange, current, label, validOnly = false } = props;
  const t = useMessages(subjectPickerMessages);
  const [chosen, setChosen] = useState<SubjectChoice | null>(current ?? null);
  // What the user typed (not the chosen subject's label the field shows after a choice).
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const matches = useQuery(subjectPickerQueries.search(projectId, keyword, validOnly));
  const options = matches.data ?? [];
  const selected =
    value === ''
      ? null
      : ([chosen, current].find((subject) => subject?.id === Number(value)) ??
        options.find((o) => o.id === Number(value)) ??
        null);
  return (
    <Autocomplete
      options={options}
      value={selected}
      size={props.size}
      disabled={props.disabled}
      openOnFocus
      loading={matches.isFetching}
      loadingText={t.loading}
      noOptionsText={keyword ? t.noMatch : t.typeToSearch}
      // The server has filtered them.
      filterOptions={(found) => found}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      onChange={(_event, next) => {
        setChosen(next);
        onChange(next ? String(next.id) : '', next ?? undefined);
      }}
      onInputChange={(_event, next, reason) => setTyped(reason === 'input' ? next : '')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={props.required}
          error={props.error}
          helperText={props.helperText}
        />
      )}
    />
  );
}
