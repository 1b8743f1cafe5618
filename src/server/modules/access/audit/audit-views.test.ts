import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffTestApp, createStaffTestApp } from '../../../staff-test-kit';
import { recordAudit } from '../../../db/audit/audit-trail';
import { timeRange } from './time-range';

let t: StaffTestApp;
const HOUR = 3_600_000;
// 2026-01-05 02:00 UTC is 10:00 on 5 January in China Standard Time.
const start = Date.UTC(2026, 0, 5, 2, 0, 0);

beforeAll(async () => {
  t = await createStaffTestApp();
  const investigator = await t.idOf('investigator');
  const attempts = [
    {
      at: start - 30 * HOUR,
      name: 'investigator',
      userId: investigator,
      outcome: 'success',
      reason: 'ok',
      ip: '10.1.1.5',
    },
    {
      at: start - 20 * HOUR,
      name: 'investigator',
      userId: investigator,
      outcome: 'failure',
      reason: 'invalid_credentials',
      ip: '10.1.1.5',
    },
    {
      at: start - 3 * HOUR,
      name: 'nobody',
      userId: null,
      outcome: 'failure',
      reason: 'invalid_credentials',
      ip: '203.0.113.9',
    },
    {
      at: start + HOUR,
      name: 'monitor',
      userId: await t.idOf('monitor'),
      outcome: 'success',
      reason: 'ok',
      ip: '10.1.2.7',
    },
  ] as const;
  for (const a of attempts) {
    await recordAudit(t.db, {
      at: a.at,
      actorId: a.outcome === 'success' ? a.userId : null,
      actorName: a.name,
      action: 'auth.login',
      entity: 'staff_user',
      entityId: a.userId,
      outcome: a.outcome,
      reason: a.reason,
      after: { method: 'password' },
      clientIp: a.ip,
    });
  }
});
afterAll(async () => t.close());

const ADMIN = 'sysadmin';
const list = async (url: string) => (await t.get(url, ADMIN)).json();

describe('login log', () => {
  it('lists sign-in attempts newest first with who, when, where from and the result', async () => {
    const body = await list('/api/gbc/loginLog/list');
    expect(body.total).toBe(4);
    expect(body.rows[0]).toMatchObject({
      userName: 'monitor',
      userId: await t.idOf('monitor'),
      clientIp: '10.1.2.7',
      outcome: 'success',
      reason: 'ok',
      at: new Date(start + HOUR).toISOString(),
    });
    expect(body.rows[1]).toMatchObject({ userName: 'nobody', userId: null, outcome: 'failure' });
  });

  it('filters by user name, outcome and a range of China Standard Time days', async () => {
    const mine = await list('/api/gbc/loginLog/list?userName=invest');
    expect(mine.rows.map((row: { outcome: string }) => row.outcome)).toEqual(['failure', 'success']);
    expect((await list('/api/gbc/loginLog/list?outcome=failure')).total).toBe(2);
    // 4 Jan (CST) runs from 3 Jan 16:00 to 4 Jan 16:00 UTC: the attempts 30 h and 20 h before start.
    const day = await list('/api/gbc/loginLog/list?from=2026-01-04&to=2026-01-04');
    expect(day.rows.map((row: { reason: string }) => row.reason)).toEqual(['invalid_credentials', 'ok']);
    const since = await list(
      `/api/gbc/loginLog/list?from=${encodeURIComponent(new Date(start - 4 * HOUR).toISOString())}`,
    );
    expect(since.total).toBe(2);
  });

  it('refuses bad filters naming them, and callers without the page', async () => {
    for (const [query, field] of [
      ['from=2026-02-31', 'from'],
      ['to=2026-13-01', 'to'],
      ['from=2026-01-01T25:00:00Z', 'from'],
      ['to=yesterday', 'to'],
      ['outcome=maybe', 'outcome'],
    ]) {
      const response = await t.get(`/api/gbc/loginLog/list?${query}`, ADMIN);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().msg).toContain(field);
    }
    expect((await t.get('/api/gbc/loginLog/list', 'monitor')).statusCode).toBe(403);
  });
});

describe('audit trail', () => {
  it('lists every change newest first with before and after as JSON', async () => {
    const body = await list('/api/gbs/audit/list?limit=100');
    expect(body.total).toBeGreaterThan(20);
    const ids = body.rows.map((row: { id: number }) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // The demo's user rows, among the rest of the demo's first start.
    const users = await list('/api/gbs/audit/list?limit=100&action=user.');
    const created = users.rows.find(
      (row: { action: string; after: { userName?: string } }) =>
        row.action === 'user.create' && row.after.userName === 'coordinator',
    );
    expect(created).toMatchObject({ actorName: 'system', entity: 'staff_user', before: null, outcome: 'success' });
    expect(JSON.stringify(body)).not.toMatch(/\$argon2/);
  });

  it('filters by exact action or a prefix, entity, entity id, actor and time', async () => {
    const exact = await list('/api/gbs/audit/list?action=user.create&limit=100');
    expect(exact.total).toBe(12);
    const prefix = await list('/api/gbs/audit/list?action=role.&limit=100');
    expect(prefix.rows.every((row: { action: string }) => row.action.startsWith('role.'))).toBe(true);
    expect(prefix.total).toBe(13);
    const monitorId = String(await t.idOf('monitor'));
    const one = await list(`/api/gbs/audit/list?entity=staff_user&entityId=${monitorId}&limit=100`);
    expect(one.rows.map((row: { action: string }) => row.action).sort()).toEqual([
      'auth.login',
      'user.create',
      'user.projectRoles',
    ]);
    const byActor = await list('/api/gbs/audit/list?actorName=nobo');
    expect(byActor.rows.map((row: { actorName: string }) => row.actorName)).toEqual(['nobody']);
    const later = await list(`/api/gbs/audit/list?from=${encodeURIComponent(new Date(start + 1).toISOString())}`);
    expect(later.rows.map((row: { action: string }) => row.action)).toEqual(['auth.login']);
  });

  it('answers 401 and 403 to callers who may not read it', async () => {
    expect((await t.get('/api/gbs/audit/list')).statusCode).toBe(401);
    expect((await t.get('/api/gbs/audit/list', 'ethics')).statusCode).toBe(403);
  });
});

describe('time range of the audit filters', () => {
  it('reads bare dates as whole China Standard Time days and instants as given', () => {
    expect(timeRange('2026-01-05', '2026-01-05')).toEqual({
      fromIso: '2026-01-04T16:00:00.000Z',
      toIso: '2026-01-05T16:00:00.000Z',
    });
    expect(timeRange(undefined, '2026-01-05T10:00:00+08:00')).toEqual({ toIso: '2026-01-05T02:00:00.001Z' });
    expect(timeRange()).toEqual({});
    expect(() => timeRange('2026-13-01')).toThrow(/from/);
  });
});
