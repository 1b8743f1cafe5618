/** What a safety record's electronic signature attests (hashed at submit, checked on reading: signing.ts). */

/**
 * Columns the lifecycle, the PV workflow or the safety rules change without the reporter:
 * not part of what the signer attests, so moving a SUSAR's PV status or republishing the
 * rules leaves a signature valid, while any change to the report's own fields does not.
 */
const UNSIGNED_COLUMNS = new Set([
  'status',
  'revision',
  'revisionReason',
  'submittedAt',
  'submittedBy',
  'updatedAt',
  'version',
  'pvStatus',
  'saeRequired',
]);

/** The record's signed content: its row without the columns above. */
export const signedContent = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([column]) => !UNSIGNED_COLUMNS.has(column)));
