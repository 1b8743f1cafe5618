/**
 * A small FHIR R4 server over patients in memory, for `npm start -- --demo-his`, the tests
 * and bench/his-sync.ts. It answers what the FHIR adapter asks: `metadata`, and searchset
 * Bundles of Condition (by `code:below` ICD-10 prefix, `code:text` words or `patient`, with
 * `_include=Condition:subject`), Patient (`_id`), Observation and MedicationStatement (by
 * `patient`), paged by `_count` and `_offset` with `next` links. Resources are shaped like
 * the specification's examples (patient-example, condition-example, observation-example,
 * medicationstatementexample1). Nothing is stored; `intercept` lets a test answer a request
 * its own way (slow, failing, malformed).
 */
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BundleEntry, Condition, FhirResource, MedicationStatement, Observation, Patient } from 'fhir/r4';
import type { HisPatient } from '../candidates/his-adapter';
import { ICD10_SYSTEM } from './fhir-resources';

export interface InterceptAnswer {
  status?: number;
  body?: string;
  delayMs?: number;
}

export interface DemoHisServer {
  /** The FHIR base URL (…/fhir) or the WSDL URL (…?wsdl). */
  url: string;
  /** Requests answered so far. */
  requests: () => number;
  close: () => Promise<void>;
}

const MR = { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'MR' }] };
const NATIONAL_ID = { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v2-0203', code: 'NNCHN' }] };

interface Records {
  patient: Patient;
  conditions: Condition[];
  observations: Observation[];
  statements: MedicationStatement[];
}

function recordsOf(p: HisPatient, index: number): Records {
  const id = `p${index}`;
  const subject = { reference: `Patient/${id}` };
  return {
    patient: {
      resourceType: 'Patient',
      id,
      identifier: [
        { use: 'usual', type: MR, system: 'urn:oid:2.16.840.1.113883.4.642.demo.mrn', value: p.mrn },
        ...(p.idNumber ? [{ type: NATIONAL_ID, value: p.idNumber }] : []),
      ],
      name: [{ use: 'official', text: p.name, family: p.name.slice(0, 1), given: [p.name.slice(1)] }],
      gender: p.sex ?? 'unknown',
      ...(p.birthDate ? { birthDate: p.birthDate } : {}),
      ...(p.phone ? { telecom: [{ system: 'phone', value: p.phone, use: 'mobile' }] } : {}),
    },
    conditions: p.diagnoses.map((d, j) => ({
      resourceType: 'Condition',
      id: `c${index}-${j}`,
      clinicalStatus: {
        coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'active' }],
      },
      code: { coding: d.code ? [{ system: ICD10_SYSTEM, code: d.code, display: d.text }] : [], text: d.text },
      subject,
    })),
    observations: p.labs.map((lab, j) => ({
      resourceType: 'Observation',
      id: `o${index}-${j}`,
      status: 'final',
      category: [
        { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'laboratory' }] },
      ],
      code: { text: lab.test },
      subject,
      effectiveDateTime: lab.date,
      valueQuantity: { value: lab.value },
    })),
    statements: (p.priorDrugs ?? []).map((drug, j) => ({
      resourceType: 'MedicationStatement',
      id: `m${index}-${j}`,
      status: 'completed',
      medicationCodeableConcept: { text: drug },
      subject,
    })),
  };
}

const split = (value: string | null) =>
  (value ?? '')
    .split(/(?<!\\),/)
    .map((v) => v.replace(/\\(.)/g, '$1'))
    .filter(Boolean);

/** The resources a search matches (included patients are added per page). */
/** The records in the order given, and by patient id (a search by patient reads only theirs). */
interface Store {
  all: Records[];
  byId: Map<string, Records>;
}

/** The resources a search matches (included patients are added per page). */
function search(store: Store, type: string, q: URLSearchParams): FhirResource[] {
  const patients = split(q.get('patient')).map((ref) => ref.replace(/^Patient\//, ''));
  const records = patients.length === 0 ? store.all : patients.flatMap((id) => store.byId.get(id) ?? []);
  if (type === 'Patient') {
    const ids = split(q.get('_id'));
    return ids.length === 0 ? records.map((r) => r.patient) : ids.flatMap((id) => store.byId.get(id)?.patient ?? []);
  }
  if (type === 'Observation') return records.flatMap((r) => r.observations);
  if (type === 'MedicationStatement') return records.flatMap((r) => r.statements);
  const prefixes = split(q.get('code:below')).map((token) => token.split('|').pop() ?? '');
  const words = split(q.get('code:text'));
  const fits = (c: Condition) =>
    (prefixes.length === 0 || prefixes.some((p) => c.code?.coding?.some((code) => code.code?.startsWith(p)))) &&
    (words.length === 0 || words.some((w) => c.code?.text?.includes(w)));
  return records.flatMap((r) => r.conditions).filter(fits);
}

function bundlePage(store: Store, base: string, type: string, q: URLSearchParams): object {
  const match = search(store, type, q);
  const count = Math.max(1, Math.min(1000, Number(q.get('_count') ?? 100)));
  const offset = Math.max(0, Number(q.get('_offset') ?? 0));
  const page = match.slice(offset, offset + count);
  const included =
    q.get('_include') === 'Condition:subject'
      ? [...new Set(page.map((c) => ((c as Condition).subject.reference ?? '').replace('Patient/', '')))].flatMap(
          (id) => store.byId.get(id)?.patient ?? [],
        )
      : [];
  const entry = (resource: FhirResource, mode: 'match' | 'include'): BundleEntry => ({
    fullUrl: `${base}/${resource.resourceType}/${resource.id}`,
    resource,
    search: { mode },
  });
  const self = new URLSearchParams(q);
  const next = new URLSearchParams(q);
  next.set('_offset', String(offset + count));
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    total: match.length,
    link: [
      { relation: 'self', url: `${base}/${type}?${self.toString()}` },
      ...(offset + count < match.length ? [{ relation: 'next', url: `${base}/${type}?${next.toString()}` }] : []),
    ],
    entry: [...page.map((r) => entry(r, 'match')), ...included.map((r) => entry(r, 'include'))],
  };
}

const CAPABILITY = {
  resourceType: 'CapabilityStatement',
  status: 'active',
  date: '2026-01-01',
  kind: 'instance',
  fhirVersion: '4.0.1',
  format: ['json'],
  software: { name: 'Demo HIS FHIR server', version: '1.0' },
};

export async function listen(server: Server, port = 0, host = '127.0.0.1'): Promise<AddressInfo> {
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return server.address() as AddressInfo;
}

export const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

export async function startDemoFhirServer(
  patients: HisPatient[],
  options: { port?: number; intercept?: (url: URL) => InterceptAnswer | undefined } = {},
): Promise<DemoHisServer> {
  const all = patients.map(recordsOf);
  const store: Store = { all, byId: new Map(all.map((r) => [r.patient.id ?? '', r])) };
  let requests = 0;
  let base = '';
  const answer = (response: ServerResponse, status: number, body: string) => {
    response.writeHead(status, { 'content-type': 'application/fhir+json; charset=utf-8' });
    response.end(body);
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    requests += 1;
    const url = new URL(request.url ?? '/', base);
    const special = options.intercept?.(url);
    const reply = () => {
      if (special?.status !== undefined || special?.body !== undefined)
        return answer(response, special.status ?? 200, special.body ?? '');
      const type = url.pathname.replace(/^\/fhir\//, '');
      if (type === 'metadata') return answer(response, 200, JSON.stringify(CAPABILITY));
      if (!['Condition', 'Patient', 'Observation', 'MedicationStatement'].includes(type))
        return answer(response, 404, JSON.stringify({ resourceType: 'OperationOutcome', issue: [] }));
      return answer(
        response,
        200,
        JSON.stringify(bundlePage(store, `${base.replace(/\/$/, '')}/fhir`, type, url.searchParams)),
      );
    };
    if (special?.delayMs) setTimeout(reply, special.delayMs).unref();
    else reply();
  });
  const address = await listen(server, options.port);
  base = `http://127.0.0.1:${address.port}/`;
  return { url: `${base}fhir`, requests: () => requests, close: () => closeServer(server) };
}
