/**
 * The HIS over the hospital's SOAP web service (SPEC §7 /wsdl/*), through the `soap` package.
 * The WSDL is read (with the connection's timeout and credentials), then the mapping's
 * operation is called page after page (codes and keywords comma-separated) until a page
 * holds fewer patients than asked for. The mapping (shared/domain/recruitment/his-connection.ts)
 * says where each field is; a patient without a medical-record number or a name is skipped.
 * Any failure (HTTP status, SOAP Fault, timeout, an answer without the patient list) stops
 * the read with a HisError; the sync writes nothing then. Credentials go by HTTP Basic.
 */
import { BasicAuthSecurity, type Client, createClientAsync } from 'soap';
import type { SoapMapping } from '../../../../shared/domain/recruitment/his-connection';
import type { HisAdapter, HisPatient } from '../candidates/his-adapter';
import type { HisEndpointSettings } from './fhir-adapter';
import { HisError, basicAuth, getText, shownUrl } from './his-http';

/** A service that never answers a short page is cut off here. */
const MAX_PAGES = 10_000;

const asList = (value: unknown): unknown[] => (value === undefined || value === null ? [] : [value].flat());

/** The value at a dotted path ('Patients.Patient'), or undefined. */
export function valueAt(root: unknown, path: string): unknown {
  let node: unknown = root;
  for (const key of path.split('.').filter(Boolean)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

function textAt(root: unknown, path: string): string | null {
  const value = valueAt(root, path);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** 'YYYY-MM-DD' from 'YYYY-MM-DD…' or 'YYYYMMDD', else null. */
function dayOf(value: string | null): string | null {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(value ?? '');
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

export function patientFromSoap(item: unknown, m: SoapMapping): HisPatient | undefined {
  const f = m.fields;
  const mrn = textAt(item, f.mrn);
  const name = textAt(item, f.name);
  if (!mrn || !name) return undefined;
  const sex = textAt(item, f.sex) ?? '';
  const drugs = valueAt(item, m.drugs.list.split('.')[0] ?? '');
  return {
    mrn,
    name,
    sex: m.sexCodes.male.includes(sex) ? 'male' : m.sexCodes.female.includes(sex) ? 'female' : null,
    birthDate: dayOf(textAt(item, f.birthDate)),
    phone: textAt(item, f.phone),
    idNumber: textAt(item, f.idNumber),
    diagnoses: asList(valueAt(item, m.diagnoses.list)).map((d) => ({
      code: textAt(d, m.diagnoses.code),
      text: textAt(d, m.diagnoses.text) ?? '',
    })),
    labs: asList(valueAt(item, m.labs.list)).flatMap((lab) => {
      const test = textAt(lab, m.labs.test);
      const value = Number(textAt(lab, m.labs.value) ?? Number.NaN);
      const date = dayOf(textAt(lab, m.labs.date));
      return test && date && Number.isFinite(value) ? [{ test, value, date }] : [];
    }),
    // The drug list's element absent: not recorded; present (an empty one reads as null): what it holds.
    priorDrugs:
      drugs === undefined ? null : asList(valueAt(item, m.drugs.list)).flatMap((d) => textAt(d, m.drugs.name) ?? []),
  };
}

interface SoapFailure {
  message?: string;
  code?: string;
  response?: { status?: number };
  root?: { Envelope?: { Body?: { Fault?: { faultstring?: string } } } };
}

function soapError(error: unknown, url: string, timeoutMs: number): HisError {
  if (error instanceof HisError) return error;
  const e = (error ?? {}) as SoapFailure;
  const fault = e.root?.Envelope?.Body?.Fault?.faultstring;
  if (fault) return new HisError(`HIS 返回 SOAP 故障：${fault}`, `the HIS answered a SOAP Fault: ${fault}`);
  if (e.code === 'ECONNABORTED' || e.code === 'ETIMEDOUT' || /timeout/i.test(e.message ?? ''))
    return new HisError(
      `HIS 在 ${timeoutMs / 1000} 秒内无响应：${shownUrl(url)}`,
      `the HIS did not answer within ${timeoutMs / 1000} s: ${shownUrl(url)}`,
    );
  if (e.response?.status && e.response.status >= 300)
    return new HisError(
      `HIS 返回 HTTP ${e.response.status}：${shownUrl(url)}`,
      `the HIS answered HTTP ${e.response.status}: ${shownUrl(url)}`,
    );
  const reason = (e.message ?? String(error)).replace(/[()]/g, ' ').slice(0, 200);
  return new HisError(`HIS 应答无法读取：${reason}`, `unreadable HIS answer: ${reason}`);
}

export function createSoapHisAdapter(settings: HisEndpointSettings, mapping: SoapMapping): HisAdapter {
  const timeout = settings.timeoutMs;

  async function client(): Promise<Client> {
    const wsdl = await getText(settings.url, basicAuth(settings.userName, settings.password), timeout);
    let created: Client;
    try {
      created = await createClientAsync(wsdl.trimStart().startsWith('<?xml') ? wsdl : `<?xml version="1.0"?>${wsdl}`);
    } catch (error) {
      throw new HisError(
        `WSDL 无法读取：${shownUrl(settings.url)}`,
        `unreadable WSDL: ${shownUrl(settings.url)} - ${String((error as Error).message ?? error)
          .replace(/[()]/g, ' ')
          .slice(0, 120)}`,
      );
    }
    if (settings.userName) created.setSecurity(new BasicAuthSecurity(settings.userName, settings.password ?? ''));
    if (typeof created[`${mapping.operation}Async`] !== 'function')
      throw new HisError(`WSDL 中没有操作 ${mapping.operation}`, `the WSDL has no operation ${mapping.operation}`);
    return created;
  }

  return {
    name: 'soap',
    async fetchPatients(query) {
      const service = await client();
      const call = service[`${mapping.operation}Async`] as (args: object, options: object) => Promise<[unknown]>;
      const patients: HisPatient[] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const args = {
          [mapping.request.codes]: query && !query.everyone ? query.codes.join(',') : '',
          [mapping.request.keywords]: query && !query.everyone ? query.keywords.join(',') : '',
          [mapping.request.page]: page,
          [mapping.request.pageSize]: mapping.pageSize,
        };
        let result: unknown;
        try {
          [result] = await call(args, { timeout });
        } catch (error) {
          throw soapError(error, settings.url, timeout);
        }
        const list = valueAt(result, mapping.patients.split('.')[0] ?? '');
        if (list === undefined)
          throw new HisError(
            `HIS 应答中没有患者列表 ${mapping.patients}（第 ${page} 页）`,
            `the HIS answer has no patient list ${mapping.patients} on page ${page}`,
          );
        const items = asList(valueAt(result, mapping.patients));
        patients.push(...items.flatMap((item) => patientFromSoap(item, mapping) ?? []));
        if (items.length < mapping.pageSize) return patients;
      }
      throw new HisError(`HIS 超过 ${MAX_PAGES} 页仍未结束`, `the HIS answered more than ${MAX_PAGES} pages`);
    },
    async check() {
      const service = await client();
      const description = service.describe() as Record<string, unknown>;
      return `WSDL ${Object.keys(description).join(', ')} · ${mapping.operation}`;
    },
  };
}
