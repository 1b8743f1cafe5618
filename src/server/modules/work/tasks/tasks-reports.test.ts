import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TaskInbox, taskInboxEndpoint } from '../../../../shared/api/work/tasks';
import { type StaffTestApp, createStaffTestApp } from '../../../staff-test-kit';
import { createFieldCipher } from '../../../lib/field-crypto';
import { insertProject, testKeys } from '../../../test-support';

/** SUSAR and DSUR reports, visits and follow-ups in the inbox (the safety records' basics are in tasks.test.ts). */
let t: StaffTestApp;
let projectId: number;
const ids: Record<string, number> = {};

const NOW = Date.UTC(2026, 0, 5, 2, 0, 0); // 2026-01-05 10:00 in China
const AT = '2025-12-01T00:00:00.000Z';
const times = { createdAt: AT, updatedAt: AT };
const stamps = { createdBy: 'investigator', ...times };
const cipher = createFieldCipher(testKeys().patientKeys);

async function insertSusar(values: { status: string; learnedDate: string; fatal: number; initialId?: number }) {
  const { id } = await t.db
    .insertInto('safetySusar')
    .values({
      projectId,
      reportType: values.initialId ? 'followup' : 'first',
      drugName: '试验药A',
      reaction: '间质性肺炎',
      description: '住院',
      pvStatus: values.status === 'submitted' ? 'waiting' : 'new',
      ...values,
      ...stamps,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function seedVisitsAndFollowUps(subjectId: number) {
  const plan = await t.db
    .insertInto('visitPlan')
    .values({ projectId, planVersion: 1, status: 'published', name: '方案', anchor: 'enrolment', ...times })
    .returning('id')
    .executeTakeFirstOrThrow();
  const visit = (code: string, window: [string, string]) =>
    t.db
      .insertInto('subjectVisit')
      .values({
        projectId,
        subjectId,
        planId: plan.id,
        visitCode: code,
        name: `访视${code}`,
        sort: 1,
        plannedDate: window[0],
        windowStart: window[0],
        windowEnd: window[1],
        createdAt: AT,
        updatedAt: AT,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  ids.visitOverdue = (await visit('V1', ['2025-12-20', '2026-01-04'])).id;
  ids.visitOpen = (await visit('V2', ['2026-01-05', '2026-01-07'])).id;
  ids.visitLater = (await visit('V3', ['2026-01-06', '2026-01-08'])).id;
  const patient = (serial: number, nextFollowUp: string) =>
    t.db
      .insertInto('recruitPatient')
      .values({
        projectId,
        mrnHash: `h-${serial}`,
        nameEnc: cipher.encrypt('王晓红'),
        mrnEnc: cipher.encrypt(`MRN-${serial}`),
        source: 0,
        nextFollowUp,
        ...times,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  ids.followToday = (await patient(1, '2026-01-05')).id;
  ids.followLater = (await patient(2, '2026-01-06')).id;
}

beforeAll(async () => {
  t = await createStaffTestApp();
  t.clock.set(NOW);
  projectId = await insertProject(t.db, { name: '报告待办项目' });
  const role = await t.db.selectFrom('role').select('id').where('code', '=', 'investigator').executeTakeFirstOrThrow();
  await t.db
    .insertInto('userProjectRole')
    .values({ userId: await t.idOf('investigator'), projectId, roleId: role.id })
    .execute();
  const subject = await t.db
    .insertInto('trialSubject')
    .values({
      projectId,
      seq: 1,
      subjectNumber: 'S-001',
      initials: 'LXM',
      status: 'enrolled',
      screeningDate: '2025-11-20',
      ...times,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.initial = await insertSusar({ status: 'submitted', learnedDate: '2025-12-20', fatal: 1 });
  ids.followUp = await insertSusar({ status: 'draft', learnedDate: '2026-01-02', fatal: 0, initialId: ids.initial });
  const dsur = {
    dibd: '2024-10-15',
    reportYear: 2025,
    periodStart: '2024-10-16',
    dataLockPoint: '2025-10-15',
    summary: '年度',
  };
  ids.dsur = (
    await t.db
      .insertInto('safetyDsur')
      .values({ projectId, ...dsur, ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await seedVisitsAndFollowUps(subject.id);
});

afterAll(async () => {
  await t.close();
});

async function inbox(query: string): Promise<TaskInbox> {
  const res = await t.get(`${taskInboxEndpoint.path}?projectId=${projectId}&limit=100&${query}`, 'investigator');
  expect(res.statusCode).toBe(200);
  return res.json<{ data: TaskInbox }>().data;
}

describe('reports, visits and follow-ups in the task inbox', () => {
  it("dates a follow-up SUSAR from its initial report's clock and a DSUR from its data lock point", async () => {
    const susar = (await inbox('kind=susarSubmit')).rows;
    // Initial: learned 2025-12-20, fatal: due day 2025-12-27; the follow-up 8 days later.
    expect(susar).toMatchObject([{ recordId: ids.followUp, dueLabel: '2026-01-04', overdue: true }]);
    const dsur = (await inbox('kind=dsurSubmit')).rows;
    expect(dsur).toMatchObject([
      {
        recordId: ids.dsur,
        dueLabel: '2025-12-14',
        overdue: true,
        title: { 'zh-CN': 'DSUR报告待提交 · 2025年度', en: 'DSUR report to submit · 2025 annual' },
      },
    ]);
    const pv = (await inbox('kind=pvReview')).rows;
    expect(pv).toMatchObject([{ recordId: ids.initial, pvKind: 'susar', dueAt: null, overdue: false }]);
  });

  it("lists visits whose window has opened, overdue when it closed before today, and today's follow-ups", async () => {
    const visits = (await inbox('kind=visitDue')).rows;
    expect(visits.map((row) => [row.recordId, row.overdue, row.dueLabel])).toEqual([
      [ids.visitOverdue, true, '2026-01-04'],
      [ids.visitOpen, false, '2026-01-07'],
    ]);
    expect(visits[0]).toMatchObject({ subjectNumber: 'S-001', initials: 'LXM' });
    const follow = (await inbox('kind=followUp')).rows;
    expect(follow).toMatchObject([
      { recordId: ids.followToday, subjectId: null, title: expect.objectContaining({ 'zh-CN': '患者待随访 · 王*红' }) },
    ]);
    expect(JSON.stringify(follow)).not.toContain('王晓红');
    expect(JSON.stringify(follow)).not.toContain('MRN-');
  });
});
