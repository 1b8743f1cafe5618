import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE } from '../../../../shared/api/contract/access';
import { STALE_VERSION_MESSAGE } from '../../../services/staff-write';
import { type StaffTestApp, auditRows, createStaffTestApp, expectNoSecrets } from '../../../staff-test-kit';
import { verifyPassword } from '../auth/password';

let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(async () => t.close());

const ADMIN = 'sysadmin';

const jsonHeaders = { 'content-type': 'application/json', [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE };

/** Applications are rate-limited per address: each test applies from its own. */
let address = 0;
const nextAddress = () => `10.0.0.${(address += 1)}`;
function applyFrom(
  remoteAddress: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = jsonHeaders,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/gbc/registration/apply',
    remoteAddress,
    headers,
    payload: JSON.stringify(body),
  });
}

async function pendingIdOf(userName: string) {
  return (
    await t.db
      .selectFrom('registrationRequest')
      .select(['id', 'version'])
      .where('userName', '=', userName)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow()
  ).id;
}

describe('applying for an account', () => {
  it('accepts an application from anyone and answers only that it was submitted', async () => {
    const response = await applyFrom(nextAddress(), {
      userName: 'zhanglei',
      realname: '张磊',
      phone: '13600000001',
      deptId: 1008,
      reason: '心内科研究护士',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ isOk: true, code: '200', data: { submitted: true } });
    const row = await t.db
      .selectFrom('registrationRequest')
      .selectAll()
      .where('userName', '=', 'zhanglei')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', realname: '张磊', deptId: 1008, version: 1 });
    const [audit] = await auditRows(t.db, 'registration.apply');
    expect(audit).toMatchObject({
      actorId: null,
      actorName: 'zhanglei',
      entity: 'registration_request',
      entityId: String(row.id),
    });
  });

  it('refuses bad input naming the field, and a request without the staff header', async () => {
    const from = nextAddress();
    const cases: [Record<string, unknown>, string][] = [
      [{ userName: '中文名', realname: '甲', phone: '13600000002' }, 'userName'],
      [{ userName: 'okname', realname: '甲', phone: '1360000' }, 'phone'],
      [{ userName: 'okname', phone: '13600000002' }, 'realname'],
      [{ userName: 'okname', realname: '甲', phone: '13600000002', deptId: 999999 }, 'deptId'],
      [{ userName: 'okname', realname: '甲', phone: '13600000002', roleId: 1 }, 'roleId'],
    ];
    for (const [body, field] of cases) {
      const response = await applyFrom(from, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().msg).toContain(field);
    }
    const noHeader = await applyFrom(
      nextAddress(),
      { userName: 'okname', realname: '甲', phone: '13600000002' },
      {
        'content-type': 'application/json',
      },
    );
    expect(noHeader.statusCode).toBe(403);
  });
});

describe('reviewing applications', () => {
  it('lists requests newest first, filtered by status, for reviewers only', async () => {
    const all = (await t.get('/api/gbc/registration/list?offset=0&limit=20', ADMIN)).json();
    expect(all.total).toBe(4);
    expect(all.rows[0]).toMatchObject({
      userName: 'zhanglei',
      deptName: '心血管内科',
      status: 'pending',
      reviewerName: null,
    });
    const pending = (await t.get('/api/gbc/registration/list?status=pending', ADMIN)).json();
    expect(pending.rows.map((row: { userName: string }) => row.userName)).toEqual(['zhanglei', 'heyuhang', 'wangfang']);
    const refused = (await t.get('/api/gbc/registration/list?status=refused', ADMIN)).json();
    expect(refused.rows[0]).toMatchObject({ userName: 'test01', reviewerName: '周敏', reviewNote: expect.any(String) });
    expect((await t.get('/api/gbc/registration/list?status=done', ADMIN)).json().msg).toContain('status');
    expect((await t.get('/api/gbc/registration/list', 'coordinator')).statusCode).toBe(403);
    expect((await t.get('/api/gbc/registration/list')).statusCode).toBe(401);
  });

  it('passing creates the user with the default registration role and a one-time password', async () => {
    const id = await pendingIdOf('zhanglei');
    const response = await t.post('/api/gbc/registration/pass', { id, version: 1 }, ADMIN);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ id, version: 2, userName: 'zhanglei' });
    const user = await t.db.selectFrom('staffUser').selectAll().where('id', '=', data.userId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      userName: 'zhanglei',
      realname: '张磊',
      phone: '13600000001',
      deptId: 1008,
      mustChangePassword: 1,
    });
    expect(await verifyPassword(user.passwordHash, data.password)).toBe(true);
    const roles = (await t.get(`/api/gbc/role/byUser/${data.userId}`, ADMIN)).json().data.roles;
    expect(roles.map((role: { code: string }) => role.code)).toEqual(['coordinator']);
    const request = await t.db
      .selectFrom('registrationRequest')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({ status: 'passed', userId: data.userId, reviewedBy: await t.idOf(ADMIN) });
    const [audit] = await auditRows(t.db, 'registration.pass');
    expect(audit).toMatchObject({
      entityId: String(id),
      after: { status: 'passed', userId: data.userId, role: 'coordinator' },
    });
    expectNoSecrets(audit?.afterValue ?? null);
    const [created] = await auditRows(t.db, 'user.create');
    expect(created?.entityId).toBe(String(data.userId));

    const again = await t.post('/api/gbc/registration/pass', { id, version: 2 }, ADMIN);
    expect(again.statusCode).toBe(400);
  });

  it('refuses passing with a stale version, an unknown request, or without the button', async () => {
    const id = await pendingIdOf('wangfang');
    const stale = await t.post('/api/gbc/registration/pass', { id, version: 5 }, ADMIN);
    expect(stale.json()).toMatchObject({ code: '100', msg: STALE_VERSION_MESSAGE });
    expect(await t.db.selectFrom('staffUser').select('id').where('userName', '=', 'wangfang').execute()).toEqual([]);
    expect((await t.post('/api/gbc/registration/pass', { id: 999999, version: 1 }, ADMIN)).statusCode).toBe(404);
    expect((await t.post('/api/gbc/registration/pass', { id, version: 1 }, 'investigator')).statusCode).toBe(403);
  });

  it('refuses with a note; the note is required', async () => {
    const id = await pendingIdOf('heyuhang');
    const noNote = await t.post('/api/gbc/registration/refuse', { id, version: 1, note: '  ' }, ADMIN);
    expect(noNote.json().msg).toContain('note');
    const response = await t.post(
      '/api/gbc/registration/refuse',
      { id, version: 1, note: '请由申办方提交监查员授权书' },
      ADMIN,
    );
    expect(response.json().data).toEqual({ id, version: 2 });
    const request = await t.db
      .selectFrom('registrationRequest')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({ status: 'refused', reviewNote: '请由申办方提交监查员授权书', userId: null });
    const [audit] = await auditRows(t.db, 'registration.refuse');
    expect(audit).toMatchObject({
      before: { status: 'pending' },
      after: { status: 'refused', note: '请由申办方提交监查员授权书' },
    });
    const stale = await t.post('/api/gbc/registration/refuse', { id, version: 1, note: '再拒' }, ADMIN);
    expect(stale.json().msg).toBe(STALE_VERSION_MESSAGE);
    expect(
      (await t.post('/api/gbc/registration/refuse', { id: 999999, version: 1, note: '无' }, ADMIN)).statusCode,
    ).toBe(404);
    expect((await t.post('/api/gbc/registration/refuse', { id, version: 2, note: '无' }, 'ethics')).statusCode).toBe(
      403,
    );
  });

  it('refuses to pass when no default registration role is set, creating no user', async () => {
    await t.db.updateTable('role').set({ isDefaultRegistration: 0 }).execute();
    const id = await pendingIdOf('wangfang');
    const response = await t.post('/api/gbc/registration/pass', { id, version: 1 }, ADMIN);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toContain('默认角色');
    expect(await t.db.selectFrom('staffUser').select('id').where('userName', '=', 'wangfang').execute()).toEqual([]);
    expect(
      (await t.db.selectFrom('registrationRequest').select('status').where('id', '=', id).executeTakeFirst())?.status,
    ).toBe('pending');
  });

  it('limits applications per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const response = await applyFrom('10.9.9.9', {
        userName: `burst${i}`,
        realname: '脚本',
        phone: `135000000${String(i).padStart(2, '0')}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.at(-1)).toBe(429);
  });
});
