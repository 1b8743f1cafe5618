import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SOAP_MAPPING } from '../../../../shared/domain/recruitment/his-connection';
import { auditRows } from '../../../staff-test-kit';
import { STALE_VERSION_MESSAGE } from '../../../services/staff-write';
import { ADMIN, type HisTestApp, createHisTestApp } from './his-test-kit';
import { NO_HIS_ADAPTER } from './his-connection';

let t: HisTestApp;
beforeAll(async () => {
  t = await createHisTestApp();
});
afterAll(async () => t.close());

const PASSWORD = 'His-Pa55word!';
const settings = async () => (await t.get('/api/wsdl/his/settings', ADMIN)).json().data;
const body = (changes: Record<string, unknown> = {}) => ({
  kind: 'fhir',
  fhirUrl: 'https://his.hospital.example/fhir',
  wsdlUrl: '',
  userName: 'recruit',
  timeoutSeconds: 20,
  soapMapping: DEFAULT_SOAP_MAPPING,
  password: PASSWORD,
  version: 0,
  ...changes,
});

describe('the HIS connection settings', () => {
  it('start as the demo file, never saved', async () => {
    expect(await settings()).toMatchObject({
      kind: 'demo-file',
      fhirUrl: '',
      hasPassword: false,
      timeoutSeconds: 30,
      version: 0,
      soapMapping: DEFAULT_SOAP_MAPPING,
      lastError: null,
    });
  });

  it('are refused to a coordinator, who may still sync', async () => {
    expect((await t.post('/api/wsdl/his/save', body(), 'coordinator')).statusCode).toBe(403);
    expect((await t.post('/api/wsdl/his/test', body(), 'coordinator')).statusCode).toBe(403);
    expect((await t.get('/api/wsdl/his/settings', 'coordinator')).statusCode).toBe(403);
  });

  it('refuse a missing or unusable address for the chosen kind, changing nothing', async () => {
    const missing = await t.post('/api/wsdl/his/save', body({ fhirUrl: '' }), ADMIN);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'fhirUrl' });
    const withCredentials = await t.post(
      '/api/wsdl/his/save',
      body({ kind: 'soap', wsdlUrl: 'https://his:secret@his.example/ws?wsdl' }),
      ADMIN,
    );
    expect(withCredentials.statusCode).toBe(400);
    expect(withCredentials.json()).toMatchObject({ field: 'wsdlUrl' });
    expect((await settings()).version).toBe(0);
  });

  it('keep the password sealed: never answered, stored or audited in clear', async () => {
    const saved = await t.post('/api/wsdl/his/save', body(), ADMIN);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ kind: 'fhir', userName: 'recruit', hasPassword: true, version: 1 });
    expect(saved.body).not.toContain(PASSWORD);
    const row = await t.db.selectFrom('hisConnection').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(PASSWORD);
    expect(row.secretSealed).not.toBeNull();
    const [audit] = await auditRows(t.db, 'hisConnection.update');
    expect(JSON.stringify(audit)).not.toContain(PASSWORD);
    expect(audit?.after).toMatchObject({ kind: 'fhir', password: 'changed' });
  });

  it('keep the stored password when none is sent, remove it when an empty one is', async () => {
    const kept = await t.post('/api/wsdl/his/save', body({ password: null, timeoutSeconds: 10, version: 1 }), ADMIN);
    expect(kept.json().data).toMatchObject({ hasPassword: true, timeoutSeconds: 10, version: 2 });
    const cleared = await t.post('/api/wsdl/his/save', body({ password: '', timeoutSeconds: 10, version: 2 }), ADMIN);
    expect(cleared.json().data).toMatchObject({ hasPassword: false, version: 3 });
  });

  it('refuse a stale version with nothing overwritten', async () => {
    const stale = await t.post(
      '/api/wsdl/his/save',
      body({ fhirUrl: 'https://other.example/fhir', version: 1 }),
      ADMIN,
    );
    expect(stale.statusCode).toBe(400);
    expect(stale.json().msg).toBe(STALE_VERSION_MESSAGE);
    expect(await settings()).toMatchObject({ fhirUrl: 'https://his.hospital.example/fhir', version: 3 });
  });

  it('say why a connection test failed, in the answer', async () => {
    const answer = await t.post(
      '/api/wsdl/his/test',
      { ...body({ fhirUrl: 'http://127.0.0.1:9/fhir', timeoutSeconds: 2 }), version: undefined },
      ADMIN,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ ok: false, message: expect.stringMatching(/^无法连接 HIS：/) });
  });

  it('leave the sync with a clear message when the demo file is chosen but the server has none', async () => {
    await t.post('/api/wsdl/his/save', body({ kind: 'demo-file', password: null, version: 3 }), ADMIN);
    const sync = await t.sync();
    expect(sync.statusCode).toBe(400);
    expect(sync.json().msg).toBe(NO_HIS_ADAPTER['zh-CN']);
  });
  it('send the stored password nowhere else: a new address needs it typed again', async () => {
    const before = await settings();
    await t.post('/api/wsdl/his/save', body({ version: before.version }), ADMIN);
    const stored = await settings();
    expect(stored).toMatchObject({ kind: 'fhir', hasPassword: true });
    const elsewhere = 'https://attacker.example/fhir';
    const test = await t.post(
      '/api/wsdl/his/test',
      { ...body({ fhirUrl: elsewhere, password: null }), version: undefined },
      ADMIN,
    );
    expect(test.statusCode).toBe(400);
    expect(test.json()).toMatchObject({ field: 'password' });
    const save = await t.post(
      '/api/wsdl/his/save',
      body({ fhirUrl: elsewhere, password: null, version: stored.version }),
      ADMIN,
    );
    expect(save.statusCode).toBe(400);
    expect(save.json()).toMatchObject({ field: 'password' });
    expect(await settings()).toMatchObject({ fhirUrl: stored.fhirUrl, version: stored.version });
    // Another path on the same server keeps it, as does a new password for the new server.
    const samePlace = await t.post(
      '/api/wsdl/his/save',
      body({ fhirUrl: 'https://his.hospital.example/fhir/r4', password: null, version: stored.version }),
      ADMIN,
    );
    expect(samePlace.json().data).toMatchObject({ hasPassword: true, version: stored.version + 1 });
    const moved = await t.post(
      '/api/wsdl/his/save',
      body({ fhirUrl: 'https://his.hospital.example/fhir', version: stored.version + 1 }),
      ADMIN,
    );
    expect(moved.statusCode).toBe(200);
  });
});
