import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import { aeTestFixture } from '../../safety/ae/ae-test-support';

let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
  await aeTestFixture(t);
});
afterAll(async () => t.close());

const FEED = '/api/trial/subject/visit/feed';

async function createFeed(as: string): Promise<string> {
  const response = await t.post(`${FEED}/create`, {}, as);
  expect(response.statusCode, response.body).toBe(200);
  const { path } = response.json<{ data: { path: string } }>().data;
  expect(path).toMatch(/^\/api\/feed\/visits\/[A-Za-z0-9_-]{43}\.ics$/);
  return path;
}

/** As a calendar application polls: no session, no staff header. */
const poll = (path: string) => t.app.inject({ method: 'GET', url: path });

function eventsOf(body: string) {
  return new ICAL.Component(ICAL.parse(body)).getAllSubcomponents('vevent');
}

describe('visit calendar feed', () => {
  it("answers the user's planned visits, uncached, to a caller without a session", async () => {
    const path = await createFeed('coordinator');
    const response = await poll(path);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    expect(response.headers['cache-control']).toContain('no-store');
    const events = eventsOf(response.body);
    expect(events.length).toBeGreaterThan(0);
    const schedule = await t.get('/api/trial/subject/visit/schedule?from=2026-01-05&to=2026-01-31', 'coordinator');
    const numbers = new Set(
      schedule.json<{ data: { rows: { subjectNumber: string }[] } }>().data.rows.map((r) => r.subjectNumber),
    );
    const summaries = events.map((event) => String(event.getFirstPropertyValue('summary')));
    expect(summaries.some((summary) => numbers.has(summary.split(' ')[0] ?? ''))).toBe(true);
    const state = await t.get(FEED, 'coordinator');
    expect(state.json().data).toMatchObject({ active: true, createdAt: '2026-01-05T02:00:00.000Z' });
  });

  it('keeps only the hash of the secret, in the database and the audit trail', async () => {
    const path = await createFeed('investigator');
    const secret = path.replace('/api/feed/visits/', '').replace('.ics', '');
    const row = await t.db
      .selectFrom('visitFeedToken')
      .selectAll()
      .where('userId', '=', await t.idOf('investigator'))
      .executeTakeFirstOrThrow();
    expect(row.tokenHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret);
    const audit = [...(await auditRows(t.db, 'visitFeed.create')), ...(await auditRows(t.db, 'visitFeed.replace'))];
    expect(audit.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it('stops answering the old URL when replaced, and any URL when revoked', async () => {
    const old = await createFeed('coordinator');
    const fresh = await createFeed('coordinator');
    expect((await poll(old)).statusCode).toBe(404);
    expect((await poll(fresh)).statusCode).toBe(200);
    const revoked = await t.post(`${FEED}/revoke`, {}, 'coordinator');
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await poll(fresh)).statusCode).toBe(404);
    expect((await t.get(FEED, 'coordinator')).json().data).toEqual({ active: false, createdAt: null });
    expect(await auditRows(t.db, 'visitFeed.revoke')).toHaveLength(1);
  });

  it('refuses a disabled user, and one who no longer holds the visit schedule', async () => {
    const path = await createFeed('investigator');
    const userId = await t.idOf('investigator');
    await t.db.updateTable('staffUser').set({ status: 'disabled' }).where('id', '=', userId).execute();
    expect((await poll(path)).statusCode).toBe(404);
    await t.db.updateTable('staffUser').set({ status: 'enabled' }).where('id', '=', userId).execute();
    expect((await poll(path)).statusCode).toBe(200);
    const roles = await t.db.selectFrom('userRole').selectAll().where('userId', '=', userId).execute();
    await t.db.deleteFrom('userRole').where('userId', '=', userId).execute();
    expect((await poll(path)).statusCode).toBe(404);
    await t.db.insertInto('userRole').values(roles).execute();
  });

  it('refuses a malformed or unknown secret the same way, and a role without the schedule', async () => {
    expect((await poll('/api/feed/visits/not-a-secret.ics')).statusCode).toBe(400);
    expect((await poll(`/api/feed/visits/${'A'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await t.post(`${FEED}/create`, {}, 'monitor')).statusCode).toBe(403);
  });
});
