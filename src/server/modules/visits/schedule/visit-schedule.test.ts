import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleRow, VisitDayList, VisitSchedule, VisitSummary } from '../../../../shared/api/visits/schedule';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import { seedVisitSchedule } from './visit-schedule-kit';

let t: StaffTestApp;
let projectA: number;
let projectB: number;
let ids: Record<string, number>;

const NOW = Date.UTC(2026, 0, 5, 2, 0, 0); // 2026-01-05 10:00 in China

beforeAll(async () => {
  t = await createStaffTestApp();
  ({ projectA, projectB, ids } = await seedVisitSchedule(t));
});
afterAll(async () => t.close());

async function schedule(query: string, as = 'coordinator'): Promise<VisitSchedule> {
  const response = await t.get(`/api/trial/subject/visit/schedule?${query}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const keysOf = (rows: ScheduleRow[]) => rows.map((row) => Object.keys(ids).find((key) => ids[key] === row.id));

describe('the coordinator schedule', () => {
  it("lists the range's visits, today's and overdue first, then by day, without invalid subjects", async () => {
    t.clock.set(NOW);
    const data = await schedule(`from=2026-01-01&to=2026-01-31&projectId=${projectA}`);
    expect(data).toMatchObject({ today: '2026-01-05', from: '2026-01-01', to: '2026-01-31' });
    expect(keysOf(data.rows)).toEqual(['today', 'pastDay', 'missed', 'late']);
    expect(data.rows[0]).toMatchObject({
      projectName: '访视日程项目甲',
      subjectNumber: `S-${projectA}-1`,
      initials: 'ZSM',
      visitName: '筛选访视',
      day: '2026-01-05',
      windowStart: '2026-01-03',
      windowEnd: '2026-01-07',
      status: 'planned',
      dueToday: true,
      overdue: false,
    });
    // A done visit shows on the day it was done, flagged out of window.
    expect(data.rows[3]).toMatchObject({ day: '2026-01-12', plannedDate: '2026-01-08', outOfWindow: true });
    expect(keysOf(data.attention)).toEqual(['overdue', 'pastDay', 'today']);
    expect(data.attention[0]).toMatchObject({ overdue: true, dueToday: false });
  });

  it('filters by status, overdue and out of window included', async () => {
    const range = `from=2025-12-01&to=2026-01-31&projectId=${projectA}`;
    expect(keysOf((await schedule(`${range}&status=overdue`)).rows)).toEqual(['overdue']);
    expect(keysOf((await schedule(`${range}&status=outOfWindow`)).rows)).toEqual(['late']);
    expect(keysOf((await schedule(`${range}&status=missed`)).rows)).toEqual(['missed']);
    expect(keysOf((await schedule(`${range}&status=done`)).rows)).toEqual(['late']);
  });

  it("shows only the projects where the caller holds SubjectVisits; others' visits are left out", async () => {
    const all = await schedule('from=2026-01-01&to=2026-01-31');
    expect(all.projects.map((p) => p.id)).toContain(projectA);
    expect(all.projects.map((p) => p.id)).not.toContain(projectB);
    expect(all.rows.some((row) => row.projectId === projectB)).toBe(false);
    const other = await schedule(`from=2026-01-01&to=2026-01-31&projectId=${projectB}`);
    expect(other.rows).toEqual([]);
    expect(other.attention).toEqual([]);
    const investigator = await schedule(`from=2026-01-06&to=2026-01-06&projectId=${projectB}`, 'investigator');
    expect(keysOf(investigator.rows)).toEqual(['other']);
  });

  it('gives a user without SubjectVisits anywhere nothing, refuses others and anonymous callers', async () => {
    const none = await schedule('from=2026-01-01&to=2026-01-31', 'sysadmin');
    expect(none).toMatchObject({ projects: [], rows: [], attention: [] });
    expect((await t.get('/api/trial/subject/visit/schedule', 'finance')).statusCode).toBe(403);
    expect((await t.get('/api/trial/subject/visit/schedule')).statusCode).toBe(401);
    expect((await t.get('/api/trial/subject/visit/schedule.ics')).statusCode).toBe(401);
    expect((await t.get('/api/trial/subject/visit/day?date=2026-01-05')).statusCode).toBe(401);
  });

  it('refuses a range over 62 days, backwards or with impossible days, naming the field', async () => {
    const long = await t.get('/api/trial/subject/visit/schedule?from=2026-01-01&to=2026-03-05', 'coordinator');
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: '100' });
    expect(long.json().msg).toContain('字段「to」');
    const backwards = await t.get('/api/trial/subject/visit/schedule?from=2026-01-10&to=2026-01-01', 'coordinator');
    expect(backwards.json().msg).toContain('字段「to」');
    const impossible = await t.get('/api/trial/subject/visit/schedule?from=2026-02-30', 'coordinator');
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().msg).toContain('字段「from」');
  });
});

describe('the day list', () => {
  it("lists one day's visits of every status", async () => {
    t.clock.set(NOW);
    const response = await t.get(`/api/trial/subject/visit/day?date=2026-01-12&projectId=${projectA}`, 'coordinator');
    expect(response.statusCode, response.body).toBe(200);
    const data: VisitDayList = response.json().data;
    expect(data.date).toBe('2026-01-12');
    expect(keysOf(data.rows)).toEqual(['late']);
  });
});

describe('the .ics export', () => {
  it('parses as iCalendar with all-day events on the hospital day, never shifted by UTC', async () => {
    // 2026-02-28 16:30 UTC is 2026-03-01 00:30 in China: the March visit is today's and upcoming.
    t.clock.set(Date.UTC(2026, 1, 28, 16, 30));
    const response = await t.get(`/api/trial/subject/visit/schedule.ics?projectId=${projectA}`, 'coordinator');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('.ics');
    const text = response.body;
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events).toHaveLength(1);
    const [event] = events;
    if (!event) throw new Error('no event');
    expect(event.uid).toBe(`visit-${ids.march}@visits.trial-portal`);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-03-01');
    expect(event.endDate.toString()).toBe('2026-03-02');
    expect(event.summary).toBe(`S-${projectA}-1 随访, 末次; 结束`);
    expect(event.description).toContain('访视日程项目甲');
    expect(event.description).toContain('2026-02-27 ~ 2026-03-03');
    expect(text).toContain('DTSTART;VALUE=DATE:20260301');
    const [exported] = await auditRows(t.db, 'visit.export');
    expect(exported).toMatchObject({ entity: 'visit', entityId: String(projectA), actorName: 'coordinator' });
    expect(exported?.after).toMatchObject({ filters: { format: 'ics', projectId: projectA }, rows: 1 });
  });

  it("leaves out past, executed and other projects' visits", async () => {
    t.clock.set(NOW);
    const response = await t.get('/api/trial/subject/visit/schedule.ics?from=2025-12-01&to=2026-03-31', 'coordinator');
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    const uids = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent).uid);
    expect(uids).toContain(`visit-${ids.today}@visits.trial-portal`);
    expect(uids).toContain(`visit-${ids.march}@visits.trial-portal`);
    for (const key of ['overdue', 'pastDay', 'late', 'missed', 'invalidSubject', 'other'])
      expect(uids).not.toContain(`visit-${ids[key]}@visits.trial-portal`);
  });
});

describe('the visit summary', () => {
  async function summary(as = 'coordinator', projectId = projectA) {
    return t.get(`/api/trial/subject/visit/summary/${projectId}`, as);
  }

  it('counts planned, done, missed, out-of-window and overdue per visit and per month at the injected clock', async () => {
    t.clock.set(NOW);
    const response = await summary();
    expect(response.statusCode, response.body).toBe(200);
    const data: VisitSummary = response.json().data;
    expect(data.totals).toEqual({ planned: 6, done: 1, missed: 1, outOfWindow: 1, overdue: 1 });
    expect(data.deviations).toBe(2);
    expect(data.visits.map((v) => v.visitCode)).toEqual(['V1', 'V2', 'V3', 'V4', 'V5', 'V6']);
    expect(data.visits[2]).toEqual({
      visitCode: 'V3',
      visitName: '治疗第1周期',
      counts: { planned: 1, done: 1, missed: 0, outOfWindow: 1, overdue: 0 },
    });
    expect(data.months).toHaveLength(12);
    expect(data.months[0]?.month).toBe('2025-02');
    expect(data.months.at(-1)).toEqual({
      month: '2026-01',
      counts: { planned: 4, done: 1, missed: 1, outOfWindow: 1, overdue: 0 },
    });
    expect(data.months.at(-2)).toEqual({
      month: '2025-12',
      counts: { planned: 1, done: 0, missed: 0, outOfWindow: 0, overdue: 1 },
    });
  });

  it('counts a visit overdue once its window has ended', async () => {
    t.clock.set(Date.UTC(2026, 0, 7, 15, 59)); // 2026-01-07 23:59 in China: V1's window ends today
    const before: VisitSummary = (await summary()).json().data;
    expect(before.totals.overdue).toBe(2);
    expect(before.visits[0]?.counts.overdue).toBe(0);
    t.clock.set(Date.UTC(2026, 0, 7, 16, 0)); // a minute later it is 2026-01-08 there
    const data: VisitSummary = (await summary()).json().data;
    expect(data.totals.overdue).toBe(3);
    expect(data.visits[0]?.counts.overdue).toBe(1);
    t.clock.set(NOW);
  });

  it('is refused outside the project and to anonymous callers', async () => {
    expect((await summary('coordinator', projectB)).statusCode).toBe(403);
    expect((await summary('')).statusCode).toBe(401);
    expect((await summary('monitor')).statusCode).toBe(403);
  });
});
