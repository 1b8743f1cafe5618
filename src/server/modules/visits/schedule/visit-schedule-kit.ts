/** The visit schedule tests' data: two projects, their plans, subjects and visits (see seedVisitSchedule). */
import type { StaffTestApp } from '../../../staff-test-kit';
import { insertProject } from '../../../test-support';

type VisitIds = Record<string, number>;

async function joinTeam(t: StaffTestApp, userName: string, projectId: number, roleCode: string) {
  const role = await t.db.selectFrom('role').select('id').where('code', '=', roleCode).executeTakeFirstOrThrow();
  await t.db
    .insertInto('userProjectRole')
    .values({ userId: await t.idOf(userName), projectId, roleId: role.id })
    .execute();
}

async function subject(t: StaffTestApp, projectId: number, seq: number, invalid = 0) {
  const at = '2025-12-01T00:00:00.000Z';
  const { id } = await t.db
    .insertInto('trialSubject')
    .values({
      projectId,
      seq,
      subjectNumber: `S-${projectId}-${seq}`,
      initials: 'ZSM',
      status: 'enrolled',
      screeningDate: '2025-11-20',
      enrolledDate: '2025-12-01',
      invalid,
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function plan(t: StaffTestApp, projectId: number) {
  const at = '2025-11-01T00:00:00.000Z';
  const { id } = await t.db
    .insertInto('visitPlan')
    .values({
      projectId,
      planVersion: 1,
      status: 'published',
      name: '方案',
      anchor: 'enrolment',
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

interface VisitSeed {
  key: string;
  code: string;
  name: string;
  planned: string;
  window: [string, string];
  status?: string;
  executed?: string;
  outOfWindow?: number;
}

async function visit(
  t: StaffTestApp,
  ids: VisitIds,
  where: { projectId: number; subjectId: number; planId: number },
  seed: VisitSeed,
  sort: number,
) {
  const at = '2025-12-01T00:00:00.000Z';
  const { id } = await t.db
    .insertInto('subjectVisit')
    .values({
      ...where,
      visitCode: seed.code,
      name: seed.name,
      sort,
      plannedDate: seed.planned,
      windowStart: seed.window[0],
      windowEnd: seed.window[1],
      status: seed.status ?? 'planned',
      executedDate: seed.executed ?? null,
      outOfWindow: seed.outOfWindow ?? 0,
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids[seed.key] = id;
}

/**
 * Project A: the coordinator's and investigator's; project B: the investigator's only. Today is
 * 2026-01-05. The visits' ids are kept by their seed key.
 */
export async function seedVisitSchedule(t: StaffTestApp) {
  const ids: VisitIds = {};
  const projectA = await insertProject(t.db, { name: '访视日程项目甲' });
  const projectB = await insertProject(t.db, { name: '访视日程项目乙' });
  await joinTeam(t, 'coordinator', projectA, 'coordinator');
  await joinTeam(t, 'investigator', projectA, 'investigator');
  await joinTeam(t, 'investigator', projectB, 'investigator');
  const [planA, planB] = [await plan(t, projectA), await plan(t, projectB)];
  const a1 = await subject(t, projectA, 1);
  const a2 = await subject(t, projectA, 2, 1);
  const b1 = await subject(t, projectB, 1);
  const seeds: VisitSeed[] = [
    { key: 'today', code: 'V1', name: '筛选访视', planned: '2026-01-05', window: ['2026-01-03', '2026-01-07'] },
    { key: 'overdue', code: 'V2', name: '基线', planned: '2025-12-20', window: ['2025-12-18', '2025-12-22'] },
    {
      key: 'late',
      code: 'V3',
      name: '治疗第1周期',
      planned: '2026-01-08',
      window: ['2026-01-06', '2026-01-10'],
      status: 'done',
      executed: '2026-01-12',
      outOfWindow: 1,
    },
    {
      key: 'missed',
      code: 'V4',
      name: '治疗第2周期',
      planned: '2026-01-09',
      window: ['2026-01-09', '2026-01-09'],
      status: 'missed',
    },
    { key: 'pastDay', code: 'V5', name: '电话随访', planned: '2026-01-03', window: ['2026-01-01', '2026-01-06'] },
    { key: 'march', code: 'V6', name: '随访, 末次; 结束', planned: '2026-03-01', window: ['2026-02-27', '2026-03-03'] },
  ];
  for (const [sort, s] of seeds.entries())
    await visit(t, ids, { projectId: projectA, subjectId: a1, planId: planA }, s, sort + 1);
  const [first] = seeds;
  if (first)
    await visit(t, ids, { projectId: projectA, subjectId: a2, planId: planA }, { ...first, key: 'invalidSubject' }, 1);
  await visit(
    t,
    ids,
    { projectId: projectB, subjectId: b1, planId: planB },
    { key: 'other', code: 'V1', name: '筛选访视', planned: '2026-01-06', window: ['2026-01-06', '2026-01-06'] },
    1,
  );
  return { projectA, projectB, ids };
}
