/**
 * The task inbox's URL search: project, kind, page and page size (typed, validated). The
 * kind is read as short text here (this file is in the main bundle); the page keeps only a
 * known kind.
 */
import { type PageSearch, listSearch } from '../../../lib/search-params';

export interface TaskInboxSearch extends PageSearch {
  projectId?: number;
  kind?: string;
}

export const taskInboxSearch = listSearch<TaskInboxSearch>({ projectId: 'id', kind: 'text' });
