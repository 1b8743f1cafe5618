/**
 * What the server tests of the areas the safety rules drive (concomitant medications,
 * protocol violations) share: the recruitment demo's projects, and a published rule version
 * set straight in the database so a test states only the rules it depends on.
 */
import { randomBytes } from 'node:crypto';
import { EMPTY_SAFETY_RULES, type SafetyRuleContent } from '../../../../shared/domain/safety/rules';
import { loadRecruitmentDemo } from '../../../db/seed/demo-recruitment';
import { createFieldCipher } from '../../../lib/field-crypto';
import type { StaffTestApp } from '../../../staff-test-kit';

/** Loads the recruitment demo (its projects and subjects); the ids of the first six projects. */
export async function loadDemoProjects(t: StaffTestApp): Promise<number[]> {
  await loadRecruitmentDemo(t.db, createFieldCipher([randomBytes(32)]), t.clock());
  return (await t.db.selectFrom('project').select('id').orderBy('id').limit(6).execute()).map((p) => p.id);
}

/** Publishes these rules (empty in all else), retiring the project's published version. */
export async function publishTestRules(t: StaffTestApp, projectId: number, rules: Partial<SafetyRuleContent>) {
  const now = new Date(t.clock()).toISOString();
  await t.db.updateTable('safetyRule').set({ status: 'retired' }).where('projectId', '=', projectId).execute();
  const { last } = await t.db
    .selectFrom('safetyRule')
    .select((eb) => eb.fn.max('ruleVersion').as('last'))
    .where('projectId', '=', projectId)
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('safetyRule')
    .values({
      projectId,
      ruleVersion: Number(last ?? 0) + 1,
      status: 'published',
      name: '测试规则',
      content: JSON.stringify({ ...EMPTY_SAFETY_RULES, ...rules }),
      origin: null,
      createdAt: now,
      updatedAt: now,
      publishedAt: now,
    })
    .execute();
}
