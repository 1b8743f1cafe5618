/**
 * All SQL of recruitment rules: table recruit_rule (migration 010), versions of a project's
 * rules per disease key. A draft takes the next rule version number at creation (there is
 * at most one draft per disease key, so the number is free) and keeps it when published.
 */
import type { Kysely } from 'kysely';
import type { RuleStatus } from '../../../../shared/api/recruitment/rules';
import type { Criterion } from '../../../../shared/domain/recruitment/criteria';
import type { Database } from '../../../db/schema';
import { versionedDraftWrites } from '../../../db/versioned-rows';

type Executor = Kysely<Database>;

export interface RuleRow {
  id: number;
  projectId: number;
  diseaseKey: string;
  ruleVersion: number;
  status: RuleStatus;
  name: string;
  criteria: Criterion[];
  origin: string | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  version: number;
}

export interface NewRule {
  projectId: number;
  diseaseKey: string;
  name: string;
  criteria: readonly Criterion[];
  origin: string | null;
}

const columns = [
  'id',
  'projectId',
  'diseaseKey',
  'ruleVersion',
  'status',
  'name',
  'criteria',
  'origin',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'version',
] as const;

type StoredRule = Omit<RuleRow, 'criteria' | 'status'> & { criteria: string; status: string };

const parsed = (row: StoredRule): RuleRow => ({
  ...row,
  status: row.status as RuleStatus,
  criteria: JSON.parse(row.criteria) as Criterion[],
});

export function createRuleRepository(db: Executor) {
  const writes = versionedDraftWrites(db, 'recruitRule');
  return {
    publish: writes.publish,

    /** Every version of the project, by disease key ('default' first) and newest version first. */
    async ofProject(projectId: number): Promise<RuleRow[]> {
      const rows = await db
        .selectFrom('recruitRule')
        .select(columns)
        .where('projectId', '=', projectId)
        .orderBy('diseaseKey')
        .orderBy('ruleVersion', 'desc')
        .execute();
      return rows.map(parsed);
    },

    async byId(id: number): Promise<RuleRow | undefined> {
      const row = await db.selectFrom('recruitRule').select(columns).where('id', '=', id).executeTakeFirst();
      return row && parsed(row);
    },

    async draftOf(projectId: number, diseaseKey: string): Promise<{ id: number } | undefined> {
      return db
        .selectFrom('recruitRule')
        .select('id')
        .where('projectId', '=', projectId)
        .where('diseaseKey', '=', diseaseKey)
        .where('status', '=', 'draft')
        .executeTakeFirst();
    },

    /** A new draft with the next version number of its disease key. */
    async insertDraft(rule: NewRule, now: string): Promise<{ id: number; ruleVersion: number }> {
      const last = await db
        .selectFrom('recruitRule')
        .select((eb) => eb.fn.max('ruleVersion').as('last'))
        .where('projectId', '=', rule.projectId)
        .where('diseaseKey', '=', rule.diseaseKey)
        .executeTakeFirst();
      const ruleVersion = Number(last?.last ?? 0) + 1;
      const { id } = await db
        .insertInto('recruitRule')
        .values({
          projectId: rule.projectId,
          diseaseKey: rule.diseaseKey,
          ruleVersion,
          status: 'draft',
          name: rule.name,
          criteria: JSON.stringify(rule.criteria),
          origin: rule.origin,
          createdAt: now,
          updatedAt: now,
          publishedAt: null,
          version: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, ruleVersion };
    },

    updateDraft: (id: number, version: number, fields: { name: string; criteria: readonly Criterion[] }, now: string) =>
      writes.updateDraft(id, version, { name: fields.name, criteria: JSON.stringify(fields.criteria) }, now),

    /** Retires the published version of the disease key, if any; answers its id. */
    async retirePublished(projectId: number, diseaseKey: string, now: string): Promise<number | null> {
      const current = await db
        .selectFrom('recruitRule')
        .select(['id', 'version'])
        .where('projectId', '=', projectId)
        .where('diseaseKey', '=', diseaseKey)
        .where('status', '=', 'published')
        .executeTakeFirst();
      return writes.retire(current, now);
    },
  };
}
