/** The SQL of workflow definitions and their steps (migration 037). */
import type { WorkflowStep } from '../../../../shared/api/work/approvals';
import type { Db } from '../../../db/database';

type DefinitionFields = { key: string; name: string; description: string | null };

export function createDefinitionRepository(db: Db) {
  return {
    all() {
      return db.selectFrom('workflowDefinition').selectAll().orderBy('key').orderBy('revision', 'desc').execute();
    },

    allSteps() {
      return db
        .selectFrom('workflowStep')
        .select(['definitionId', 'sort', 'name', 'approverKind', 'approverRef', 'minAmountFen'])
        .orderBy('definitionId')
        .orderBy('sort')
        .execute();
    },

    async lastRevision(key: string): Promise<number> {
      const last = await db
        .selectFrom('workflowDefinition')
        .select((eb) => eb.fn.max('revision').as('revision'))
        .where('key', '=', key)
        .executeTakeFirst();
      return Number(last?.revision ?? 0);
    },

    async insertDraft(fields: DefinitionFields, revision: number, createdBy: string, now: string): Promise<number> {
      const row = await db
        .insertInto('workflowDefinition')
        .values({ ...fields, revision, status: 'draft', createdBy, createdAt: now, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Changes a draft read at `version`; false when it changed meanwhile. */
    async updateDraft(id: number, version: number, fields: DefinitionFields, now: string): Promise<boolean> {
      const result = await db
        .updateTable('workflowDefinition')
        .set({ ...fields, updatedAt: now, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .where('status', '=', 'draft')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async replaceSteps(definitionId: number, steps: readonly WorkflowStep[]): Promise<void> {
      await db.deleteFrom('workflowStep').where('definitionId', '=', definitionId).execute();
      await db
        .insertInto('workflowStep')
        .values(steps.map((step) => ({ ...step, definitionId })))
        .execute();
    },

    /** Retires the key's published revision and publishes the draft read at `version`; false when it changed. */
    async publish(id: number, key: string, version: number, now: string): Promise<boolean> {
      await db
        .updateTable('workflowDefinition')
        .set((eb) => ({ status: 'retired', updatedAt: now, version: eb('version', '+', 1) }))
        .where('key', '=', key)
        .where('status', '=', 'published')
        .execute();
      const result = await db
        .updateTable('workflowDefinition')
        .set({ status: 'published', publishedAt: now, updatedAt: now, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .where('status', '=', 'draft')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
