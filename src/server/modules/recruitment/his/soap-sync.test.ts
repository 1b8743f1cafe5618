import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SOAP_MAPPING } from '../../../../shared/domain/recruitment/his-connection';
import { demoHisPatients } from '../../../db/seed/demo-his-patients';
import type { DemoHisServer, InterceptAnswer } from './demo-fhir-server';
import { startDemoSoapServer } from './demo-soap-server';
import { type HisTestApp, createHisTestApp } from './his-test-kit';
import { createSoapHisAdapter, patientFromSoap } from './soap-adapter';

let t: HisTestApp;
let soap: DemoHisServer;
let fault: ((url: URL) => InterceptAnswer | undefined) | undefined;
let calls = 0;

const PATIENTS = demoHisPatients('2026-01-05', 300);

beforeAll(async () => {
  t = await createHisTestApp();
  soap = await startDemoSoapServer(PATIENTS, {
    intercept: (url) => {
      if (!url.search.includes('wsdl')) calls += 1;
      return fault?.(url);
    },
  });
});
afterAll(async () => {
  await soap.close();
  await t.close();
});

/** A SOAP 1.1 Fault as the specification's example writes it (section 6.4). */
const FAULT = `<SOAP-ENV:Envelope xmlns:SOAP-ENV="http://schemas.xmlsoap.org/soap/envelope/">
  <SOAP-ENV:Body><SOAP-ENV:Fault><faultcode>SOAP-ENV:Server</faultcode>
  <faultstring>Server Error</faultstring><detail/></SOAP-ENV:Fault></SOAP-ENV:Body></SOAP-ENV:Envelope>`;

describe('the SOAP adapter', () => {
  it('maps an answer by the field mapping, as data', () => {
    const item = {
      BRBH: 'MZ-0042',
      XM: '李秀兰',
      XB: '女',
      CSRQ: '19580214',
      ZD: { Item: [{ DM: 'C34.9', MC: '肺癌' }] },
      HY: { Item: { XM: 'ALT', JG: '31.5', RQ: '2025-12-30T08:00:00' } },
    };
    const mapping = {
      ...DEFAULT_SOAP_MAPPING,
      fields: { mrn: 'BRBH', name: 'XM', sex: 'XB', birthDate: 'CSRQ', phone: 'SJ', idNumber: 'SFZ' },
      diagnoses: { list: 'ZD.Item', code: 'DM', text: 'MC' },
      labs: { list: 'HY.Item', test: 'XM', value: 'JG', date: 'RQ' },
      drugs: { list: 'YY.Item', name: 'YM' },
    };
    expect(patientFromSoap(item, mapping)).toEqual({
      mrn: 'MZ-0042',
      name: '李秀兰',
      sex: 'female',
      birthDate: '1958-02-14',
      phone: null,
      idNumber: null,
      diagnoses: [{ code: 'C34.9', text: '肺癌' }],
      labs: [{ test: 'ALT', value: 31.5, date: '2025-12-30' }],
      priorDrugs: null,
    });
  });

  it('reads every page of the service, asking for the rules’ codes', async () => {
    const adapter = createSoapHisAdapter(
      { url: soap.url, userName: 'his', password: 'secret', timeoutMs: 5000 },
      { ...DEFAULT_SOAP_MAPPING, pageSize: 40 },
    );
    calls = 0;
    const patients = await adapter.fetchPatients({ codes: ['C34'], keywords: [], everyone: false });
    const lung = PATIENTS.filter((p) => p.diagnoses.some((d) => d.code?.startsWith('C34')));
    expect(patients.map((p) => p.mrn)).toEqual(lung.map((p) => p.mrn));
    expect(patients[0]).toEqual(lung[0]);
    expect(calls).toBe(Math.floor(lung.length / 40) + 1);
  });

  it('answers the connection test from the WSDL, and why not when the operation is missing', async () => {
    const test = async (operation: string) =>
      (
        await t.post(
          '/api/wsdl/his/test',
          {
            kind: 'soap',
            fhirUrl: '',
            wsdlUrl: soap.url,
            userName: null,
            password: null,
            timeoutSeconds: 30,
            soapMapping: { ...DEFAULT_SOAP_MAPPING, operation },
          },
          'sysadmin',
        )
      ).json().data;
    expect(await test('QueryPatients')).toMatchObject({ ok: true, message: 'WSDL HisPatientService · QueryPatients' });
    expect(await test('GetPatients')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/没有操作 GetPatients/),
    });
  });
});

describe('a sync from a SOAP web service', () => {
  const isCall = (url: URL) => !url.search.includes('wsdl');
  const cases: [string, (url: URL) => InterceptAnswer | undefined, RegExp][] = [
    ['a slow service', (url) => (isCall(url) ? { delayMs: 3000 } : undefined), /HIS 在 1 秒内无响应/],
    ['a SOAP Fault', (url) => (isCall(url) ? { status: 500, body: FAULT } : undefined), /SOAP 故障：Server Error/],
    ['HTTP 500 on the WSDL', (url) => (isCall(url) ? undefined : { status: 500, body: '' }), /HTTP 500/],
    ['an answer that is not XML', (url) => (isCall(url) ? { body: 'not xml at all' } : undefined), /应答无法读取/],
    [
      'an answer without the patient list',
      (url) =>
        isCall(url)
          ? {
              body: `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>
              <QueryPatientsResponse xmlns="http://his.example.org/recruit"><Total>1</Total></QueryPatientsResponse>
              </soap:Body></soap:Envelope>`,
            }
          : undefined,
      /没有患者列表 Patients\.Patient/,
    ],
  ];

  it.each(cases)('stops on %s, keeps nothing and says why', async (_name, answer, reason) => {
    await t.connect('soap', soap.url, { timeoutSeconds: 1 });
    fault = answer;
    const response = await t.sync();
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().msg).toMatch(reason);
    expect(await t.holdings()).toEqual({ patients: 0, imports: 0 });
  });

  it('retries on schedule: a failed run is recorded, the next one takes the patients in', async () => {
    await t.connect('soap', soap.url, { timeoutSeconds: 5 });
    fault = (url) => (isCall(url) ? { status: 500, body: FAULT } : undefined);
    expect(await t.scheduledRun()).toBe('failed');
    expect((await t.get('/api/wsdl/his/settings', 'sysadmin')).json().data.lastError).toMatch(/SOAP 故障/);
    expect(await t.holdings()).toEqual({ patients: 0, imports: 0 });
    fault = undefined;
    expect(await t.scheduledRun()).toBe('ran');
    const taken = PATIENTS.filter((p) => p.diagnoses.some((d) => d.code?.startsWith('C34') || d.text.includes('肺癌')));
    expect(await t.holdings()).toEqual({ patients: taken.length, imports: 1 });
  });
});
