/** The SQL of a PV status move: the pv_status column of safety_susar and safety_dsur (migration 012). */
import type { Kysely } from 'kysely';
import type { PvStatus } from '../../../../shared/domain/study';
import type { Database } from '../../../db/schema';

export type PvKind = 'susar' | 'dsur';

const TABLES = { susar: 'safetySusar', dsur: 'safetyDsur' } as const;

/** Sets the PV status if the row is still at `version`; false when another write got there first. */
export async function updatePvStatus(
  db: Kysely<Database>,
  kind: PvKind,
  ref: { id: number; version: number },
  pvStatus: PvStatus,
  now: string,
): Promise<boolean> {
  // The two tables share these columns; Kysely types a union of table names poorly.
  const result = await db
    .updateTable(TABLES[kind] as 'safetySusar')
    .set({ pvStatus, updatedAt: now, version: ref.version + 1 })
    .where('id', '=', ref.id)
    .where('version', '=', ref.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
