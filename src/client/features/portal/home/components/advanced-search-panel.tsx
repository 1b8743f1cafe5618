/**
 * The advanced search panel (loaded lazily on first open). Search applies the form; reset
 * clears strings and arrays (the recruitment status stays at its fixed default) and
 * reloads page 1; the arrow collapses the panel. Plain HTML (portal.css), as the home page.
 */
import type { FormEvent } from 'react';
import { useMessages } from '../../../../lib/i18n';
import { EMPTY_FILTERS, type FilterForm, type SearchFilters, fromFilterForm, toFilterForm } from '../home-search';
import { advancedSearchMessages } from '../messages';
import { AdvancedSearchFields } from './advanced-search-fields';
import { ExpandLessIcon } from './icons';
import { useFollowingState } from '../../../../lib/use-following-state';

export interface AdvancedSearchPanelProps {
  id: string;
  filters: SearchFilters;
  onSearch: (filters: SearchFilters) => void;
  onReset: () => void;
  onCollapse: () => void;
}

export default function AdvancedSearchPanel({ id, filters, onSearch, onReset, onCollapse }: AdvancedSearchPanelProps) {
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
    <section id={id} aria-label={t.panelLabel} className="portal-advanced">
      <form onSubmit={submit} noValidate>
        <AdvancedSearchFields
          form={form}
          onChange={(field, value) => setForm((current) => ({ ...current, [field]: value }))}
        />
        <div className="portal-advanced-actions">
          <button type="button" className="portal-button portal-button-outlined" onClick={reset}>
            {t.reset}
          </button>
          <button type="submit" className="portal-button portal-button-contained">
            {t.search}
          </button>
        </div>
      </form>
      <div className="portal-advanced-collapse">
        <button
          type="button"
          className="portal-icon-button"
          onClick={onCollapse}
          aria-label={t.collapse}
          aria-expanded
          aria-controls={id}
        >
          <ExpandLessIcon />
        </button>
      </div>
    </section>
  );
}
