/** Reading a safety record's submitted revisions, frozen by each submit (lifecycle.ts). */
import type { RevisionSummary } from '../../../../shared/api/safety/records';
import type { SafetyRecordKind } from '../../../../shared/domain/safety/status';
import type { Db } from '../../../db/database';
import { noSuchRecord, tableOf } from './lifecycle';

/** The submitted revisions of a record in the project, newest first (404 when the record is not there). */
export async function revisionsOf(
  db: Db,
  kind: SafetyRecordKind,
  projectId: number,
  id: number,
): Promise<RevisionSummary[]> {
  const record = await db
    .selectFrom(tableOf(kind))
    .select('id')
    .where('id', '=', id)
    .where('projectId', '=', projectId)
    .executeTakeFirst();
  if (!record) throw noSuchRecord(kind);
  return db
    .selectFrom('safetyRevision')
    .select(['revision', 'reason', 'submittedBy', 'submittedAt'])
    .where('kind', '=', kind)
    .where('recordId', '=', id)
    .orderBy('revision', 'desc')
    .execute();
}

/** One submitted revision's frozen data, or undefined. */
export async function revisionData(
  db: Db,
  kind: SafetyRecordKind,
  id: number,
  revision: number,
): Promise<Record<string, unknown> | undefined> {
  const stored = await db
    .selectFrom('safetyRevision')
    .select('data')
    .where('kind', '=', kind)
    .where('recordId', '=', id)
    .where('revision', '=', revision)
    .executeTakeFirst();
  return stored ? (JSON.parse(stored.data) as Record<string, unknown>) : undefined;
}
