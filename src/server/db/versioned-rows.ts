/**
 * The writes every versioned-draft table shares (safety_rule, visit_plan, recruit_rule, quality_plan: a
 * project keeps at most one draft and one published version, older ones retired): change or
 * delete a draft, publish it, retire the published one. Each write checks the row version it was based
 * on and bumps it, so a stale form is refused the same way in the three areas.
 */
import type { Kysely, Updateable } from 'kysely';
import type { Database } from './schema';

export type VersionedDraftTable = 'safetyRule' | 'visitPlan' | 'recruitRule' | 'qualityPlan';

/** A row as read before it is retired: its id and current row version. */
export interface VersionedRowRef {
  id: number;
  version: number;
}

export function versionedDraftWrites<T extends VersionedDraftTable>(db: Kysely<Database>, tableName: T) {
  // Kysely checks columns against the union; what is set was checked against this table's columns.
  const table: VersionedDraftTable = tableName;

  /** Retires `current` (the published row the caller found, if any); answers its id. */
  async function retire(current: VersionedRowRef | undefined, now: string): Promise<number | null> {
    if (!current) return null;
    await db
      .updateTable(table)
      .set({ status: 'retired', updatedAt: now, version: current.version + 1 })
      .where('id', '=', current.id)
      .execute();
    return current.id;
  }

  return {
    retire,

    /** Retires the project's published version, if any; answers its id. */
    retirePublished: async (projectId: number, now: string): Promise<number | null> => {
      const current = await db
        .selectFrom(table)
        .select(['id', 'version'])
        .where('projectId', '=', projectId)
        .where('status', '=', 'published')
        .executeTakeFirst();
      return retire(current, now);
    },

    /** Changes a draft at `version` and bumps it; false when stale or no longer a draft. */
    updateDraft: async (id: number, version: number, set: Updateable<Database[T]>, now: string): Promise<boolean> => {
      const result = await db
        .updateTable(table)
        .set({ ...set, updatedAt: now, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .where('status', '=', 'draft')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Deletes a draft at `version`; false when stale or no longer a draft. */
    deleteDraft: async (id: number, version: number): Promise<boolean> => {
      const result = await db
        .deleteFrom(table)
        .where('id', '=', id)
        .where('version', '=', version)
        .where('status', '=', 'draft')
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** Publishes a draft at `version`; false when stale or no longer a draft. */
    publish: async (id: number, version: number, now: string): Promise<boolean> => {
      const result = await db
        .updateTable(table)
        .set({ status: 'published', publishedAt: now, updatedAt: now, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .where('status', '=', 'draft')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
