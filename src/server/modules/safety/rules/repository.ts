/**
 * All SQL of safety rules: table safety_rule (migration 012), versions of a project's rules
 * as JSON (SafetyRuleContent), kept for as long as the project; and the re-application of a
 * published version to the project's AEs (sae_required) and concomitant medications
 * (rule_flag). A draft takes the next rule version number when created (there is at most
 * one draft per project, so the number is free) and keeps it when published.
 */
import type { Kysely } from 'kysely';
import type { SafetyRuleStatus } from '../../../../shared/api/safety/rules';
import { type SafetyRuleContent, conMedFlag, saeReasons } from '../../../../shared/domain/safety/rules';
import type { Database } from '../../../db/schema';
import { versionedDraftWrites } from '../../../db/versioned-rows';

type Executor = Kysely<Database>;

export interface SafetyRuleRow {
  id: number;
  projectId: number;
  ruleVersion: number;
  status: SafetyRuleStatus;
  name: string;
  content: SafetyRuleContent;
  origin: string | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  version: number;
}

export interface NewSafetyRule {
  projectId: number;
  name: string;
  content: SafetyRuleContent;
  origin: string | null;
}

const columns = [
  'id',
  'projectId',
  'ruleVersion',
  'status',
  'name',
  'content',
  'origin',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'version',
] as const;

type StoredRule = Omit<SafetyRuleRow, 'content' | 'status'> & { content: string; status: string };

const parsed = (row: StoredRule): SafetyRuleRow => ({
  ...row,
  status: row.status as SafetyRuleStatus,
  content: JSON.parse(row.content) as SafetyRuleContent,
});

/** How many rows a re-application changed, and how many are flagged after it. */
export interface Reapplied {
  changed: number;
  flagged: number;
}

export function createSafetyRuleRepository(db: Executor) {
  const writes = versionedDraftWrites(db, 'safetyRule');
  return {
    deleteDraft: writes.deleteDraft,
    publish: writes.publish,
    retirePublished: writes.retirePublished,

    /** Every version of the project, newest first. */
    async ofProject(projectId: number): Promise<SafetyRuleRow[]> {
      const rows = await db
        .selectFrom('safetyRule')
        .select(columns)
        .where('projectId', '=', projectId)
        .orderBy('ruleVersion', 'desc')
        .execute();
      return rows.map(parsed);
    },

    async byId(id: number): Promise<SafetyRuleRow | undefined> {
      const row = await db.selectFrom('safetyRule').select(columns).where('id', '=', id).executeTakeFirst();
      return row && parsed(row);
    },

    async ofStatus(projectId: number, status: SafetyRuleStatus): Promise<SafetyRuleRow | undefined> {
      const row = await db
        .selectFrom('safetyRule')
        .select(columns)
        .where('projectId', '=', projectId)
        .where('status', '=', status)
        .orderBy('ruleVersion', 'desc')
        .executeTakeFirst();
      return row && parsed(row);
    },

    /** A new draft with the project's next version number. */
    async insertDraft(rule: NewSafetyRule, now: string): Promise<{ id: number; ruleVersion: number }> {
      const last = await db
        .selectFrom('safetyRule')
        .select((eb) => eb.fn.max('ruleVersion').as('last'))
        .where('projectId', '=', rule.projectId)
        .executeTakeFirst();
      const ruleVersion = Number(last?.last ?? 0) + 1;
      const { id } = await db
        .insertInto('safetyRule')
        .values({
          projectId: rule.projectId,
          ruleVersion,
          status: 'draft',
          name: rule.name,
          content: JSON.stringify(rule.content),
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

    updateDraft: (id: number, version: number, fields: { name: string; content: SafetyRuleContent }, now: string) =>
      writes.updateDraft(id, version, { name: fields.name, content: JSON.stringify(fields.content) }, now),

    /**
     * Sets every AE's sae_required by the rules. The row version is kept: the flag is the
     * rules' verdict, not an edit, so a form open on the AE is not made stale by it.
     */
    async reapplyToAes(projectId: number, rules: SafetyRuleContent): Promise<Reapplied> {
      const aes = await db
        .selectFrom('safetyAe')
        .select(['id', 'term', 'grade', 'serious', 'saeRequired'])
        .where('projectId', '=', projectId)
        .execute();
      let changed = 0;
      let flagged = 0;
      for (const ae of aes) {
        const required = saeReasons(ae, rules).length > 0 ? 1 : 0;
        flagged += required;
        if (required === ae.saeRequired) continue;
        await db.updateTable('safetyAe').set({ saeRequired: required }).where('id', '=', ae.id).execute();
        changed += 1;
      }
      return { changed, flagged };
    },

    /** Sets every concomitant medication's rule_flag by the rules (row version kept, as above). */
    async reapplyToConMeds(projectId: number, rules: SafetyRuleContent): Promise<Reapplied> {
      const meds = await db
        .selectFrom('safetyConMed')
        .select(['id', 'drug', 'ruleFlag'])
        .where('projectId', '=', projectId)
        .execute();
      let changed = 0;
      let flagged = 0;
      for (const med of meds) {
        const flag = conMedFlag(med.drug, rules);
        if (flag !== null) flagged += 1;
        if (flag === med.ruleFlag) continue;
        await db.updateTable('safetyConMed').set({ ruleFlag: flag }).where('id', '=', med.id).execute();
        changed += 1;
      }
      return { changed, flagged };
    },
  };
}
