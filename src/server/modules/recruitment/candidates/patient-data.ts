/**
 * A candidate patient's data in clear (as forms, files and the HIS give it) and as stored:
 * checking it, sealing the identifying fields with the patient cipher, opening them again,
 * and merging a second record of the same medical-record number into the first. The keyed
 * lookup hashes are of the normalised value (the demo seed and key rotation hash the same way).
 */
import type { Diagnosis, LabValue } from '../../../../shared/api/recruitment/candidates';
import { isCalendarDate } from '../../../../shared/domain/hospital-time';
import type { PatientSex } from '../../../../shared/domain/recruitment/criteria';
import { isValidIdNumber, normalisePersonName } from '../../../../shared/domain/recruitment/patient';
import type { FieldCipher } from '../../../lib/field-crypto';
import type { PatientState, StoredPatient } from './repository';
import type { LocalizedText } from '../../../../shared/domain/labels';

export interface PlainPatient {
  name: string;
  sex: PatientSex | null;
  birthDate: string | null;
  phone: string | null;
  idNumber: string | null;
  mrn: string;
  diagnoses: Diagnosis[];
  labs: LabValue[];
  /** null: nobody recorded them; []: none. */
  priorDrugs: string[] | null;
}

export const PHONE_PATTERN = /^1[3-9][0-9]{9}$/;

/** MRNs are compared trimmed and upper-cased: 'h001 ' and 'H001' are one patient. */
export const normaliseMrn = (mrn: string) => mrn.trim().toUpperCase();
export const mrnHashOf = (cipher: FieldCipher, mrn: string) => cipher.lookupHash(normaliseMrn(mrn));
export const phoneHashOf = (cipher: FieldCipher, phone: string) => cipher.lookupHash(phone.trim());
/** Prefixed, so a name never shares a hash with an MRN or a phone number of the same text. */
export const nameHashOf = (cipher: FieldCipher, name: string) => cipher.lookupHash(`name:${normalisePersonName(name)}`);

/** Every rule the schema cannot state, as (field, reason); none for good data. */
export function patientProblems(patient: PlainPatient, today: string): { field: string; reason: LocalizedText }[] {
  const problems: { field: string; reason: LocalizedText }[] = [];
  if (!patient.name.trim()) problems.push({ field: 'name', reason: { 'zh-CN': '必填', en: 'Required' } });
  else if (Array.from(patient.name.trim()).length > 50)
    problems.push({ field: 'name', reason: { 'zh-CN': '最多 50 个字', en: 'At most 50 characters' } });
  const mrn = normaliseMrn(patient.mrn);
  if (!mrn) problems.push({ field: 'mrn', reason: { 'zh-CN': '必填', en: 'Required' } });
  else if (mrn.length > 32)
    problems.push({ field: 'mrn', reason: { 'zh-CN': '最多 32 个字符', en: 'At most 32 characters' } });
  if (patient.birthDate !== null) {
    if (!isCalendarDate(patient.birthDate))
      problems.push({ field: 'birthDate', reason: { 'zh-CN': '日期无效', en: 'Not a real date' } });
    else if (patient.birthDate > today)
      problems.push({ field: 'birthDate', reason: { 'zh-CN': '不能晚于今天', en: 'Cannot be after today' } });
  }
  if (patient.phone !== null && !PHONE_PATTERN.test(patient.phone)) {
    problems.push({ field: 'phone', reason: { 'zh-CN': '应为 11 位手机号', en: 'Must be an 11-digit mobile number' } });
  }
  if (patient.idNumber !== null && !isValidIdNumber(patient.idNumber)) {
    problems.push({
      field: 'idNumber',
      reason: {
        'zh-CN': '应为 18 位身份证号（校验位正确）或 5–20 位证件号',
        en: 'Must be an 18-digit ID card number (with a correct check digit) or a 5–20 character document number',
      },
    });
  }
  for (const lab of patient.labs) {
    if (!isCalendarDate(lab.date) || lab.date > today) {
      problems.push({
        field: 'labs',
        reason: {
          'zh-CN': `化验日期无效：${lab.test} ${lab.date}`,
          en: `Not a real lab date: ${lab.test} ${lab.date}`,
        },
      });
      break;
    }
  }
  return problems;
}

/** The stored form: identifying fields sealed, lookups hashed, health data as JSON. */
export function sealPatient(cipher: FieldCipher, patient: PlainPatient): StoredPatient {
  return {
    mrnHash: mrnHashOf(cipher, patient.mrn),
    phoneHash: patient.phone === null ? null : phoneHashOf(cipher, patient.phone),
    nameHash: nameHashOf(cipher, patient.name),
    nameEnc: cipher.encrypt(patient.name.trim()),
    phoneEnc: cipher.encryptOptional(patient.phone),
    idNumberEnc: cipher.encryptOptional(patient.idNumber === null ? null : patient.idNumber.toUpperCase()),
    mrnEnc: cipher.encrypt(normaliseMrn(patient.mrn)),
    sex: patient.sex,
    birthDate: patient.birthDate,
    diagnoses: JSON.stringify(patient.diagnoses),
    labs: JSON.stringify(patient.labs),
    priorDrugs: patient.priorDrugs === null ? null : JSON.stringify(patient.priorDrugs),
  };
}

export const parseJson = <T>(text: string | null, fallback: T): T =>
  text === null ? fallback : (JSON.parse(text) as T);

export function openPatient(cipher: FieldCipher, row: PatientState): PlainPatient {
  return {
    name: cipher.decrypt(row.nameEnc),
    sex: row.sex === 'male' || row.sex === 'female' ? row.sex : null,
    birthDate: row.birthDate,
    phone: cipher.decryptOptional(row.phoneEnc),
    idNumber: cipher.decryptOptional(row.idNumberEnc),
    mrn: cipher.decrypt(row.mrnEnc),
    diagnoses: parseJson<Diagnosis[]>(row.diagnoses, []),
    labs: parseJson<LabValue[]>(row.labs, []),
    priorDrugs: parseJson<string[] | null>(row.priorDrugs, null),
  };
}

function unionBy<T>(first: readonly T[], second: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set(first.map(key));
  return [...first, ...second.filter((item) => !seen.has(key(item)) && seen.add(key(item)))];
}

/**
 * A second record of the same MRN merged into the first: what the newer one knows wins
 * (name, sex, birth date, phone, ID), diagnoses, labs and drugs are joined without doubles,
 * and a field the newer one leaves empty keeps what was known.
 */
export function mergePatients(existing: PlainPatient, incoming: PlainPatient): PlainPatient {
  const drugs =
    existing.priorDrugs === null || incoming.priorDrugs === null
      ? (incoming.priorDrugs ?? existing.priorDrugs)
      : unionBy(existing.priorDrugs, incoming.priorDrugs, (drug) => drug.toLowerCase());
  return {
    name: incoming.name.trim() || existing.name,
    sex: incoming.sex ?? existing.sex,
    birthDate: incoming.birthDate ?? existing.birthDate,
    phone: incoming.phone ?? existing.phone,
    idNumber: incoming.idNumber ?? existing.idNumber,
    mrn: existing.mrn,
    diagnoses: unionBy(existing.diagnoses, incoming.diagnoses, (d) => `${d.code ?? ''}|${d.text}`),
    labs: unionBy(existing.labs, incoming.labs, (l) => `${l.test}|${l.date}`),
    priorDrugs: drugs,
  };
}

/** The names of the fields whose values differ (for the audit row: names only, no values). */
export function changedFieldNames(before: PlainPatient, after: PlainPatient): string[] {
  return (Object.keys(after) as (keyof PlainPatient)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}
