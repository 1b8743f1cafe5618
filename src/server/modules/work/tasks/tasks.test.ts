import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aeLifecycle, conMedCheckEndpoint, violationReviewEndpoint } from '../../../../shared/api/safety';
import { TASK_KINDS, type TaskInbox, type TaskKind, taskInboxEndpoint } from '../../../../shared/api/work/tasks';
import { type StaffTestApp, createStaffTestApp, signatureOf } from '../../../staff-test-kit';
import { insertProject } from '../../../test-support';

let t: StaffTestApp;
let projectA: number;
let projectB: number;
const ids: Record<string, number> = {};

const NOW = Date.UTC(2026, 0, 5, 2, 0, 0); // 2026-01-05 10:00 in China
const AT = '2026-01-01T00:00:00.000Z';
const SAFETY_KINDS: readonly TaskKind[] = TASK_KINDS.filter((kind) => kind !== 'visitDue' && kind !== 'followUp');

async function joinTeam(userName: string, projectId: number, roleCode: string) {
  const role = await t.db.selectFrom('role').select('id').where('code', '=', roleCode).executeTakeFirstOrThrow();
  await t.db
    .insertInto('userProjectRole')
    .values({ userId: await t.idOf(userName), projectId, roleId: role.id })
    .execute();
}

async function subject(projectId: number, seq: number) {
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
      createdAt: AT,
      updatedAt: AT,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const stamps = (createdAt: string) => ({ createdBy: 'investigator', createdAt, updatedAt: createdAt });

async function ae(
  projectId: number,
  subjectId: number,
  term: string,
  extra: { status?: string; serious?: string; saeRequired?: number; createdAt: string },
) {
  const { id } = await t.db
    .insertInto('safetyAe')
    .values({
      projectId,
      subjectId,
      term,
      onsetDate: '2026-01-02',
      severity: 2,
      grade: '2',
      serious: extra.serious ?? '0',
      drugRelation: 'possible',
      drugAction: 'none',
      outcome: 'recovering',
      status: extra.status ?? 'draft',
      saeRequired: extra.saeRequired ?? 0,
      ...stamps(extra.createdAt),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function sae(projectId: number, subjectId: number, aeId: number, learnedAt: string) {
  const { id } = await t.db
    .insertInto('safetySae')
    .values({
      projectId,
      subjectId,
      aeId,
      reportType: 'first',
      learnedAt,
      description: '住院治疗',
      ...stamps(learnedAt),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function seedProjectA() {
  const s = await subject(projectA, 1);
  ids.aeDraft = await ae(projectA, s, '皮疹', { createdAt: '2026-01-04T01:00:00.000Z' });
  ids.aeSerious = await ae(projectA, s, '中性粒细胞减少', { status: 'submitted', serious: '1', createdAt: AT });
  ids.aeRequired = await ae(projectA, s, '肝功能异常', { status: 'submitted', saeRequired: 1, createdAt: AT });
  ids.saeLate = await sae(projectA, s, ids.aeSerious, '2026-01-03T12:00:00.000Z'); // due 2026-01-04 12:00Z: overdue
  ids.saeOpen = await sae(projectA, s, ids.aeSerious, '2026-01-05T01:00:00.000Z'); // due 2026-01-06 01:00Z
  const violation = await t.db
    .insertInto('safetyViolation')
    .values({
      projectId: projectA,
      subjectId: s,
      type: 20,
      severity: 2,
      occurredDate: '2026-01-03',
      description: '漏服一次',
      ...stamps('2026-01-03T02:00:00.000Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.violation = violation.id;
  const conMed = (drug: string, ruleFlag: string | null, createdAt: string) =>
    t.db
      .insertInto('safetyConMed')
      .values({
        projectId: projectA,
        subjectId: s,
        drug,
        dose: '10 mg',
        route: 'oral',
        startDate: '2026-01-01',
        indication: '失眠',
        ruleFlag,
        ...stamps(createdAt),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  ids.conMedPlain = (await conMed('佐匹克隆', null, '2026-01-04T03:00:00.000Z')).id;
  ids.conMedProhibited = (await conMed('酮康唑', 'prohibited', AT)).id;
}

beforeAll(async () => {
  t = await createStaffTestApp();
  t.clock.set(NOW);
  projectA = await insertProject(t.db, { name: '待办项目甲' });
  projectB = await insertProject(t.db, { name: '待办项目乙' });
  await joinTeam('investigator', projectA, 'investigator');
  await joinTeam('coordinator', projectA, 'coordinator');
  await joinTeam('monitor', projectA, 'monitor');
  await joinTeam('sysadmin', projectB, 'investigator');
  await seedProjectA();
  const s = await subject(projectB, 1);
  ids.aeOfB = await ae(projectB, s, '头痛', { createdAt: AT });
});

afterAll(async () => {
  await t.close();
});

async function inbox(as: string, query = ''): Promise<TaskInbox> {
  const res = await t.get(`${taskInboxEndpoint.path}?${query}`, as);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: TaskInbox }>().data;
}

const keysOf = (data: TaskInbox) => data.rows.map((row) => row.key);

describe('the task inbox', () => {
  it("shows the investigator's tasks of a project by regulatory weight, then by due time, a prohibited drug first", async () => {
    const data = await inbox('investigator', `projectId=${projectA}&limit=100`);
    expect(data.today).toBe('2026-01-05');
    expect(keysOf(data)).toEqual([
      `saeSubmit:${ids.saeLate}`,
      `saeSubmit:${ids.saeOpen}`,
      `saeRaise:${ids.aeRequired}`,
      `conMedCheck:${ids.conMedProhibited}`,
      `conMedCheck:${ids.conMedPlain}`,
      `aeSubmit:${ids.aeDraft}`,
      `violationReview:${ids.violation}`,
    ]);
    const late = data.rows[0];
    expect(late).toMatchObject({
      overdue: true,
      dueState: 'overdue',
      dueAt: '2026-01-04T12:00:00.000Z',
      dueLabel: '2026-01-04 20:00',
      title: { 'zh-CN': 'SAE报告待提交 · 中性粒细胞减少', en: 'SAE report to submit · 中性粒细胞减少' },
      subjectNumber: `S-${projectA}-1`,
      initials: 'ZSM',
      projectName: '待办项目甲',
    });
    expect(data.rows[1]).toMatchObject({ overdue: false, dueState: 'open', dueLabel: '2026-01-06 09:00' });
    expect(data.counts).toMatchObject({ aeSubmit: 1, saeRaise: 1, saeSubmit: 2, violationReview: 1, conMedCheck: 2 });
    expect(data.total).toBe(7);
  });

  it('flags an SAE draft overdue once its 24 hours have passed', async () => {
    t.clock.set(Date.UTC(2026, 0, 6, 1, 0, 0)); // exactly the due time of the second SAE
    const data = await inbox('investigator', `projectId=${projectA}&kind=saeSubmit`);
    expect(data.rows.map((row) => [row.recordId, row.dueState])).toEqual([
      [ids.saeLate, 'overdue'],
      [ids.saeOpen, 'overdue'],
    ]);
    t.clock.set(NOW);
  });

  it('filters by kind and pages, with counts of every kind', async () => {
    const first = await inbox('investigator', `projectId=${projectA}&limit=3&offset=0`);
    const second = await inbox('investigator', `projectId=${projectA}&limit=3&offset=3`);
    expect(first.total).toBe(7);
    expect([...keysOf(first), ...keysOf(second)]).toHaveLength(6);
    expect(new Set([...keysOf(first), ...keysOf(second)]).size).toBe(6);
    const conMeds = await inbox('investigator', `projectId=${projectA}&kind=conMedCheck`);
    expect(conMeds.total).toBe(2);
    expect(conMeds.rows.every((row) => row.kind === 'conMedCheck')).toBe(true);
    expect(conMeds.counts.saeSubmit).toBe(2);
  });

  it('shows each kind only where the user holds its button', async () => {
    const coordinator = await inbox('coordinator', `projectId=${projectA}&limit=100`);
    expect(coordinator.counts.aeSubmit).toBe(0);
    expect(coordinator.counts.saeRaise).toBe(1);
    expect(coordinator.rows.map((row) => row.kind)).toEqual(['saeRaise']);
    const monitor = await inbox('monitor', 'limit=100');
    expect(monitor.rows.filter((row) => SAFETY_KINDS.includes(row.kind))).toEqual([]);
    expect(SAFETY_KINDS.map((kind) => monitor.counts[kind])).toEqual(SAFETY_KINDS.map(() => 0));
  });

  it("shows nothing of a project to a user of another project, and a project's filter only its tasks", async () => {
    const other = await inbox('sysadmin', 'limit=100');
    expect(other.rows.some((row) => row.projectId === projectA)).toBe(false);
    expect(other.projects).toEqual([{ id: projectB, name: '待办项目乙' }]);
    expect(keysOf(other)).toContain(`aeSubmit:${ids.aeOfB}`);
    const filtered = await inbox('sysadmin', `projectId=${projectA}`);
    expect(filtered.total).toBe(0);
    expect(Object.values(filtered.counts).every((count) => count === 0)).toBe(true);
    const investigator = await inbox('investigator', `projectId=${projectB}`);
    expect(investigator.total).toBe(0);
  });

  it("shows no deviation to review of a subject marked invalid, while the subject's AE draft stays to submit", async () => {
    const invalid = await subject(projectB, 2);
    await t.db
      .updateTable('trialSubject')
      .set({ invalid: 1, invalidReason: '误入组' })
      .where('id', '=', invalid)
      .execute();
    const draft = await ae(projectB, invalid, '恶心', { createdAt: AT });
    await t.db
      .insertInto('safetyViolation')
      .values({
        projectId: projectB,
        subjectId: invalid,
        type: 20,
        severity: 2,
        occurredDate: '2026-01-03',
        description: '漏服一次',
        ...stamps('2026-01-03T02:00:00.000Z'),
      })
      .execute();
    const data = await inbox('sysadmin', `projectId=${projectB}&limit=100`);
    expect(keysOf(data).sort()).toEqual([`aeSubmit:${ids.aeOfB}`, `aeSubmit:${draft}`].sort());
    expect(data.counts).toMatchObject({ aeSubmit: 2, violationReview: 0 });
    expect(data.total).toBe(2);
  });

  it('clears a task once its record is submitted, reviewed or checked', async () => {
    const post = async (url: string, body: object) => {
      const res = await t.post(url, { projectId: projectA, version: 1, ...body }, 'investigator');
      expect(res.statusCode, res.body).toBe(200);
    };
    await post(aeLifecycle.submit.path, { id: ids.aeDraft, signature: await signatureOf(t, 'investigator') });
    await post(violationReviewEndpoint.path, { id: ids.violation });
    await post(conMedCheckEndpoint.path, { id: ids.conMedProhibited });
    const data = await inbox('investigator', `projectId=${projectA}&limit=100`);
    expect(keysOf(data)).not.toContain(`aeSubmit:${ids.aeDraft}`);
    expect(keysOf(data)).not.toContain(`violationReview:${ids.violation}`);
    expect(keysOf(data)).not.toContain(`conMedCheck:${ids.conMedProhibited}`);
    expect(data.counts).toMatchObject({ aeSubmit: 0, violationReview: 0, conMedCheck: 1 });
  });

  it('refuses an unknown kind and an anonymous caller', async () => {
    expect((await t.get(`${taskInboxEndpoint.path}?kind=nothing`, 'investigator')).statusCode).toBe(400);
    expect((await t.get(taskInboxEndpoint.path)).statusCode).toBe(401);
  });
});
