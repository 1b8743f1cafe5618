/** What the documents area's shared domain offers other areas (inside the area, import files directly). */
export { DOCUMENT_DUE_DAYS_DEFAULT, DOCUMENT_DUE_DAYS_MAX, DOCUMENT_DUE_DAYS_MIN, dueUntil } from './expiry';
export { DOCUMENT_KINDS } from './versions';
export type { DocumentKind } from './versions';
