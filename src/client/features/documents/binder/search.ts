/**
 * The binder page's search, apart from its components: the folder shown, the expiry filter
 * (and the route's open document `id`). The route reads it, so the expiry states are written
 * out, checked against the expiry rules' module by type: that module brings the date code.
 */
import type { EXPIRY_STATES as DOMAIN_EXPIRY_STATES } from '../../../../shared/domain/documents/expiry';
import type { SearchOf } from '../../../lib/search-params';

const EXPIRY_STATES = ['due', 'expired'] as const satisfies typeof DOMAIN_EXPIRY_STATES;

export const binderSearchFilters = {
  folderId: { type: 'integer' },
  expiry: { type: 'string', enum: EXPIRY_STATES },
} as const;

export type BinderSearch = SearchOf<typeof binderSearchFilters> & { id?: number };
