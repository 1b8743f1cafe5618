/** The binder page's search, apart from its components: the folder shown, the expiry filter (and the route's open document `id`). */
import { EXPIRY_STATES } from '../../../../shared/domain/documents/expiry';
import type { SearchOf } from '../../../lib/search-params';

export const binderSearchFilters = {
  folderId: { type: 'integer' },
  expiry: { type: 'string', enum: EXPIRY_STATES },
} as const;

export type BinderSearch = SearchOf<typeof binderSearchFilters> & { id?: number };
