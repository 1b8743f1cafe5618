/**
 * The advanced search panel (loaded lazily on first open). Search applies the form; reset
 * clears strings and arrays (the recruitment status stays at its fixed default) and
 * reloads page 1; the arrow collapses the panel.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import type { FormEvent } from 'react';
import { useMessages } from '../../../../lib/i18n';
import { EMPTY_FILTERS, type FilterForm, type SearchFilters, fromFilterForm, toFilterForm } from '../home-search';
import { advancedSearchMessages } from '../messages';
import { AdvancedSearchFields } from './advanced-search-fields';
import { ExpandLessIcon } from './icons';
import { useFollowingState } from '../../../../lib/use-following-state';
import { MuiScope } from '../../../../ui/mui-scope';

export interface AdvancedSearchPanelProps {
  id: string;
  filters: SearchFilters;
  onSearch: (filters: SearchFilters) => void;
  onReset: () => void;
  onCollapse: () => void;
}

function AdvancedSearchPanelContent({ id, filters, onSearch, onReset, onCollapse }: AdvancedSearchPanelProps) {
  const t = useMessages(advancedSearchMessages);
  // Back/forward or a shared link changes the filters: the form follows.
  const [form, setForm] = useFollowingState<FilterForm>(toFilterForm(filters));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(fromFilterForm(form));
  };
  const reset = () => {
    setForm(toFilterForm(EMPTY_FILTERS));
    onReset();
  };

  return (
    <Paper component="section" id={id} aria-label={t.panelLabel} variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Box component="form" onSubmit={submit} noValidate>
        <AdvancedSearchFields
          form={form}
          onChange={(field, value) => setForm((current) => ({ ...current, [field]: value }))}
        />
        <Box sx={{ display: 'flex', justifyContent: 'center', gap: 2, mt: 2 }}>
          <Button variant="outlined" onClick={reset}>
            {t.reset}
          </Button>
          <Button variant="contained" type="submit">
            {t.search}
          </Button>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: 1 }}>
        <IconButton onClick={onCollapse} aria-label={t.collapse} aria-expanded aria-controls={id}>
          <ExpandLessIcon />
        </IconButton>
      </Box>
    </Paper>
  );
}

/** With MUI's theme: this piece loads lazily, outside the plain public frame. */
export default function AdvancedSearchPanel(props: AdvancedSearchPanelProps) {
  return (
    <MuiScope>
      <AdvancedSearchPanelContent {...props} />
    </MuiScope>
  );
}
