import type { ProjectListQuery } from '../../../../shared/api/study/projects';
import type { PageSearch } from '../../../lib/search-params';

/** The project table's URL search: filters, sort and paging. */
export interface ProjectsSearch extends PageSearch {
  keyword?: string;
  status?: ProjectListQuery['status'];
  publication?: ProjectListQuery['publication'];
  recruitStatus?: ProjectListQuery['recruitStatus'];
  sort?: ProjectListQuery['sort'];
  order?: ProjectListQuery['order'];
}

/** The project view's tab, in its URL search. */
export const PROJECT_TABS = ['info', 'edit', 'doctors', 'activity'] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];
