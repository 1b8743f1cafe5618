/**
 * The wiring of a project-scoped list route (the safety records, and the areas to come): the
 * page permission, the `$projectId` parameter, the search read from the list endpoint's
 * filter schemas plus the open record's `id`, and the props that keep that `id` apart from
 * the filters. A route file names its page and filters and renders its page with these.
 */
import type { ProjectPage } from '../../shared/domain/access/permissions';
import { projectIdParams } from './project-params';
import { type FilterSchema, compact, schemaSearch } from './search-params';

/** The record shown, so the task inbox and other pages can link to it. */
const openRecord = { id: { type: 'integer' } } as const;

export function projectListRoute<F extends Record<string, FilterSchema>>(projectPage: ProjectPage, filters: F) {
  return {
    staticData: { projectPage },
    params: projectIdParams,
    validateSearch: schemaSearch({ ...filters, ...openRecord }),
  };
}

/** The list page's props: its filters and paging, and the open record, each changed without losing the other. */
export function openRecordProps<S extends { id?: number }>(search: S, go: (next: S) => void) {
  const { id, ...filters } = search;
  return {
    search: filters,
    onSearchChange: (next: Omit<S, 'id'>) => go(compact({ ...next, id } as S)),
    openId: id,
    onOpenChange: (next: number | undefined) => go(compact({ ...filters, id: next } as S)),
  };
}
