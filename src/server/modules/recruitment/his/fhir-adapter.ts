/**
 * The HIS over HL7 FHIR R4 (REST, JSON). A sync searches Condition by the rules' ICD-10 codes
 * (`code:below`, so 'C34' finds 'C34.1') and keywords (`code:text`), with the patients
 * included (`_include=Condition:subject`), or every Condition when a rule takes every
 * diagnosis; then, for those patients in batches, all their Conditions, their laboratory
 * Observations and their MedicationStatements. Every search follows the bundle's `next`
 * links, which must stay on the server's origin. Everything is read before the sync writes
 * anything; any failure (HTTP status, timeout, an answer that is not a Bundle, a repeated
 * page) stops the read with a HisError. Nothing is cached.
 */
import type {
  Bundle,
  CapabilityStatement,
  Condition,
  FhirResource,
  MedicationStatement,
  Observation,
  Patient,
} from 'fhir/r4';
import type { HisAdapter, HisPatient, HisQuery } from '../candidates/his-adapter';
import { ICD10_SYSTEM, diagnosisOf, drugOf, labOf, patientIdentity, subjectId } from './fhir-resources';
import { HisError, basicAuth, getText, shownUrl } from './his-http';

export interface HisEndpointSettings {
  url: string;
  userName: string | null;
  password: string | null;
  timeoutMs: number;
}

/** Patients per search of their conditions, labs and drugs (a URL stays well under 8 KB). */
const PATIENT_BATCH = 50;
const PAGE_SIZE = 100;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
/** FHIR search escapes: a value's `\`, `,`, `$` and `|` are literal only after a backslash. */
const escaped = (value: string) => value.replace(/[\\,$|]/g, (c) => `\\${c}`);

const malformed = (url: string, zh: string, en: string) =>
  new HisError(`HIS 应答格式错误（${zh}）：${shownUrl(url)}`, `malformed HIS answer, ${en}: ${shownUrl(url)}`);

export function createFhirHisAdapter(settings: HisEndpointSettings, pageSize = PAGE_SIZE): HisAdapter {
  const base = settings.url.replace(/\/+$/, '');
  const origin = new URL(base).origin;
  const headers = { accept: 'application/fhir+json', ...basicAuth(settings.userName, settings.password) };

  async function resourceAt(url: string): Promise<Record<string, unknown>> {
    const text = await getText(url, headers, settings.timeoutMs);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw malformed(url, '不是 JSON', 'not JSON');
    }
    if (!isObject(parsed) || typeof parsed.resourceType !== 'string')
      throw malformed(url, '不是 FHIR 资源', 'not a FHIR resource');
    return parsed;
  }

  /** Every resource of a search, page after page. */
  async function searchAll(path: string, params: Record<string, string>): Promise<FhirResource[]> {
    const found: FhirResource[] = [];
    const seen = new Set<string>();
    let url: string | undefined =
      `${base}/${path}?${new URLSearchParams({ ...params, _count: String(pageSize) }).toString()}`;
    while (url) {
      if (seen.has(url)) throw malformed(url, '下一页链接重复', 'the next link repeats a page');
      seen.add(url);
      const bundle = await resourceAt(url);
      if (bundle.resourceType !== 'Bundle')
        throw malformed(url, '不是 Bundle', `a ${String(bundle.resourceType)}, not a Bundle`);
      const { entry, link } = bundle as unknown as Bundle;
      if (entry !== undefined && !Array.isArray(entry)) throw malformed(url, 'entry 不是数组', 'entry is not an array');
      for (const item of entry ?? []) {
        const resource: unknown = isObject(item) ? item.resource : undefined;
        if (!isObject(resource) || typeof resource.resourceType !== 'string')
          throw malformed(url, '条目缺少资源', 'an entry without a resource');
        found.push(resource as unknown as FhirResource);
      }
      const next = Array.isArray(link) ? link.find((l) => isObject(l) && l.relation === 'next')?.url : undefined;
      url = next === undefined ? undefined : new URL(next, `${base}/`).href;
      if (url !== undefined && new URL(url).origin !== origin)
        throw malformed(url, '下一页链接指向其他服务器', 'the next link leaves the server');
    }
    return found;
  }

  /** The patients whose conditions the query looks for, by their FHIR id. */
  async function patientsFitting(query: HisQuery | undefined): Promise<Map<string, Patient>> {
    const include = { _include: 'Condition:subject' };
    const searches: Record<string, string>[] =
      !query || query.everyone
        ? [include]
        : [
            ...(query.codes.length > 0
              ? [{ ...include, 'code:below': query.codes.map((c) => `${ICD10_SYSTEM}|${escaped(c)}`).join(',') }]
              : []),
            ...(query.keywords.length > 0 ? [{ ...include, 'code:text': query.keywords.map(escaped).join(',') }] : []),
          ];
    const patients = new Map<string, Patient>();
    const wanted = new Set<string>();
    for (const params of searches) {
      for (const resource of await searchAll('Condition', params)) {
        if (resource.resourceType === 'Patient' && resource.id) patients.set(resource.id, resource);
        if (resource.resourceType === 'Condition') {
          const id = subjectId(resource.subject.reference);
          if (id) wanted.add(id);
        }
      }
    }
    // Patients a server did not include are asked for by id.
    const missing = [...wanted].filter((id) => !patients.has(id));
    for (let i = 0; i < missing.length; i += PATIENT_BATCH) {
      const ids = missing.slice(i, i + PATIENT_BATCH).join(',');
      for (const resource of await searchAll('Patient', { _id: ids }))
        if (resource.resourceType === 'Patient' && resource.id) patients.set(resource.id, resource);
    }
    for (const id of [...patients.keys()]) if (!wanted.has(id)) patients.delete(id);
    return patients;
  }

  /** Conditions, labs and drugs of a batch of patients, by the patient's FHIR id. */
  async function recordsOf(ids: string[]) {
    const patient = ids.map((id) => `Patient/${id}`).join(',');
    const [conditions, observations, statements] = await Promise.all([
      searchAll('Condition', { patient }),
      searchAll('Observation', { patient, category: 'laboratory' }),
      searchAll('MedicationStatement', { patient }),
    ]);
    const bySubject = <T extends FhirResource>(resources: FhirResource[], type: T['resourceType']) => {
      const map = new Map<string, T[]>();
      for (const resource of resources) {
        if (resource.resourceType !== type) continue;
        const id = subjectId((resource as Condition | Observation | MedicationStatement).subject?.reference);
        if (id) map.set(id, [...(map.get(id) ?? []), resource as T]);
      }
      return map;
    };
    return {
      conditions: bySubject<Condition>(conditions, 'Condition'),
      observations: bySubject<Observation>(observations, 'Observation'),
      statements: bySubject<MedicationStatement>(statements, 'MedicationStatement'),
    };
  }

  return {
    name: 'fhir',
    async fetchPatients(query) {
      const found = await patientsFitting(query);
      const ids = [...found.keys()];
      const patients: HisPatient[] = [];
      for (let i = 0; i < ids.length; i += PATIENT_BATCH) {
        const batch = ids.slice(i, i + PATIENT_BATCH);
        const records = await recordsOf(batch);
        for (const id of batch) {
          const identity = patientIdentity(found.get(id) as Patient);
          if (!identity) continue;
          const statements = records.statements.get(id) ?? [];
          patients.push({
            ...identity,
            diagnoses: (records.conditions.get(id) ?? []).map(diagnosisOf),
            labs: (records.observations.get(id) ?? []).flatMap((o) => labOf(o) ?? []),
            // No statement at all: not recorded (null), which is not 'took nothing'.
            priorDrugs: statements.length === 0 ? null : statements.flatMap((s) => drugOf(s) ?? []),
          });
        }
      }
      return patients;
    },
    async check() {
      const url = `${base}/metadata`;
      const statement = (await resourceAt(url)) as unknown as CapabilityStatement;
      if (statement.resourceType !== 'CapabilityStatement')
        throw malformed(url, '不是 CapabilityStatement', 'not a CapabilityStatement');
      if (!statement.fhirVersion?.startsWith('4.0'))
        throw new HisError(
          `该服务器的 FHIR 版本是 ${statement.fhirVersion ?? '未知'}，不是 R4 (4.0)`,
          `the server speaks FHIR ${statement.fhirVersion ?? 'unknown'}, not R4 4.0`,
        );
      const software = [statement.software?.name, statement.software?.version].filter(Boolean).join(' ');
      return `FHIR ${statement.fhirVersion}${software ? ` · ${software}` : ''}`;
    },
  };
}
