/**
 * Which queries hold public data: the only ones written to the device (IndexedDB) and the
 * only ones kept when staff data is cleared. An explicit allow-list, so a new query is
 * private until someone adds it here on purpose.
 */
import type { QueryKey } from '@tanstack/react-query';

/** ['site', name, ...]: site settings, form config, dictionaries, org list, config switches. */
const PUBLIC_SITE_QUERIES: ReadonlySet<unknown> = new Set(['info', 'form-config', 'dictionaries', 'orgs', 'config']);

/** Keys of an embedded ('inner') request: they carry a RECRUIT-SIGN and are never public. */
const SIGNED_MARKERS: ReadonlySet<string> = new Set(['sign', 'inner', 'recruitSign', 'patientId']);

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

function isPlainSearch(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.keys(value).every((key) => !SIGNED_MARKERS.has(key));
}

export function isPublicQueryKey(queryKey: QueryKey): boolean {
  const [scope, kind, arg] = queryKey;
  if (scope === 'site') return PUBLIC_SITE_QUERIES.has(kind);
  if (scope !== 'projects') return false;
  if (kind === 'list') return queryKey.length === 3 && isPlainSearch(arg);
  // ['projects', 'detail', 12] only: an inner variant adds a marker or a sign to the key.
  if (kind === 'detail' || kind === 'outpatients') return queryKey.length === 3 && isPositiveInteger(arg);
  // ['projects', 'selfCheck', 12, 'default']: a published project's self-check questions.
  if (kind === 'selfCheck') return queryKey.length === 4 && isPositiveInteger(arg) && queryKey[3] === 'default';
  return false;
}
