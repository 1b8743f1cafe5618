/**
 * The filter row above a staff list: its fields, 'search' and 'reset'. Filters apply on
 * submit (Enter or the button), so typing does not reload the list on every key.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import { useMessages } from '../lib/i18n';
import { filterFormMessages } from './filter-form-messages';

export interface FilterFormProps {
  children: ReactNode;
  onSubmit: () => void;
  onReset: () => void;
}

export function FilterForm({ children, onSubmit, onReset }: FilterFormProps) {
  const t = useMessages(filterFormMessages);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Stack
      component="form"
      role="search"
      aria-label={t.filters}
      onSubmit={submit}
      direction="row"
      useFlexGap

      spacing={1.5}

      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      {children}
      <Button type="submit" variant="contained">
        {t.search}
      </Button>
      <Button type="button" onClick={onReset}>
        {t.reset}
      </Button>
    </Stack>
  );
}
