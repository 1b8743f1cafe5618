/**
 * The server log holds no personal identifier and no credential: a run that searches the
 * candidates by a demo patient's phone and medical-record number, signs in with a user name
 * and password and asks for an SMS sign-in code, logged as in production (loggerOptions),
 * leaves none of them in the log.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE } from '../shared/api/contract/access';
import { loadRecruitmentDemo } from './db/seed/demo-recruitment';
import { createFieldCipher } from './lib/field-crypto';
import { loggerOptions } from './lib/logger-options';
import { encryptPassword } from './modules/access/auth/test-kit';
import { type StaffTestApp, createStaffTestApp } from './staff-test-kit';
import { testKeys } from './test-support';

const STAFF_MOBILE = '13910245501';
const staffHeaders = { [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE, 'content-type': 'application/json' };

let t: StaffTestApp;
let outboxDir: string;
const lines: string[] = [];

beforeAll(async () => {
  outboxDir = mkdtempSync(join(tmpdir(), 'log-privacy-'));
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const options = loggerOptions('trace');
  t = await createStaffTestApp({
    logger: typeof options === 'object' ? { ...options, stream } : options,
    smsOutboxFile: join(outboxDir, 'sms-outbox.txt'),
    loginRateLimitMax: 100,
  });
  await loadRecruitmentDemo(t.db, createFieldCipher(testKeys().patientKeys), t.clock());
});
afterAll(async () => {
  await t.close();
  rmSync(outboxDir, { recursive: true, force: true });
});

/** A demo candidate of the coordinator's first project, as its full record shows it. */
async function demoPatient() {
  const project = await t.db.selectFrom('project').select('id').orderBy('id').executeTakeFirstOrThrow();
  const list = (await t.get(`/api/trial/recruit/patient/${project.id}/list`, 'coordinator')).json();
  const id = (list.rows as { id: number }[])[0]?.id;
  const record = (await t.get(`/api/trial/recruit/patient/${project.id}/${id}`, 'coordinator')).json().data;
  return { projectId: project.id, name: String(record.name), phone: String(record.phone), mrn: String(record.mrn) };
}

describe('server log', () => {
  it('holds no patient identifier, password or SMS code after a search, a sign-in and an SMS code', async () => {
    const patient = await demoPatient();
    expect(patient.phone).toMatch(/^1\d{10}$/);
    expect(patient.mrn).not.toBe('');
    for (const keyword of [patient.phone, patient.mrn]) {
      const search = await t.get(
        `/api/trial/recruit/patient/${patient.projectId}/list?keyword=${encodeURIComponent(keyword)}&offset=0&limit=10`,
        'coordinator',
      );
      expect(search.json().total, search.body).toBe(1);
    }

    const password = t.passwords.get('coordinator') ?? '';
    const cipher = encryptPassword(password);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/igcpproapi/auth/login',
      headers: staffHeaders,
      payload: { username: 'coordinator', password: cipher },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);

    const sent = await t.app.inject({
      method: 'POST',
      url: '/igcpproapi/sms/code',
      headers: staffHeaders,
      payload: { mobile: STAFF_MOBILE },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // The demo sender's outbox holds the code (the send is not awaited by the answer).
    await expect.poll(() => readFileSync(join(outboxDir, 'sms-outbox.txt'), 'utf8')).toMatch(/ \d{6}\n$/);
    const code = /(\d{6})\n$/.exec(readFileSync(join(outboxDir, 'sms-outbox.txt'), 'utf8'))?.[1] ?? '';
    const smsLogin = await t.app.inject({
      method: 'POST',
      url: '/igcpproapi/sms/login',
      headers: staffHeaders,
      payload: { mobile: STAFF_MOBILE, smscode: code, uuid: sent.json().data.uuid },
    });
    expect(smsLogin.statusCode, smsLogin.body).toBe(200);

    const log = lines.join('');
    for (const secret of [patient.phone, patient.mrn, patient.name, STAFF_MOBILE, password, cipher]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toContain(encodeURIComponent(patient.mrn));
    // Timestamps hold digits too: the code must not appear on its own.
    expect(log).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
    // The calls were logged: by their route pattern, with their query keys only.
    expect(log).toContain(
      '"url":"/api/trial/recruit/patient/:projectId/list?keyword=[Redacted]&offset=[Redacted]&limit=[Redacted]"',
    );
    expect(log).toContain('SMS code for 139****5501: ******');
  });
});
