/**
 * All SQL of DSUR reports: table safety_dsur (migration 012), one row per project and report
 * year (a unique index), with when the report was first submitted (revision 1 in
 * safety_revision), which decides whether it was in time.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, SafetyDsurTable } from '../../../db/schema';

type Executor = Kysely<Database>;

export interface DsurListedRow extends Selectable<SafetyDsurTable> {
  firstSubmittedAt: string | null;
}

/** The fields a save sets. */
export interface DsurFields {
  dibd: string;
  reportYear: number;
  periodStart: string;
  dataLockPoint: string;
  summary: string;
}

export interface DsurFilters {
  status?: string;
  pvStatus?: string;
}

function listed(db: Executor, projectId: number) {
  return db
    .selectFrom('safetyDsur as d')
    .leftJoin('safetyRevision as first', (join) =>
      join.onRef('first.recordId', '=', 'd.id').on('first.kind', '=', 'dsur').on('first.revision', '=', 1),
    )
    .selectAll('d')
    .select('first.submittedAt as firstSubmittedAt')
    .where('d.projectId', '=', projectId);
}

export function createDsurRepository(db: Executor) {
  return {
    /** All the project's reports matching the filters, latest report year first. */
    async list(projectId: number, filters: DsurFilters): Promise<DsurListedRow[]> {
      let query = listed(db, projectId);
      if (filters.status) query = query.where('d.status', '=', filters.status);
      if (filters.pvStatus) query = query.where('d.pvStatus', '=', filters.pvStatus);
      return query.orderBy('d.reportYear', 'desc').orderBy('d.id', 'desc').execute();
    },

    async byId(projectId: number, id: number): Promise<DsurListedRow | undefined> {
      return listed(db, projectId).where('d.id', '=', id).executeTakeFirst();
    },

    /** The report years the project has a DSUR for, with their DIBD, oldest first. */
    async years(projectId: number): Promise<{ reportYear: number; dibd: string }[]> {
      return db
        .selectFrom('safetyDsur')
        .select(['reportYear', 'dibd'])
        .where('projectId', '=', projectId)
        .orderBy('reportYear', 'asc')
        .execute();
    },

    async yearTaken(projectId: number, reportYear: number, exceptId: number): Promise<boolean> {
      const row = await db
        .selectFrom('safetyDsur')
        .select('id')
        .where('projectId', '=', projectId)
        .where('reportYear', '=', reportYear)
        .where('id', '!=', exceptId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Inserts the draft unless the project has a DSUR of that year already (undefined then), race-free. */
    async insert(projectId: number, fields: DsurFields, actorName: string, now: string): Promise<number | undefined> {
      const row = await db
        .insertInto('safetyDsur')
        .values({ ...fields, projectId, createdBy: actorName, createdAt: now, updatedAt: now })
        .onConflict((oc) => oc.columns(['projectId', 'reportYear']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    /** Applies a save if the row is still at `version`; false when another write got there first. */
    async update(id: number, version: number, fields: Partial<DsurFields>, now: string): Promise<boolean> {
      const result = await db
        .updateTable('safetyDsur')
        .set({ ...fields, updatedAt: now, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
