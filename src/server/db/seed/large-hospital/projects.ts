/**
 * The hospital's projects for the hospital-sized database: the demo projects plus synthetic
 * ones (large.ts's generator) up to the wanted count, each with a published recruitment rule
 * (the demo rules' criteria), a published visit plan (the demo plans, with more or fewer
 * treatment cycles) and a published safety rule set (the templates). Rules and plans a
 * project has already are kept. The oldest projects are the biggest trials: they have
 * recruited longest (the demo staff are put on them, staff.ts).
 */
import { DAY_MS } from '../../../../shared/domain/hospital-time';
import type { Criterion } from '../../../../shared/domain/recruitment/criteria';
import { SAFETY_RULE_TEMPLATES, type SafetyRuleContent } from '../../../../shared/domain/safety/rules';
import type { PlanVisitSpec } from '../../../../shared/domain/visits/schedule';
import { isoTime } from '../../../services/staff-write';
import type { Db } from '../../database';
import { DEMO_RULES } from '../demo-recruitment-rules';
import { type DemoPlan, demoPlanOf } from '../demo-visit-plans';
import { insertPlan } from '../demo-visits';
import { generateLargeDataset } from '../large-projects';
import { FULL_SIZE, type Trx } from './shape';

export interface HospitalProject {
  id: number;
  /** 0 for the biggest trial. */
  rank: number;
  projectNo: string | null;
  /** When the project started (its actionTime), never after now. */
  startedAt: number;
  /** The rule set (typical drugs) the candidates are drawn for, by DEMO_RULES index. */
  rulePosition: number;
  ruleId: number;
  criteria: Criterion[];
  planId: number;
  plan: DemoPlan;
  safety: SafetyRuleContent;
}

/**
 * Adds synthetic projects until the database holds `count`; answers how many it added and
 * how many projects the hospital has: `count`, or more at a small scale when the database
 * holds more already (the demo's), up to the full size.
 */
export async function topUpProjects(db: Db, count: number, seed: number, now: number) {
  const row = await db
    .selectFrom('project')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const existing = Number(row.n);
  const hospital = Math.max(count, Math.min(existing, FULL_SIZE.projects));
  if (existing >= count) return { added: 0, hospital };
  return { added: (await generateLargeDataset(db, count - existing, seed, now)).projects, hospital };
}

/** A demo plan whose treatment runs for `cycles` cycles: longer trials have more visits. */
function planWithCycles(position: number, cycles: number): DemoPlan {
  const plan = demoPlanOf(position);
  const visits: PlanVisitSpec[] = plan.visits.map((visit) =>
    visit.code === 'CD1' && visit.repeat ? { ...visit, repeat: { ...visit.repeat, times: cycles } } : visit,
  );
  return { ...plan, visits };
}

async function recruitRules(trx: Trx, ids: number[], positions: Map<number, number>, at: string) {
  const found = await trx
    .selectFrom('recruitRule')
    .select(['id', 'projectId', 'criteria'])
    .where('projectId', 'in', ids)
    .where('status', '=', 'published')
    .execute();
  const rules = new Map(
    found.map((rule) => [rule.projectId, { id: rule.id, criteria: JSON.parse(rule.criteria) as Criterion[] }]),
  );
  for (const projectId of ids) {
    if (rules.has(projectId)) continue;
    const demo = DEMO_RULES[(positions.get(projectId) ?? 0) % DEMO_RULES.length];
    if (!demo) throw new Error('no demo recruitment rule');
    const values = { name: demo.name, criteria: JSON.stringify(demo.criteria), origin: 'import' };
    const { id } = await trx
      .insertInto('recruitRule')
      .values({
        projectId,
        ruleVersion: 1,
        status: 'published',
        ...values,
        createdAt: at,
        updatedAt: at,
        publishedAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    rules.set(projectId, { id, criteria: demo.criteria });
  }
  return rules;
}

async function safetyRules(trx: Trx, ids: number[], at: string) {
  const found = await trx
    .selectFrom('safetyRule')
    .select(['projectId', 'content'])
    .where('projectId', 'in', ids)
    .where('status', '=', 'published')
    .execute();
  const rules = new Map(found.map((rule) => [rule.projectId, JSON.parse(rule.content) as SafetyRuleContent]));
  const missing = ids.filter((id) => !rules.has(id));
  const rows = missing.map((projectId, index) => {
    const template = SAFETY_RULE_TEMPLATES[index % SAFETY_RULE_TEMPLATES.length];
    if (!template) throw new Error('no safety rule template');
    rules.set(projectId, template.content);
    const content = JSON.stringify(template.content);
    const name = template.name['zh-CN'];
    return { projectId, ruleVersion: 1, status: 'published', name, content, origin: `template:${template.id}` };
  });
  if (rows.length > 0)
    await trx
      .insertInto('safetyRule')
      .values(rows.map((row) => ({ ...row, createdAt: at, updatedAt: at, publishedAt: at, version: 2 })))
      .execute();
  return rules;
}

async function visitPlans(trx: Trx, ids: number[], positions: Map<number, number>, now: number) {
  const found = await trx
    .selectFrom('visitPlan')
    .select(['id', 'projectId'])
    .where('projectId', 'in', ids)
    .where('status', '=', 'published')
    .execute();
  const plans = new Map<number, { id: number; plan: DemoPlan }>();
  for (const [rank, projectId] of ids.entries()) {
    const position = positions.get(projectId) ?? 0;
    const existing = found.find((plan) => plan.projectId === projectId);
    // The demo projects keep their six-cycle plan; the others treat until progression, 12 to 30 cycles.
    const plan = existing ? demoPlanOf(position) : planWithCycles(position, 12 + ((rank * 7) % 19));
    const id = existing?.id ?? (await insertPlan(trx, projectId, plan, 1, now - 400 * DAY_MS, true));
    plans.set(projectId, { id, plan });
  }
  return plans;
}

/** The first `count` projects by id, ranked oldest first, with their rules and plans (added where missing). */
export async function prepareProjects(db: Db, count: number, now: number): Promise<HospitalProject[]> {
  const rows = await db
    .selectFrom('project')
    .select(['id', 'projectNo', 'actionTime'])
    .orderBy('id')
    .limit(count)
    .execute();
  // Projects without a start time count as started two years ago.
  const startOf = (row: { actionTime: string | null }) => {
    const started = Date.parse(row.actionTime ?? '');
    return Number.isNaN(started) ? now - 730 * DAY_MS : Math.min(started, now);
  };
  // The demo's rules and plans go by the project's place in id order, as the demo loads them.
  const positions = new Map(rows.map((row, index) => [row.id, index % 6]));
  rows.sort((a, b) => startOf(a) - startOf(b));
  const ids = rows.map((row) => row.id);
  const at = isoTime(now - 400 * DAY_MS);
  return db.transaction().execute(async (trx) => {
    const recruit = await recruitRules(trx, ids, positions, at);
    const safety = await safetyRules(trx, ids, at);
    const plans = await visitPlans(trx, ids, positions, now);
    return rows.map((row, rank) => {
      const rule = recruit.get(row.id);
      const plan = plans.get(row.id);
      const content = safety.get(row.id);
      if (!rule || !plan || !content) throw new Error(`project ${row.id}: rules or plan missing`);
      return {
        id: row.id,
        rank,
        projectNo: row.projectNo,
        startedAt: startOf(row),
        rulePosition: (positions.get(row.id) ?? 0) % DEMO_RULES.length,
        ruleId: rule.id,
        criteria: rule.criteria,
        planId: plan.id,
        plan: plan.plan,
        safety: content,
      };
    });
  });
}
