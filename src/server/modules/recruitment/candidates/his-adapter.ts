/**
 * The hospital information system (HIS) as a source of candidate patients. An adapter only
 * has to answer the patients it knows; the site settings choose which one the sync uses
 * (../his/his-connection.ts): this demo file, HL7 FHIR R4 (../his/fhir-adapter.ts) or the
 * hospital's SOAP web service (../his/soap-adapter.ts). The demo adapter reads them from a JSON file (main.ts: HIS_DEMO_FILE or
 * `<DATA_DIR>/his/patients.json`), which holds an array of:
 *
 * ```json
 * {
 *   "mrn": "H20260001",                 // medical-record number, required
 *   "name": "张建国",                    // required
 *   "sex": "male" | "female" | null,
 *   "birthDate": "1960-03-14" | null,   // YYYY-MM-DD
 *   "phone": "13812345678" | null,
 *   "idNumber": "..." | null,
 *   "diagnoses": [{ "code": "C34.1", "text": "右肺上叶腺癌" }],
 *   "labs": [{ "test": "ALT", "value": 38, "date": "2026-11-02" }],
 *   "priorDrugs": ["顺铂"] | [] | null   // null: not recorded
 * }
 * ```
 *
 * The file is read at each sync; nothing is cached.
 */
import { readFile } from 'node:fs/promises';

export interface HisPatient {
  mrn: string;
  name: string;
  sex: 'male' | 'female' | null;
  birthDate: string | null;
  phone: string | null;
  idNumber: string | null;
  diagnoses: { code: string | null; text: string }[];
  labs: { test: string; value: number; date: string }[];
  priorDrugs: string[] | null;
}

/**
 * What a sync looks for: the diagnosis codes (ICD-10 codes or prefixes) and keywords of the
 * published rules' inclusion criteria, or everyone when a project's rules have no diagnosis
 * criterion. An adapter that cannot search answers every patient; the sync filters anyway.
 */
export interface HisQuery {
  codes: string[];
  keywords: string[];
  everyone: boolean;
}

export interface HisAdapter {
  /** Shown in the import history and logs ('demo-file', 'fhir', 'soap'). */
  name: string;
  /** Every patient that fits the query, read in full before anything is written; throws why not. */
  fetchPatients(query?: HisQuery): Promise<HisPatient[]>;
  /** The connection test: what answered, in one line; throws why not. */
  check?(): Promise<string>;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** One entry of the file as a patient, or undefined when it lacks an MRN or a name. */
function patientOf(entry: unknown): HisPatient | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const raw = entry as Record<string, unknown>;
  const mrn = text(raw.mrn);
  const name = text(raw.name);
  if (!mrn || !name) return undefined;
  const list = (value: unknown): Record<string, unknown>[] =>
    Array.isArray(value) ? value.filter((item): item is Record<string, unknown> => typeof item === 'object') : [];
  return {
    mrn,
    name,
    sex: raw.sex === 'male' || raw.sex === 'female' ? raw.sex : null,
    birthDate: text(raw.birthDate),
    phone: text(raw.phone),
    idNumber: text(raw.idNumber),
    diagnoses: list(raw.diagnoses).map((d) => ({ code: text(d.code), text: text(d.text) ?? '' })),
    labs: list(raw.labs)
      .filter((l) => typeof l.value === 'number' && text(l.test) && text(l.date))
      .map((l) => ({ test: text(l.test) ?? '', value: Number(l.value), date: text(l.date) ?? '' })),
    priorDrugs: Array.isArray(raw.priorDrugs)
      ? raw.priorDrugs.filter((d): d is string => typeof d === 'string' && d.trim() !== '')
      : null,
  };
}

/** The demo adapter: the patients of a JSON file (format above); entries without MRN or name are skipped. */
export function createFileHisAdapter(file: string): HisAdapter {
  return {
    name: 'demo-file',
    async fetchPatients() {
      const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
      if (!Array.isArray(parsed)) throw new Error(`HIS demo file ${file} does not hold an array`);
      return parsed.map(patientOf).filter((patient): patient is HisPatient => patient !== undefined);
    },
    async check() {
      const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
      if (!Array.isArray(parsed)) throw new Error(`HIS demo file ${file} does not hold an array`);
      return `${file}: ${parsed.length}`;
    },
  };
}

/** An adapter over patients in memory (tests, and a server started without a HIS). */
export function createMemoryHisAdapter(patients: HisPatient[], name = 'memory'): HisAdapter {
  return { name, fetchPatients: async () => patients };
}
