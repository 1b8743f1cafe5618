import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHisPatients } from '../../../db/seed/demo-his-patients';
import { type DemoHisServer, type InterceptAnswer, startDemoFhirServer } from './demo-fhir-server';
import { exampleAnswer } from './fhir-fixtures';
import { createFhirHisAdapter } from './fhir-adapter';
import { type HisTestApp, createHisTestApp } from './his-test-kit';

let t: HisTestApp;
let examples: DemoHisServer;
let demo: DemoHisServer;
/** What the demo server answers instead, for the failure cases (undefined: normal answers). */
let fault: ((url: URL) => InterceptAnswer | undefined) | undefined;

const PATIENTS = demoHisPatients('2026-01-05', 600);
const LUNG = PATIENTS.filter((p) => p.diagnoses.some((d) => d.code?.startsWith('C34') || d.text.includes('肺癌')));

beforeAll(async () => {
  t = await createHisTestApp();
  examples = await startDemoFhirServer([], {
    intercept: (url) => ({ body: JSON.stringify(exampleAnswer(examples.url, url) ?? {}) }),
  });
  demo = await startDemoFhirServer(PATIENTS, { intercept: (url) => fault?.(url) });
});
afterAll(async () => {
  await examples.close();
  await demo.close();
  await t.close();
});

describe('the FHIR R4 adapter', () => {
  it("maps the specification's example resources to candidates, across the bundle's next link", async () => {
    const adapter = createFhirHisAdapter({ url: examples.url, userName: null, password: null, timeoutMs: 5000 });
    const patients = await adapter.fetchPatients({ codes: ['C34'], keywords: [], everyone: false });
    expect(patients).toEqual([
      {
        mrn: '12345',
        name: 'Peter James Chalmers',
        sex: 'male',
        birthDate: '1974-12-25',
        phone: null,
        idNumber: null,
        diagnoses: [{ code: 'C34.1', text: 'Adenocarcinoma of right upper lobe 肺腺癌' }],
        labs: [{ test: 'Glucose [Moles/volume] in Blood', value: 6.3, date: '2013-04-02' }],
        priorDrugs: null,
      },
      {
        mrn: 'ZY2026001',
        name: '张伟',
        sex: 'female',
        birthDate: '1962-03-08',
        phone: '13800138000',
        idNumber: '11010519491231002X',
        diagnoses: [
          { code: 'C34.3', text: '左肺下叶鳞状细胞癌' },
          { code: 'E11.9', text: '2型糖尿病' },
        ],
        labs: [],
        priorDrugs: ['顺铂'],
      },
    ]);
  });

  it('answers the connection test from the capability statement', async () => {
    const answer = await t.post(
      '/api/wsdl/his/test',
      { ...(await settingsBody()), kind: 'fhir', fhirUrl: demo.url, password: null },
      'sysadmin',
    );
    expect(answer.json().data).toMatchObject({ ok: true, message: 'FHIR 4.0.1 · Demo HIS FHIR server 1.0' });
  });
});

async function settingsBody() {
  const {
    hasPassword: _h,
    version: _v,
    updatedAt: _u,
    lastRunAt: _r,
    lastError: _e,
    ...fields
  } = (await t.get('/api/wsdl/his/settings', 'sysadmin')).json().data;
  return fields as Record<string, unknown>;
}

describe('a sync from a FHIR server', () => {
  it('stops on a server that does not answer in time, keeps nothing and says why', async () => {
    await t.connect('fhir', demo.url, { timeoutSeconds: 1 });
    fault = (url) => (url.searchParams.has('patient') ? { delayMs: 3000 } : undefined);
    const answer = await t.sync();
    expect(answer.statusCode).toBe(400);
    expect(answer.json().msg).toMatch(
      /^HIS 同步失败：HIS 在 1 秒内无响应：http:\/\/127\.0\.0\.1:\d+\/fhir\/Condition\?patient=/,
    );
    expect(await t.holdings()).toEqual({ patients: 0, imports: 0 });
  });

  it('stops on a failing server (HTTP 500) and on malformed answers, keeping nothing', async () => {
    await t.connect('fhir', demo.url, { timeoutSeconds: 5 });
    const cases: [(url: URL) => InterceptAnswer | undefined, RegExp][] = [
      [(url) => (url.pathname.endsWith('/Observation') ? { status: 500, body: 'boom' } : undefined), /HTTP 500/],
      [(url) => (url.searchParams.get('_offset') === '100' ? { body: '<html>' } : undefined), /不是 JSON/],
      [
        (url) => (url.pathname.endsWith('/MedicationStatement') ? { body: '{"resourceType":"Patient"}' } : undefined),
        /不是 Bundle/,
      ],
      [
        (url) =>
          url.searchParams.has('code:below')
            ? { body: JSON.stringify({ resourceType: 'Bundle', type: 'searchset', entry: [{ fullUrl: 'x' }] }) }
            : undefined,
        /条目缺少资源/,
      ],
      [
        (url) =>
          url.searchParams.has('code:text')
            ? {
                body: JSON.stringify({
                  resourceType: 'Bundle',
                  link: [{ relation: 'next', url: 'http://elsewhere.example/fhir/Condition' }],
                }),
              }
            : undefined,
        /下一页链接指向其他服务器/,
      ],
    ];
    for (const [answer, reason] of cases) {
      fault = answer;
      const response = await t.sync();
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().msg).toMatch(reason);
      expect(await t.holdings()).toEqual({ patients: 0, imports: 0 });
    }
  });

  it('retries on schedule: a failed run is on the job monitor, the next one takes every page', async () => {
    fault = () => ({ status: 500, body: '' });
    expect(await t.scheduledRun()).toBe('failed');
    const jobs = (await t.get('/api/sys/job/list', 'sysadmin')).json().data.jobs;
    expect(jobs.find((job: { name: string }) => job.name === 'his-sync').lastError).toMatch(/HIS 返回 HTTP 500/);
    expect(await t.holdings()).toEqual({ patients: 0, imports: 0 });
    fault = undefined;
    expect(await t.scheduledRun()).toBe('ran');
    // 600 patients, the lung-cancer search in pages of 100: every lung-cancer patient the rules take is in.
    const after = await t.holdings();
    expect(after.imports).toBe(1);
    expect(after.patients).toBeGreaterThan(0);
    expect(after.patients).toBeLessThanOrEqual(LUNG.length);
    const settings = (await t.get('/api/wsdl/his/settings', 'sysadmin')).json().data;
    expect(settings).toMatchObject({ lastError: null });
  });

  it('takes the same patients again on demand, merging by medical-record number', async () => {
    const before = await t.holdings();
    const answer = await t.sync();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ created: 0, merged: before.patients });
    expect(await t.holdings()).toEqual({ patients: before.patients, imports: 2 });
  });
});
