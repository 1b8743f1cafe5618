/**
 * The demo's finance settings and budgets (issue 28), on the six demo lung-cancer projects
 * (the first six by id): a management fee of 15 % and a holdback of 10 %, and a published
 * budget priced from each project's published visit plan: a research fee per completed visit
 * (¥2,000 at screening, ¥3,000-¥8,000 per treatment visit), the subject's subsidy per visit
 * (¥200 or ¥300), procedures (imaging ¥800, laboratory tests ¥300, ECG ¥100), a start-up
 * milestone and archiving. A project without a published visit plan gets only its settings.
 * All through the budget service, so each step has its audit row. Loads once per project.
 */
import type { BudgetLineInput } from '../../../shared/api/finance/budgets';
import { createBudgetService } from '../../modules/finance/budgets/service'; // direct import: the finance area's writes, before its index offers them
import type { Actor } from '../../services/staff-write';
import type { Db } from '../database';

const DEMO_PROJECTS = 6;
const PROCEDURE_FEN: Record<string, number> = { imaging: 80_000, lab: 30_000, ecg: 10_000 };
/** Subjects a budget plans for when the project sets no enrolment target. */
const DEFAULT_SUBJECTS = 30;

async function actorOf(db: Db, at: number): Promise<Actor> {
  const user = await db.selectFrom('staffUser').select('id').where('userName', '=', 'finance').executeTakeFirst();
  return { at, actorId: user?.id ?? null, actorName: user ? 'finance' : 'system', clientIp: null, requestId: null };
}

/** The budget lines of one project from its published plan's visits. */
export function demoBudgetLines(
  visits: { code: string; activities: string }[],
  feeIds: Record<string, number>,
  subjects: number,
): BudgetLineInput[] {
  const fee = (code: string) => feeIds[code] ?? 0;
  const lines: BudgetLineInput[] = [];
  const base = { activityType: null, visitCode: null, note: null };
  visits.forEach((visit, index) => {
    const research = index === 0 ? 200_000 : 300_000 + ((index * 150_000) % 500_000);
    lines.push({
      ...base,
      feeTypeId: fee('research'),
      basis: 'visit',
      visitCode: visit.code,
      unitFen: research,
      plannedUnits: subjects,
    });
    const subsidy = index % 2 === 0 ? 20_000 : 30_000;
    lines.push({
      ...base,
      feeTypeId: fee('subsidy'),
      basis: 'visit',
      visitCode: visit.code,
      unitFen: subsidy,
      plannedUnits: subjects,
    });
  });
  const counts = new Map<string, number>();
  for (const visit of visits)
    for (const { type } of JSON.parse(visit.activities) as { type: string }[])
      counts.set(type, (counts.get(type) ?? 0) + 1);
  for (const [type, unitFen] of Object.entries(PROCEDURE_FEN)) {
    const times = counts.get(type);
    if (times)
      lines.push({
        ...base,
        feeTypeId: fee('examination'),
        basis: 'procedure',
        activityType: type,
        unitFen,
        plannedUnits: times * subjects,
      });
  }
  lines.push({
    ...base,
    feeTypeId: fee('research'),
    basis: 'milestone',
    unitFen: 5_000_000,
    plannedUnits: 1,
    note: '项目启动费',
  });
  lines.push({
    ...base,
    feeTypeId: fee('overhead'),
    basis: 'fixed',
    unitFen: 1_000_000,
    plannedUnits: 1,
    note: '档案保管费',
  });
  return lines;
}

export async function loadFinanceBudgetDemo(db: Db, now: number): Promise<number> {
  const actor = await actorOf(db, now);
  const service = createBudgetService(db);
  const feeIds = Object.fromEntries(
    (await db.selectFrom('financeFeeType').select(['id', 'code']).execute()).map((row) => [row.code, row.id]),
  );
  const projects = await db
    .selectFrom('project')
    .select(['id', 'enrolmentTarget'])
    .orderBy('id')
    .limit(DEMO_PROJECTS)
    .execute();
  let published = 0;
  for (const project of projects) {
    const projectId = project.id;
    if (
      !(await db.selectFrom('financeSetting').select('projectId').where('projectId', '=', projectId).executeTakeFirst())
    )
      await service.saveSetting(
        { projectId, version: 0, currency: 'CNY', managementFeeBp: 1500, holdbackBp: 1000 },
        actor,
      );
    if (await db.selectFrom('financeBudget').select('id').where('projectId', '=', projectId).executeTakeFirst())
      continue;
    const plan = await db
      .selectFrom('visitPlan')
      .select('id')
      .where('projectId', '=', projectId)
      .where('status', '=', 'published')
      .executeTakeFirst();
    if (!plan) continue;
    const visits = await db
      .selectFrom('visitPlanVisit')
      .select(['code', 'activities'])
      .where('planId', '=', plan.id)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const subjects = project.enrolmentTarget ?? DEFAULT_SUBJECTS;
    const draft = await service.create({ projectId }, actor);
    const lines = demoBudgetLines(visits, feeIds, subjects);
    const saved = await service.save({ projectId, ...draft, note: '依据临床试验协议首版预算', lines }, actor);
    await service.publish({ projectId, ...saved }, actor);
    published += 1;
  }
  return published;
}
