/**
 * FHIR R4 resources (typed by @types/fhir's r4 definitions) as the parts of a HisPatient:
 * Patient (identity), Condition (diagnoses, ICD-10), Observation (numeric lab results) and
 * MedicationStatement (prior drugs). What a resource lacks stays empty or null.
 */
import type { CodeableConcept, Condition, HumanName, MedicationStatement, Observation, Patient } from 'fhir/r4';
import type { HisPatient } from '../candidates/his-adapter';

export const ICD10_SYSTEM = 'http://hl7.org/fhir/sid/icd-10';
/** HL7 v2 table 0203, identifier types: MR medical record number, NI / NNCHN national ids. */
const IDENTIFIER_TYPES = 'http://terminology.hl7.org/CodeSystem/v2-0203';
const NATIONAL_ID_TYPES = ['NNCHN', 'NI'];

const typeCode = (coding: CodeableConcept | undefined) =>
  coding?.coding?.find((c) => !c.system || c.system === IDENTIFIER_TYPES)?.code;

const CJK = /\p{Script=Han}/u;

function nameOf(names: HumanName[] | undefined): string | null {
  const name = names?.find((n) => n.use === 'official') ?? names?.[0];
  if (!name) return null;
  if (name.text?.trim()) return name.text.trim();
  const family = name.family?.trim() ?? '';
  const given = (name.given ?? []).map((g) => g.trim()).filter(Boolean);
  // Chinese names read family then given, without spaces; others given then family.
  const joined = CJK.test(family) ? family + given.join('') : [...given, family].filter(Boolean).join(' ');
  return joined || null;
}

/** The first mobile number (11 digits starting with 1, after a +86 prefix), or null. */
function mobileOf(patient: Patient): string | null {
  const phones = (patient.telecom ?? []).filter((t) => t.system === 'phone' && t.value);
  const ordered = [...phones.filter((t) => t.use === 'mobile'), ...phones];
  for (const phone of ordered) {
    const digits = (phone.value ?? '').replace(/\D/g, '').replace(/^86(?=1\d{10}$)/, '');
    if (/^1\d{10}$/.test(digits)) return digits;
  }
  return null;
}

/** A Patient's identity, or undefined when it has no medical-record number or no name. */
export function patientIdentity(patient: Patient): Omit<HisPatient, 'diagnoses' | 'labs' | 'priorDrugs'> | undefined {
  const identifiers = (patient.identifier ?? []).filter((i) => i.value?.trim());
  const mrn = (identifiers.find((i) => typeCode(i.type) === 'MR') ?? identifiers.find((i) => !i.type))?.value?.trim();
  const name = nameOf(patient.name);
  if (!mrn || !name) return undefined;
  const nationalId = identifiers.find((i) => NATIONAL_ID_TYPES.includes(typeCode(i.type) ?? ''));
  return {
    mrn,
    name,
    sex: patient.gender === 'male' || patient.gender === 'female' ? patient.gender : null,
    birthDate: /^\d{4}-\d{2}-\d{2}$/.test(patient.birthDate ?? '') ? (patient.birthDate ?? null) : null,
    phone: mobileOf(patient),
    idNumber: nationalId?.value?.trim() ?? null,
  };
}

const conceptText = (concept: CodeableConcept | undefined) =>
  concept?.text?.trim() || concept?.coding?.find((c) => c.display)?.display?.trim() || '';

/** The subject's id ('Patient/123' → '123'), or undefined. */
export function subjectId(reference: string | undefined): string | undefined {
  const match = /(?:^|\/)Patient\/([^/]+)(?:\/_history\/[^/]+)?$/.exec(reference ?? '');
  return match?.[1];
}

export function diagnosisOf(condition: Condition): HisPatient['diagnoses'][number] {
  const icd = condition.code?.coding?.find((c) => c.system === ICD10_SYSTEM && c.code);
  return { code: icd?.code ?? null, text: conceptText(condition.code) };
}

/** A lab result with a number and a day, or undefined (a text result, a panel without a value). */
export function labOf(observation: Observation): HisPatient['labs'][number] | undefined {
  const value = observation.valueQuantity?.value;
  const when = observation.effectiveDateTime ?? observation.effectivePeriod?.start ?? observation.issued;
  const test = conceptText(observation.code) || observation.code.coding?.[0]?.code;
  if (typeof value !== 'number' || !Number.isFinite(value) || !when || !test) return undefined;
  return { test, value, date: when.slice(0, 10) };
}

/** The drug's name, or undefined for a statement that says it was not taken. */
export function drugOf(statement: MedicationStatement): string | undefined {
  if (statement.status === 'not-taken' || statement.status === 'entered-in-error') return undefined;
  return conceptText(statement.medicationCodeableConcept) || statement.medicationReference?.display || undefined;
}
