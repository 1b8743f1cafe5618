/**
 * Optimistic writes on a row by its version (SUITE.md 'Writes'): a change or a delete applies
 * only while the row is still at the version the caller read, and a change bumps it, so the
 * loser of two concurrent writes is told its form is stale. Shared by the subject records
 * that carry no revisions (safety_con_med, safety_violation).
 */
import type { Kysely, Updateable } from 'kysely';
import type { Database } from './schema';

export type RowVersionTable = 'safetyConMed' | 'safetyViolation' | 'qualityCheckTask' | 'qualityFinding';

export function rowVersionWrites<T extends RowVersionTable>(db: Kysely<Database>, table: T) {
  // The union keeps Kysely's column checks; `set` was checked against this table's columns.
  const tableName: RowVersionTable = table;
  return {
    /** Applies a change if the row is still at `version`; false when another write got there first. */
    update: async (id: number, version: number, set: Updateable<Database[T]>, now: string): Promise<boolean> => {
      const result = await db
        .updateTable(tableName)
        .set({ ...set, updatedAt: now, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Deletes the row if it is still at `version`; false when another write got there first. */
    remove: async (id: number, version: number): Promise<boolean> => {
      const result = await db
        .deleteFrom(tableName)
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}
