/** All SQL of project milestones: table project_milestone (migration 009). */
import { type Kysely, sql } from 'kysely';
import type { MilestoneKind } from '../../../../shared/domain/study/milestones';
import type { Database } from '../../../db/schema';

type Executor = Kysely<Database>;

/** The editable fields of a milestone, as the audit trail records them. */
export interface MilestoneFields {
  name: string;
  kind: MilestoneKind;
  plannedDate: string | null;
  actualDate: string | null;
  note: string | null;
}

export interface MilestoneState extends MilestoneFields {
  id: number;
  projectId: number;
  createdAt: string;
  updatedAt: string;
  version: number;
}

const columns = [
  'id',
  'projectId',
  'name',
  'kind',
  'plannedDate',
  'actualDate',
  'note',
  'createdAt',
  'updatedAt',
  'version',
] as const;

export function createMilestoneRepository(db: Executor) {
  return {
    /** By planned date, undated ones last, then in the order they were added. */
    async ofProject(projectId: number): Promise<MilestoneState[]> {
      const rows = await db
        .selectFrom('projectMilestone')
        .select(columns)
        .where('projectId', '=', projectId)
        .orderBy(sql`case when planned_date is null then 1 else 0 end`)
        .orderBy('plannedDate')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ ...row, kind: row.kind as MilestoneKind }));
    },

    async byId(id: number): Promise<MilestoneState | undefined> {
      const row = await db.selectFrom('projectMilestone').select(columns).where('id', '=', id).executeTakeFirst();
      return row && { ...row, kind: row.kind as MilestoneKind };
    },

    async insert(projectId: number, fields: MilestoneFields, now: string): Promise<number> {
      const { id } = await db
        .insertInto('projectMilestone')
        .values({ projectId, ...fields, createdAt: now, updatedAt: now, version: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Applies a change if the row is still at `version`; false when another write got there first. */
    async update(id: number, version: number, set: Partial<MilestoneFields>, now: string): Promise<boolean> {
      const result = await db
        .updateTable('projectMilestone')
        .set({ ...set, updatedAt: now, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async remove(id: number, version: number): Promise<boolean> {
      const result = await db
        .deleteFrom('projectMilestone')
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}
