import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRecruitmentDemo } from '../../../db/seed/demo-recruitment';
import { createFieldCipher } from '../../../lib/field-crypto';
import { STALE_VERSION_MESSAGE } from '../../../services/staff-write';
import { type StaffTestApp, auditRows, createStaffTestApp, signatureOf } from '../../../staff-test-kit';

// The test clock: Monday 2026-01-05, 10:00 hospital time. The monitor is on demo projects 0, 1
// and 3, the coordinator on 0, 1 and 2.
let t: StaffTestApp;
let projects: number[];
beforeAll(async () => {
  t = await createStaffTestApp();
  await loadRecruitmentDemo(t.db, createFieldCipher([randomBytes(32)]), t.clock());
  projects = (await t.db.selectFrom('project').select('id').orderBy('id').limit(6).execute()).map((p) => p.id);
});
afterAll(async () => t.close());

const project = (position: number) => projects[position] ?? 0;

interface Visit {
  id: number;
  visitDate: string;
  monitorName: string;
  proposedDate: string | null;
  status: string;
  siteNote: string | null;
  reportSummary: string | null;
  subjectsReviewed: { id: number; subjectNumber: string }[];
  workHours: number | null;
  version: number;
}

async function visits(position: number, as = 'monitor'): Promise<Visit[]> {
  const response = await t.get(`/api/quality/monitoring/list/${project(position)}?limit=100`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().rows;
}
const visitOf = async (position: number, id: number) => (await visits(position)).find((row) => row.id === id);
const book = (position: number, visitDate: string, as = 'monitor') =>
  t.post('/api/bus/appointment/book', { projectId: project(position), visitDate, purpose: '常规监查' }, as);
const move = (action: string, body: Record<string, unknown>, as: string) =>
  t.post(`/api/bus/appointment/${action}`, body, as);

describe('appointments: book, accept, refuse, adjust', () => {
  it('books a weekday in the window, and the coordinator accepts it, with audit rows', async () => {
    const booked = await book(0, '2026-01-07');
    expect(booked.statusCode, booked.body).toBe(200);
    const { id } = booked.json().data;
    expect(await visitOf(0, id)).toMatchObject({ status: 'booked', visitDate: '2026-01-07', version: 1 });
    // The list names the monitor by the account's real name, not the sign-in name.
    const monitor = await t.db
      .selectFrom('staffUser')
      .select('realname')
      .where('userName', '=', 'monitor')
      .executeTakeFirstOrThrow();
    expect(monitor.realname).not.toBe('monitor');
    expect((await visitOf(0, id))?.monitorName).toBe(monitor.realname);

    // The monitor cannot accept their own booking.
    expect((await move('accept', { projectId: project(0), id, version: 1 }, 'monitor')).statusCode).toBe(403);
    const accepted = await move('accept', { projectId: project(0), id, version: 1 }, 'coordinator');
    expect(accepted.json().data).toEqual({ id, version: 2 });
    expect(await visitOf(0, id)).toMatchObject({ status: 'accepted' });
    const [audit] = await auditRows(t.db, 'appointment.accept');
    expect(audit).toMatchObject({ entity: 'monitoring_visit', entityId: String(id), actorName: 'coordinator' });
    expect(audit?.before).toMatchObject({ status: 'booked' });
    expect(audit?.after).toMatchObject({ status: 'accepted' });
    expect((await auditRows(t.db, 'appointment.book')).some((row) => row.entityId === String(id))).toBe(true);

    // Accepting again is not a move of the machine.
    const again = await move('accept', { projectId: project(0), id, version: 2 }, 'coordinator');
    expect(again.statusCode).toBe(400);
  });

  it('refuses with a reason; a refused visit cannot be accepted', async () => {
    const { id } = (await book(0, '2026-01-08')).json().data;
    const noReason = await move('refuse', { projectId: project(0), id, version: 1 }, 'coordinator');
    expect(noReason.statusCode).toBe(400);
    const refused = await move(
      'refuse',
      { projectId: project(0), id, version: 1, reason: '当天伦理会议' },
      'coordinator',
    );
    expect(refused.statusCode, refused.body).toBe(200);
    expect(await visitOf(0, id)).toMatchObject({ status: 'refused', siteNote: '当天伦理会议' });
    const late = await move('accept', { projectId: project(0), id, version: 2 }, 'coordinator');
    expect(late.statusCode).toBe(400);
  });

  it('proposes another day; the monitor confirms it and the visit moves to it', async () => {
    const { id } = (await book(1, '2026-01-09')).json().data;
    const ref = { projectId: project(1), id };
    const weekend = await move('adjust', { ...ref, version: 1, proposedDate: '2026-01-10' }, 'coordinator');
    expect(weekend.statusCode).toBe(400);
    expect(weekend.json().msg).toContain('监查日');
    const adjusted = await move(
      'adjust',
      { ...ref, version: 1, proposedDate: '2026-01-12', note: '改到下周一' },
      'coordinator',
    );
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect(await visitOf(1, id)).toMatchObject({
      status: 'adjusted',
      proposedDate: '2026-01-12',
      visitDate: '2026-01-09',
    });
    // The coordinator cannot confirm for the monitor.
    expect((await move('confirm', { ...ref, version: 2 }, 'coordinator')).statusCode).toBe(403);
    const confirmed = await move('confirm', { ...ref, version: 2 }, 'monitor');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await visitOf(1, id)).toMatchObject({ status: 'accepted', visitDate: '2026-01-12', proposedDate: null });
  });

  it('cancels an adjusted visit at the monitor’s word', async () => {
    const { id } = (await book(1, '2026-01-13')).json().data;
    await move('adjust', { projectId: project(1), id, version: 1, proposedDate: '2026-01-14' }, 'coordinator');
    const cancelled = await move('cancel', { projectId: project(1), id, version: 2 }, 'monitor');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await visitOf(1, id)).toMatchObject({ status: 'cancelled', visitDate: '2026-01-13' });
  });

  it('refuses a stale version, leaving the visit as it was', async () => {
    const { id } = (await book(0, '2026-01-15')).json().data;
    await move('accept', { projectId: project(0), id, version: 1 }, 'coordinator');
    const stale = await move('refuse', { projectId: project(0), id, version: 1, reason: 'x' }, 'coordinator');
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ msg: STALE_VERSION_MESSAGE });
    expect(await visitOf(0, id)).toMatchObject({ status: 'accepted', siteNote: null, version: 2 });
  });

  it('refuses days outside the rules and bad input, booking nothing', async () => {
    const before = (await visits(0)).length;
    for (const [day, text] of [
      ['2026-01-10', '监查日'],
      ['2026-01-05', '至少需提前1天'],
      ['2026-06-01', '最多只能提前90天'],
    ] as const) {
      const refused = await book(0, day);
      expect(refused.statusCode, day).toBe(400);
      expect(refused.json().msg).toContain(text);
    }
    const badDay = await book(0, '2026-02-30');
    expect(badDay.statusCode).toBe(400);
    const unknownField = await t.post(
      '/api/bus/appointment/book',
      { projectId: project(0), visitDate: '2026-01-16', purpose: 'x', extra: 1 },
      'monitor',
    );
    expect(unknownField.statusCode).toBe(400);
    expect(await visits(0)).toHaveLength(before);
  });

  it('holds a day for as many monitors as the rules allow', async () => {
    const rules = {
      projectId: project(0),
      version: 0,
      weekdays: [1, 2, 3, 4, 5],
      maxMonitors: 1,
      minNoticeDays: 1,
      maxDaysAhead: 30,
    };
    expect((await t.post('/api/bus/appointmentRule/save', rules, 'monitor')).statusCode).toBe(403);
    const saved = await t.post('/api/bus/appointmentRule/save', rules, 'coordinator');
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await book(0, '2026-01-20')).statusCode).toBe(200);
    const full = await book(0, '2026-01-20');
    expect(full.statusCode).toBe(400);
    expect(full.json().msg).toContain('已满');
    const stale = await t.post('/api/bus/appointmentRule/save', { ...rules, maxMonitors: 3 }, 'coordinator');
    expect(stale.json()).toMatchObject({ msg: STALE_VERSION_MESSAGE });
  });

  it('gives a monitor of other projects 403 on a project they are not on', async () => {
    expect((await book(2, '2026-01-07')).statusCode).toBe(403);
    expect((await t.get(`/api/quality/monitoring/list/${project(2)}`, 'monitor')).statusCode).toBe(403);
    expect((await t.get(`/api/quality/monitoring/list/${project(3)}`, 'monitor')).statusCode).toBe(200);
  });
});

describe('the visit: launch and close with the signed report', () => {
  it('launches on its day and closes with the report, subjects reviewed and hours', async () => {
    const { id } = (await book(0, '2026-01-06')).json().data;
    const ref = { projectId: project(0), id };
    await move('accept', { ...ref, version: 1 }, 'coordinator');
    const early = await move('launch', { ...ref, version: 2 }, 'coordinator');
    expect(early.statusCode).toBe(400);
    t.clock.advance(24 * 3600_000);
    try {
      const launched = await move('launch', { ...ref, version: 2 }, 'coordinator');
      expect(launched.statusCode, launched.body).toBe(200);
      const subject = await t.db
        .selectFrom('trialSubject')
        .select(['id', 'subjectNumber'])
        .where('projectId', '=', project(0))
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const body = { ...ref, version: 3, summary: '核查2例受试者知情同意', subjectIds: [subject.id], workHours: 6.5 };
      const unsigned = await t.post('/api/quality/monitoring/close', body, 'monitor');
      expect(unsigned.statusCode).toBe(400);
      const byCoordinator = await t.post(
        '/api/quality/monitoring/close',
        { ...body, signature: await signatureOf(t, 'coordinator') },
        'coordinator',
      );
      expect(byCoordinator.statusCode).toBe(403);
      const closed = await t.post(
        '/api/quality/monitoring/close',
        { ...body, signature: { ...(await signatureOf(t, 'monitor')), meaning: 'monitor-reports' } },
        'monitor',
      );
      expect(closed.statusCode, closed.body).toBe(200);
      expect(await visitOf(0, id)).toMatchObject({
        status: 'closed',
        reportSummary: '核查2例受试者知情同意',
        subjectsReviewed: [{ id: subject.id, subjectNumber: subject.subjectNumber }],
        workHours: 6.5,
      });
      const [signed] = await auditRows(t.db, 'signature.sign');
      expect(signed).toMatchObject({ entity: 'monitoring_visit', entityId: String(id), actorName: 'monitor' });
    } finally {
      t.clock.advance(-24 * 3600_000);
    }
  });
});

describe('remote monitoring', () => {
  it('is opened and closed by the investigator only, with audit rows', async () => {
    const setting = async () => (await t.get(`/api/bus/appointmentRule/${project(1)}`, 'monitor')).json().data;
    expect(await setting()).toMatchObject({ remoteOpen: false, version: 0 });
    const body = { projectId: project(1), version: 0 };
    expect((await t.post('/api/quality/monitoring/remote/open', body, 'coordinator')).statusCode).toBe(403);
    expect((await t.post('/api/quality/monitoring/remote/open', body, 'investigator')).statusCode).toBe(200);
    expect(await setting()).toMatchObject({ remoteOpen: true, version: 1 });
    const twice = await t.post('/api/quality/monitoring/remote/open', { ...body, version: 1 }, 'investigator');
    expect(twice.statusCode).toBe(400);
    expect(
      (await t.post('/api/quality/monitoring/remote/close', { ...body, version: 1 }, 'investigator')).statusCode,
    ).toBe(200);
    expect(await setting()).toMatchObject({ remoteOpen: false, version: 2 });
    expect((await auditRows(t.db, 'remote.open'))[0]).toMatchObject({
      entityId: String(project(1)),
      actorName: 'investigator',
    });
  });
});
