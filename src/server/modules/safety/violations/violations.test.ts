import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SafetyRuleContent } from '../../../../shared/domain/safety/rules';
import { STALE_VERSION_MESSAGE } from '../../../services/staff-write';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import { loadDemoProjects, publishTestRules } from '../rules/safety-rules-test-support';

let t: StaffTestApp;
let projects: number[];
beforeAll(async () => {
  t = await createStaffTestApp();
  projects = await loadDemoProjects(t);
});
afterAll(async () => t.close());

const project = (position: number) => projects[position] ?? 0;
const BASE = '/api/trial/violation';

interface Row {
  id: number;
  subjectId: number;
  subjectNumber: string;
  initials: string;
  type: number | null;
  severity: number;
  occurredDate: string;
  description: string;
  source: string;
  subjectVisitId: number | null;
  visitName: string | null;
  status: string;
  reviewNote: string | null;
  reviewedBy: string | null;
  version: number;
}

async function list(position: number, query = '', as = 'investigator'): Promise<{ rows: Row[]; total: number }> {
  const response = await t.get(`${BASE}/list/${project(position)}?limit=100${query}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function pending(position: number) {
  const response = await t.get(`${BASE}/pendingVisits/${project(position)}`, 'investigator');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { outOfWindow: number; missed: number; total: number };
}

async function subjectOf(position: number): Promise<number> {
  const row = await t.db
    .selectFrom('trialSubject')
    .select('id')
    .where('projectId', '=', project(position))
    .where('invalid', '=', 0)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Publishes rules with these violation switches, retiring the project's published version. */
const publishRules = (position: number, violation: SafetyRuleContent['violation']) =>
  publishTestRules(t, project(position), { violation });

const save = (body: Record<string, unknown>, as = 'coordinator') => t.post(`${BASE}/save`, body, as);

describe('violations from the visits area', () => {
  it('records each out-of-window and missed demo visit once, and says how many are pending', async () => {
    const before = await pending(3);
    expect(before.outOfWindow).toBeGreaterThan(0);
    expect(before.missed).toBeGreaterThan(0);
    const recorded = {
      missed: (await list(3, '&source=visitMissed')).total,
      late: (await list(3, '&source=visitOutOfWindow')).total,
    };
    const created = await t.post(`${BASE}/fromVisits`, { projectId: project(3) }, 'investigator');
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toEqual({ created: before.total });
    expect(await pending(3)).toEqual({ outOfWindow: 0, missed: 0, total: 0 });
    const again = await t.post(`${BASE}/fromVisits`, { projectId: project(3) }, 'investigator');
    expect(again.json().data).toEqual({ created: 0 });

    const missed = await list(3, '&source=visitMissed');
    expect(missed.total).toBe(recorded.missed + before.missed);
    expect(missed.rows[0]).toMatchObject({
      type: null,
      severity: 1,
      status: 'open',
      subjectNumber: expect.any(String),
      initials: expect.any(String),
      visitName: expect.any(String),
      subjectVisitId: expect.any(Number),
      description: expect.stringContaining('访视缺失'),
    });
    const late = await list(3, '&source=visitOutOfWindow');
    expect(late.total).toBe(recorded.late + before.outOfWindow);
    const visit = await t.db
      .selectFrom('subjectVisit')
      .selectAll()
      .where('id', '=', late.rows[0]?.subjectVisitId ?? 0)
      .executeTakeFirstOrThrow();
    expect(visit).toMatchObject({ status: 'done', outOfWindow: 1 });
    expect(late.rows[0]?.occurredDate).toBe(visit.executedDate);
    const audit = (await auditRows(t.db, 'violation.create')).filter((row) => row.after?.projectId === project(3));
    expect(audit).toHaveLength(before.total);
    expect(audit[0]).toMatchObject({ entity: 'safety_violation', actorName: 'investigator' });
  });

  it('takes only the kinds the published rules switch on', async () => {
    await publishRules(4, { visitOutOfWindow: true, visitMissed: false });
    const counts = await pending(4);
    expect(counts.missed).toBe(0);
    expect(counts.outOfWindow).toBeGreaterThan(0);
    const missedBefore = (await list(4, '&source=visitMissed')).total;
    const lateBefore = (await list(4, '&source=visitOutOfWindow')).total;
    const created = await t.post(`${BASE}/fromVisits`, { projectId: project(4) }, 'investigator');
    expect(created.json().data).toEqual({ created: counts.outOfWindow });
    expect((await list(4, '&source=visitMissed')).total).toBe(missedBefore);
    expect((await list(4, '&source=visitOutOfWindow')).total).toBe(lateBefore + counts.outOfWindow);
  });
});

describe('entered violations', () => {
  it('creates, edits with the version, reviews, reopens and deletes, each with its audit row', async () => {
    const subjectId = await subjectOf(2);
    const body = { projectId: project(2), subjectId, type: 20, severity: 2, occurredDate: '2026-01-03' };
    const created = await save({ ...body, description: ' 第2周期给药剂量错误 ' });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json().data;
    let row = (await list(2)).rows.find((r) => r.id === id);
    expect(row).toMatchObject({
      type: 20,
      severity: 2,
      source: 'manual',
      status: 'open',
      description: '第2周期给药剂量错误',
    });

    const edited = await save({ ...body, id, version: 1, severity: 3, description: '第2周期给药剂量错误' });
    expect(edited.json().data).toEqual({ id, version: 2 });
    const stale = await save({ ...body, id, version: 1, description: '旧版本' });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ code: '100', msg: STALE_VERSION_MESSAGE });

    expect((await t.post(`${BASE}/review`, { projectId: project(2), id, version: 2 }, 'coordinator')).statusCode).toBe(
      403,
    );
    const reviewed = await t.post(
      `${BASE}/review`,
      { projectId: project(2), id, version: 2, note: '已告知研究者' },
      'investigator',
    );
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    row = (await list(2, '&status=reviewed')).rows.find((r) => r.id === id);
    expect(row).toMatchObject({
      status: 'reviewed',
      reviewNote: '已告知研究者',
      reviewedBy: 'investigator',
      version: 3,
    });
    expect((await save({ ...body, id, version: 3, description: '改' })).statusCode).toBe(400);
    expect((await t.post(`${BASE}/delete`, { projectId: project(2), id, version: 3 })).statusCode).toBe(401);
    expect((await t.post(`${BASE}/delete`, { projectId: project(2), id, version: 3 }, 'coordinator')).statusCode).toBe(
      400,
    );
    expect((await t.post(`${BASE}/review`, { projectId: project(2), id, version: 3 }, 'investigator')).statusCode).toBe(
      400,
    );

    const reopened = await t.post(`${BASE}/reopen`, { projectId: project(2), id, version: 3 }, 'investigator');
    expect(reopened.json().data).toEqual({ id, version: 4 });
    const deleted = await t.post(`${BASE}/delete`, { projectId: project(2), id, version: 4 }, 'coordinator');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await list(2)).rows.find((r) => r.id === id)).toBeUndefined();

    for (const action of ['create', 'update', 'review', 'reopen', 'delete']) {
      const [audit] = await auditRows(t.db, `violation.${action}`);
      expect(audit, action).toMatchObject({ entity: 'safety_violation', entityId: String(id) });
    }
    expect((await auditRows(t.db, 'violation.update'))[0]).toMatchObject({
      before: { severity: 2 },
      after: { severity: 3 },
    });
  });

  it('refuses bad input with the field named and changes nothing', async () => {
    const subjectId = await subjectOf(2);
    const body = {
      projectId: project(2),
      subjectId,
      type: 10,
      severity: 1,
      occurredDate: '2026-01-05',
      description: '入组标准不符',
    };
    const total = (await list(2)).total;
    const cases: [Record<string, unknown>, string][] = [
      [{ occurredDate: '2026-01-06' }, 'occurredDate'],
      [{ occurredDate: '2026-02-30' }, 'occurredDate'],
      [{ type: null }, 'type'],
      [{ subjectId: await subjectOf(3) }, 'subjectId'],
      [{ description: 'x'.repeat(1001) }, 'description'],
      [{ severity: 4 }, 'severity'],
    ];
    for (const [change, field] of cases) {
      const refused = await save({ ...body, ...change });
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().code).toBe('100');
      expect(refused.body).toContain(field);
    }
    expect((await list(2)).total).toBe(total);
  });

  it('keeps a project’s violations to its members: monitor reads, outsiders are refused, other rows are not found', async () => {
    const subjectId = await subjectOf(0);
    const body = {
      projectId: project(0),
      subjectId,
      type: 30,
      severity: 2,
      occurredDate: '2026-01-02',
      description: '合用酮康唑',
    };
    expect((await list(0, '', 'monitor')).total).toBeGreaterThan(0);
    expect((await save(body, 'monitor')).statusCode).toBe(403);
    expect((await t.post(`${BASE}/fromVisits`, { projectId: project(0) }, 'monitor')).statusCode).toBe(403);
    expect((await t.get(`${BASE}/list/${project(0)}`, 'sysadmin')).statusCode).toBe(403);
    expect((await t.get(`${BASE}/list/${project(4)}`, 'coordinator')).statusCode).toBe(403);
    const { id } = (await save(body)).json().data;
    const smuggled = await t.post(`${BASE}/review`, { projectId: project(1), id, version: 1 }, 'investigator');
    expect(smuggled.statusCode).toBe(404);
    const visitRow = (await list(0, '&source=visitMissed')).rows[0];
    const removeVisit = await t.post(
      `${BASE}/delete`,
      { projectId: project(0), id: visitRow?.id, version: visitRow?.version },
      'coordinator',
    );
    expect(removeVisit.statusCode).toBe(400);
  });
});
