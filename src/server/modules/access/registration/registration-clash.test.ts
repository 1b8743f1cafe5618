/**
 * Applying for an account does not tell whether a user name or phone has an account: the
 * public answer is the same for a new and a clashing application; the reviewer sees the
 * clash, and passing a clashing request is refused.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE } from '../../../../shared/api/contract/access';
import type { RegistrationRow } from '../../../../shared/api/access/registration';
import { type StaffTestApp, createStaffTestApp } from '../../../staff-test-kit';

let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(async () => t.close());

const REVIEWER = 'sysadmin';
/** A demo staff user's mobile (investigator). */
const STAFF_PHONE = '13910245501';

let address = 0;
function apply(body: Record<string, unknown>) {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/gbc/registration/apply',
    remoteAddress: `10.30.0.${address}`,
    headers: { 'content-type': 'application/json', [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE },
    payload: JSON.stringify(body),
  });
}

/** What a caller can observe of an answer, minus the per-request id. */
const observable = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  body: response.body,
  headers: Object.keys(response.headers)
    .filter((name) => !['date', 'x-request-id', 'x-ratelimit-remaining', 'x-ratelimit-reset'].includes(name))
    .sort()
    .map((name) => [name, name === 'content-length' || name === 'content-type' ? response.headers[name] : '']),
});

async function reviewRows(): Promise<RegistrationRow[]> {
  const response = await t.get('/api/gbc/registration/list?status=pending&offset=0&limit=50', REVIEWER);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().rows;
}
const rowOf = (rows: RegistrationRow[], userName: string) => rows.find((row) => row.userName === userName);

describe('applying with a name or phone in use', () => {
  it('answers exactly as for a new applicant and stores the request', async () => {
    const fresh = await apply({ userName: 'new.nurse', realname: '新护士', phone: '13700001111' });
    const answers = [
      // An existing user name, spelt in capitals.
      await apply({ userName: 'ADMIN', realname: '冒名', phone: '13700002222' }),
      // A staff user's phone.
      await apply({ userName: 'phone.twin', realname: '冒名', phone: STAFF_PHONE }),
      // The same name as a pending request, in other capitals.
      await apply({ userName: 'New.Nurse', realname: '重复', phone: '13700003333' }),
    ];
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toEqual({ isOk: true, code: '200', data: { submitted: true } });
    for (const answer of answers) expect(observable(answer)).toEqual(observable(fresh));
    const stored = await t.db
      .selectFrom('registrationRequest')
      .select('userName')
      .where('status', '=', 'pending')
      .execute();
    expect(stored.map((row) => row.userName)).toEqual(
      expect.arrayContaining(['new.nurse', 'ADMIN', 'phone.twin', 'New.Nurse']),
    );
  });

  it('shows the reviewer each clash', async () => {
    const rows = await reviewRows();
    expect(rowOf(rows, 'ADMIN')?.clashes).toEqual(['userName']);
    expect(rowOf(rows, 'phone.twin')?.clashes).toEqual(['phone']);
    expect(rowOf(rows, 'New.Nurse')?.clashes).toEqual(['pending']);
    expect(rowOf(rows, 'new.nurse')?.clashes).toEqual(['pending']);
    // A request with no clash says so.
    expect(rows.filter((row) => row.clashes.length === 0).length).toBeGreaterThan(0);
  });

  it('refuses to pass a request whose name or phone belongs to a user, creating nothing', async () => {
    const rows = await reviewRows();
    const usersBefore = (await t.db.selectFrom('staffUser').select('id').execute()).length;
    for (const [userName, field] of [
      ['ADMIN', 'userName'],
      ['phone.twin', 'phone'],
    ] as const) {
      const row = rowOf(rows, userName);
      const response = await t.post('/api/gbc/registration/pass', { id: row?.id, version: row?.version }, REVIEWER);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        isOk: false,
        msg: expect.stringContaining('已被现有账号使用'),
        data: { field },
      });
    }
    expect((await t.db.selectFrom('staffUser').select('id').execute()).length).toBe(usersBefore);
    const after = await reviewRows();
    expect(rowOf(after, 'ADMIN')).toMatchObject({ status: 'pending', version: rowOf(rows, 'ADMIN')?.version });
  });

  it('passes the first of two requests for one name, then refuses the second', async () => {
    const rows = await reviewRows();
    const first = rowOf(rows, 'new.nurse');
    const passed = await t.post('/api/gbc/registration/pass', { id: first?.id, version: first?.version }, REVIEWER);
    expect(passed.statusCode, passed.body).toBe(200);
    const after = await reviewRows();
    const second = rowOf(after, 'New.Nurse');
    expect(second?.clashes).toEqual(['userName']);
    const refused = await t.post('/api/gbc/registration/pass', { id: second?.id, version: second?.version }, REVIEWER);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain('已被现有账号使用');
  });
});
