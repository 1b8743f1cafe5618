/**
 * All SQL of QC plans: table quality_plan (migration 028), versions of a project's plan as
 * JSON (QcPlanContent), kept for as long as the project. A draft takes the next version
 * number when created (at most one draft per project, so the number is free).
 */
import type { Kysely } from 'kysely';
import type { QcPlanStatus } from '../../../../shared/api/quality/plans';
import type { QcPlanContent } from '../../../../shared/domain/quality/qc-generation';
import type { Database } from '../../../db/schema';
import { versionedDraftWrites } from '../../../db/versioned-rows';

type Executor = Kysely<Database>;

export interface QcPlanRow {
  id: number;
  projectId: number;
  planVersion: number;
  status: QcPlanStatus;
  name: string;
  content: QcPlanContent;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  version: number;
}

const columns = [
  'id',
  'projectId',
  'planVersion',
  'status',
  'name',
  'content',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'version',
] as const;

type Stored = Omit<QcPlanRow, 'content' | 'status'> & { content: string; status: string };

const parsed = (row: Stored): QcPlanRow => ({
  ...row,
  status: row.status as QcPlanStatus,
  content: JSON.parse(row.content) as QcPlanContent,
});

export function createQcPlanRepository(db: Executor) {
  const writes = versionedDraftWrites(db, 'qualityPlan');
  return {
    deleteDraft: writes.deleteDraft,
    publish: writes.publish,
    retirePublished: writes.retirePublished,

    /** Every version of the project, newest first. */
    async ofProject(projectId: number): Promise<QcPlanRow[]> {
      const rows = await db
        .selectFrom('qualityPlan')
        .select(columns)
        .where('projectId', '=', projectId)
        .orderBy('planVersion', 'desc')
        .execute();
      return rows.map(parsed);
    },

    async byId(id: number): Promise<QcPlanRow | undefined> {
      const row = await db.selectFrom('qualityPlan').select(columns).where('id', '=', id).executeTakeFirst();
      return row && parsed(row);
    },

    async ofStatus(projectId: number, status: QcPlanStatus): Promise<QcPlanRow | undefined> {
      const row = await db
        .selectFrom('qualityPlan')
        .select(columns)
        .where('projectId', '=', projectId)
        .where('status', '=', status)
        .orderBy('planVersion', 'desc')
        .executeTakeFirst();
      return row && parsed(row);
    },

    /** A new draft with the project's next version number. */
    async insertDraft(
      plan: { projectId: number; name: string; content: QcPlanContent },
      now: string,
    ): Promise<{ id: number; planVersion: number }> {
      const last = await db
        .selectFrom('qualityPlan')
        .select((eb) => eb.fn.max('planVersion').as('last'))
        .where('projectId', '=', plan.projectId)
        .executeTakeFirst();
      const planVersion = Number(last?.last ?? 0) + 1;
      const { id } = await db
        .insertInto('qualityPlan')
        .values({
          projectId: plan.projectId,
          planVersion,
          status: 'draft',
          name: plan.name,
          content: JSON.stringify(plan.content),
          origin: null,
          createdAt: now,
          updatedAt: now,
          publishedAt: null,
          version: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, planVersion };
    },

    updateDraft: (id: number, version: number, fields: { name: string; content: QcPlanContent }, now: string) =>
      writes.updateDraft(id, version, { name: fields.name, content: JSON.stringify(fields.content) }, now),

    /** Whether every user id is on the project's team. */
    async teamHas(projectId: number, userIds: number[]): Promise<boolean> {
      if (userIds.length === 0) return true;
      const rows = await db
        .selectFrom('userProjectRole')
        .select('userId')
        .distinct()
        .where('projectId', '=', projectId)
        .where('userId', 'in', userIds)
        .execute();
      return rows.length === new Set(userIds).size;
    },
  };
}
