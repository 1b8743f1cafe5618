/**
 * What a safety record's signature attests, and its signatures as the record and its print
 * show them (access/signatures: stored in the submit's transaction, checked on reading).
 */
import type { Signature } from '../../../../shared/api/access';
import type { SafetyRecordKind } from '../../../../shared/domain/safety/status';
import type { Db } from '../../../db/database';
import { signaturesOf } from '../../access';
import { RECORD_TABLES, noSuchRecord, recordEntity } from './lifecycle';
import { signedContent } from './signed-content';

/** A record's signatures, oldest first, each checked against the record now (404 when it is not in the project). */
export async function recordSignatures(
  db: Db,
  kind: SafetyRecordKind,
  projectId: number,
  id: number,
): Promise<Signature[]> {
  const row = await db
    .selectFrom(RECORD_TABLES[kind] as 'safetyAe')
    .selectAll()
    .where('id', '=', id)
    .where('projectId', '=', projectId)
    .executeTakeFirst();
  if (!row) throw noSuchRecord(kind);
  return signaturesOf(db, recordEntity(kind), id, { revision: row.revision, content: signedContent(row) });
}
