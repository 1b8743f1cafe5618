import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubjectVisit, SubjectVisitCalendar } from '../../../../shared/api/visits/subject-visits';
import type { PlanVisitSpec } from '../../../../shared/domain/visits/schedule';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import { firstPlan, publishPlan, spec } from './subject-visits-kit';

let t: StaffTestApp;
let projects: number[];
beforeAll(async () => {
  t = await createStaffTestApp();
  projects = (await t.db.selectFrom('project').select('id').orderBy('id').limit(6).execute()).map((p) => p.id);
});
afterAll(async () => t.close());

const project = (position: number) => projects[position] ?? 0;
const visitApi = (path: string, body: Record<string, unknown>, as = 'coordinator') =>
  t.post(`/api/trial/subject/visit/${path}`, body, as);

/** A subject added by hand and enrolled on `day` through the subjects endpoints (the generation hook). */
async function enrolledSubject(projectId: number, day: string) {
  const added = await t.post(
    '/api/trial/subject/save',
    { projectId, initials: 'WXY', screeningDate: day },
    'coordinator',
  );
  expect(added.statusCode, added.body).toBe(200);
  const { id, version } = added.json().data as { id: number; version: number };
  const enrolled = await t.post(
    '/api/trial/subject/setStatus',
    { projectId, id, version, action: 'enrol', date: day, consentDate: day },
    'coordinator',
  );
  expect(enrolled.statusCode, enrolled.body).toBe(200);
  return id;
}

async function calendar(projectId: number, subjectId: number, as = 'coordinator'): Promise<SubjectVisitCalendar> {
  const response = await t.get(`/api/trial/subject/visit/${projectId}/subject/${subjectId}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const visitOf = (cal: SubjectVisitCalendar, code: string, cycle = 1): SubjectVisit => {
  const found = cal.visits.find((visit) => visit.visitCode === code && visit.cycle === cycle);
  if (!found) throw new Error(`no visit ${code}#${cycle}`);
  return found;
};

let planV1: { id: number; planVersion: number };
let subjectId: number;

describe('generation on enrolment', () => {
  beforeAll(async () => {
    t.clock.set(Date.UTC(2026, 0, 5, 2, 0, 0));
    planV1 = await publishPlan(t, project(0), firstPlan);
    subjectId = await enrolledSubject(project(0), '2026-01-05');
  });

  it("pins the published version and stores its visits with windows, in the enrolment's transaction", async () => {
    const cal = await calendar(project(0), subjectId);
    expect(cal.plan).toMatchObject({ id: planV1.id, planVersion: planV1.planVersion, anchor: 'enrolment' });
    expect(cal.newerPlan).toBe(false);
    expect(cal.subject.visitAnchorDate).toBe('2026-01-05');
    expect(cal.visits.map((v) => `${v.visitCode}#${v.cycle}@${v.plannedDate}`)).toEqual([
      'V1#1@2026-01-05',
      'C#1@2026-01-12',
      'C#2@2026-02-02',
      'C#3@2026-02-23',
      'FU#1@2026-04-05',
    ]);
    expect(visitOf(cal, 'C', 2)).toMatchObject({
      windowStart: '2026-01-31',
      windowEnd: '2026-02-04',
      status: 'planned',
    });
    expect(visitOf(cal, 'V1')).toMatchObject({ dueToday: true, overdue: false, groupName: '筛选期' });
    const [audit] = await auditRows(t.db, 'visit.generate');
    expect(audit).toMatchObject({ entity: 'trialSubject', entityId: String(subjectId), actorName: 'coordinator' });
    expect(audit?.after).toMatchObject({ planVersion: planV1.planVersion, visits: 5, visitAnchorDate: '2026-01-05' });
    expect(audit?.afterValue).not.toContain('WXY');
  });

  it('predicts the dates for an anchor day before enrolment, month ends included', async () => {
    const response = await t.get(`/api/trial/subject/visit/${project(0)}/predict?anchorDate=2026-01-31`, 'monitor');
    expect(response.statusCode, response.body).toBe(200);
    const { plan, visits } = response.json().data;
    expect(plan.planVersion).toBe(planV1.planVersion);
    expect(visits.map((v: { plannedDate: string }) => v.plannedDate)).toEqual([
      '2026-01-31',
      '2026-02-07',
      '2026-02-28',
      '2026-03-21',
      '2026-05-01',
    ]);
  });
});

describe("the coordinator's writes", () => {
  it('plans a day inside the window freely, outside it only with a reason', async () => {
    const c1 = visitOf(await calendar(project(0), subjectId), 'C', 1);
    const inside = await visitApi('setPlanDate', {
      projectId: project(0),
      id: c1.id,
      version: c1.version,
      plannedDate: '2026-01-14',
    });
    expect(inside.statusCode, inside.body).toBe(200);
    const outside = { projectId: project(0), id: c1.id, version: c1.version + 1, plannedDate: '2026-01-20' };
    const refused = await visitApi('setPlanDate', outside);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: '100', data: { field: 'reason' } });
    expect(visitOf(await calendar(project(0), subjectId), 'C', 1).plannedDate).toBe('2026-01-14');
    const stale = await visitApi('setPlanDate', { ...outside, version: c1.version, reason: '患者出差' });
    expect(stale.statusCode).toBe(400);
    const saved = await visitApi('setPlanDate', { ...outside, reason: '患者出差' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(visitOf(await calendar(project(0), subjectId), 'C', 1)).toMatchObject({
      plannedDate: '2026-01-20',
      planDateReason: '患者出差',
      windowEnd: '2026-01-14',
    });
    const [audit] = await auditRows(t.db, 'visit.setPlanDate');
    expect(audit).toMatchObject({ entity: 'trialSubject', entityId: String(subjectId) });
    expect(audit?.after).toMatchObject({ subjectVisitId: c1.id, plannedDate: '2026-01-20' });
    expect(audit?.afterValue).not.toContain('出差');
  });

  it('records an executed visit with its activities; out of window is flagged and listed as a deviation', async () => {
    const v1 = visitOf(await calendar(project(0), subjectId), 'V1');
    const base = { projectId: project(0), id: v1.id, version: v1.version };
    const future = await visitApi('setExecDate', { ...base, executedDate: '2026-01-06', activitiesDone: ['lab'] });
    expect(future.json()).toMatchObject({ code: '100', data: { field: 'executedDate' } });
    const foreign = await visitApi('setExecDate', { ...base, executedDate: '2026-01-05', activitiesDone: ['ecg'] });
    expect(foreign.json()).toMatchObject({ code: '100', data: { field: 'activitiesDone' } });
    const done = await visitApi('setExecDate', { ...base, executedDate: '2026-01-05', activitiesDone: ['lab'] });
    expect(done.statusCode, done.body).toBe(200);
    expect(visitOf(await calendar(project(0), subjectId), 'V1')).toMatchObject({
      status: 'done',
      executedDate: '2026-01-05',
      outOfWindow: false,
      activitiesDone: ['lab'],
      dueToday: false,
    });

    t.clock.set(Date.UTC(2026, 0, 8, 2, 0, 0));
    const c1 = visitOf(await calendar(project(0), subjectId), 'C', 1);
    const early = await visitApi('setExecDate', {
      projectId: project(0),
      id: c1.id,
      version: c1.version,
      executedDate: '2026-01-08',
      activitiesDone: ['lab', 'dosing'],
    });
    expect(early.statusCode, early.body).toBe(200);
    expect(visitOf(await calendar(project(0), subjectId), 'C', 1)).toMatchObject({ status: 'done', outOfWindow: true });
    const deviations = (await t.get(`/api/trial/subject/visit/${project(0)}/deviations`, 'monitor')).json().data;
    expect(deviations.rows).toContainEqual(
      expect.objectContaining({
        subjectVisitId: c1.id,
        kind: 'outOfWindow',
        daysOutside: 2,
        executedDate: '2026-01-08',
      }),
    );
    const [audit] = await auditRows(t.db, 'visit.setExecDate');
    expect(audit?.after).toMatchObject({ subjectVisitId: c1.id, outOfWindow: true, status: 'done' });
  });

  it("flags overdue at the hospital's today (23:30 UTC is the next day in Beijing), then missed with a reason", async () => {
    // Cycle 2's window ends 2026-02-04.
    t.clock.set(Date.UTC(2026, 1, 4, 15, 30, 0)); // 23:30 on 02-04 in Beijing: still inside the window
    expect(visitOf(await calendar(project(0), subjectId), 'C', 2).overdue).toBe(false);
    t.clock.set(Date.UTC(2026, 1, 4, 23, 30, 0)); // 07:30 on 02-05 in Beijing
    const c2 = visitOf(await calendar(project(0), subjectId), 'C', 2);
    expect(c2.overdue).toBe(true);
    const overdue = (await t.get(`/api/trial/subject/visit/${project(0)}/deviations`, 'coordinator')).json().data;
    expect(overdue.today).toBe('2026-02-05');
    expect(overdue.rows).toContainEqual(
      expect.objectContaining({ subjectVisitId: c2.id, kind: 'overdue', daysOutside: 1 }),
    );

    const noReason = await visitApi('missed', { projectId: project(0), id: c2.id, version: c2.version, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const missed = await visitApi('missed', {
      projectId: project(0),
      id: c2.id,
      version: c2.version,
      reason: '患者失访',
    });
    expect(missed.statusCode, missed.body).toBe(200);
    expect(visitOf(await calendar(project(0), subjectId), 'C', 2)).toMatchObject({ status: 'missed', overdue: false });
    const rows = (await t.get(`/api/trial/subject/visit/${project(0)}/deviations`, 'coordinator')).json().data.rows;
    expect(rows).toContainEqual(expect.objectContaining({ subjectVisitId: c2.id, kind: 'missed', reason: '患者失访' }));
    const again = await visitApi('missed', {
      projectId: project(0),
      id: c2.id,
      version: c2.version + 1,
      reason: '重复',
    });
    expect(again.statusCode).toBe(400);
  });

  it('resets a done visit to planned, clearing what was recorded', async () => {
    const v1 = visitOf(await calendar(project(0), subjectId), 'V1');
    const reset = await visitApi('reset', { projectId: project(0), id: v1.id, version: v1.version });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(visitOf(await calendar(project(0), subjectId), 'V1')).toMatchObject({
      status: 'planned',
      executedDate: null,
      activitiesDone: [],
      overdue: true,
    });
    expect((await auditRows(t.db, 'visit.reset'))[0]?.before).toMatchObject({ subjectVisitId: v1.id, status: 'done' });
    const planned = await visitApi('reset', { projectId: project(0), id: v1.id, version: v1.version + 1 });
    expect(planned.statusCode).toBe(400);
  });
});

describe('a newer plan version', () => {
  it('is applied only on request, keeping executed and missed visits and replacing the pending ones', async () => {
    const before = await calendar(project(0), subjectId);
    const c1 = visitOf(before, 'C', 1);
    const c2 = visitOf(before, 'C', 2);
    const planV2 = await publishPlan(t, project(0), [
      firstPlan[0] as PlanVisitSpec,
      spec('C', {
        name: '治疗周期',
        dayOffset: 7,
        windowBefore: 3,
        windowAfter: 3,
        repeat: { every: 21, unit: 'day', times: 4 },
      }),
      spec('EOT', { name: '治疗结束', dayOffset: 100, windowBefore: 5, windowAfter: 5 }),
    ]);
    const pinned = await calendar(project(0), subjectId);
    expect(pinned.plan?.planVersion).toBe(planV1.planVersion);
    expect(pinned.newerPlan).toBe(true);
    expect(pinned.publishedPlan?.planVersion).toBe(planV2.planVersion);

    const body = { projectId: project(0), subjectId, version: pinned.subject.version };
    expect((await visitApi('applyPlan', { ...body, version: body.version - 1 })).statusCode).toBe(400);
    const applied = await visitApi('applyPlan', body);
    expect(applied.statusCode, applied.body).toBe(200);
    const after = await calendar(project(0), subjectId);
    expect(after.plan?.planVersion).toBe(planV2.planVersion);
    expect(after.newerPlan).toBe(false);
    expect(visitOf(after, 'C', 1)).toMatchObject({ id: c1.id, status: 'done', planId: planV1.id });
    expect(visitOf(after, 'C', 2)).toMatchObject({ id: c2.id, status: 'missed', planId: planV1.id });
    expect(visitOf(after, 'C', 3)).toMatchObject({ planId: planV2.id, windowStart: '2026-02-20', status: 'planned' });
    expect(visitOf(after, 'C', 4).plannedDate).toBe('2026-03-16');
    expect(visitOf(after, 'EOT').planId).toBe(planV2.id);
    expect(after.visits.some((visit) => visit.visitCode === 'FU')).toBe(false);
    const [audit] = await auditRows(t.db, 'visit.applyPlan');
    expect(audit).toMatchObject({ entity: 'trialSubject', entityId: String(subjectId), actorName: 'coordinator' });
    expect(audit?.before).toMatchObject({ planVersion: planV1.planVersion });
    expect(audit?.after).toMatchObject({ planVersion: planV2.planVersion, kept: [c1.id, c2.id] });
    expect((await visitApi('applyPlan', { ...body, version: body.version + 1 })).statusCode).toBe(400);
  });
});

describe('access', () => {
  it("refuses a project one is not on (403), names another project's visit not found (404), and keeps the monitor read-only", async () => {
    expect((await t.get(`/api/trial/subject/visit/${project(3)}/subject/${subjectId}`, 'coordinator')).statusCode).toBe(
      403,
    );
    expect((await t.get(`/api/trial/subject/visit/${project(1)}/subject/${subjectId}`, 'coordinator')).statusCode).toBe(
      404,
    );
    const cal = await calendar(project(0), subjectId, 'monitor');
    const visit = visitOf(cal, 'EOT');
    const body = { id: visit.id, version: visit.version, plannedDate: visit.plannedDate };
    const smuggled = await visitApi('setPlanDate', { ...body, projectId: project(1) });
    expect(smuggled.statusCode).toBe(404);
    expect((await visitApi('setPlanDate', { ...body, projectId: project(0) }, 'monitor')).statusCode).toBe(403);
    expect((await visitApi('applyPlan', { projectId: project(0), subjectId, version: 1 }, 'monitor')).statusCode).toBe(
      403,
    );
    expect((await t.get(`/api/trial/subject/visit/${project(0)}/deviations`)).statusCode).toBe(401);
  });
});
