/**
 * Candidate patients in from a spreadsheet (CSV or .xlsx, the template's columns). Every row
 * is checked first and every problem reported with its row, column and reason; applied, the
 * rows go in in one transaction or not at all. A row whose medical-record number the project
 * already has, or an earlier row of the file has, is merged into that patient, not doubled.
 * Each import leaves a history row (recruit_import) and one audit row with counts only.
 */
import type { ImportProblem } from '../../../../shared/api/study';
import {
  PATIENT_IMPORT_MAX_BYTES,
  PATIENT_IMPORT_MAX_ROWS,
  type PatientImportReport,
} from '../../../../shared/api/recruitment/candidate-import';
import type { SpreadsheetFormat } from '../../../../shared/api/contract/staff-fields';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import { parseDrugText, parseLabText } from '../../../../shared/domain/recruitment/patient';
import type { Db } from '../../../db/database';
import type { FieldCipher } from '../../../lib/field-crypto';
import { type Cell, writeTable } from '../../../lib/spreadsheet';
import { importDay, importProblemOf, readImportFile, readImportRows } from '../../../lib/spreadsheet-import';
import { type Actor, auditActor, isoTime } from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import { type PlainPatient, mrnHashOf, normaliseMrn, patientProblems } from './patient-data';
import { createPatientRepository } from './repository';
import type { Rematch } from './rematch';
import { upsertPatient } from './service';

/** The template's columns: header text and the field a problem names. */
export const PATIENT_COLUMNS = [
  { header: '姓名', field: 'name' },
  { header: '性别(男/女)', field: 'sex' },
  { header: '出生日期', field: 'birthDate' },
  { header: '手机号', field: 'phone' },
  { header: '身份证号', field: 'idNumber' },
  { header: '病历号', field: 'mrn' },
  { header: '诊断', field: 'diagnosisText' },
  { header: 'ICD-10', field: 'diagnosisCode' },
  { header: '化验', field: 'labs' },
  { header: '既往用药', field: 'priorDrugs' },
] as const;
type Field = (typeof PATIENT_COLUMNS)[number]['field'];

const EXAMPLE: Record<Field, string> = {
  name: '张建国',
  sex: '男',
  birthDate: '1962-05-18',
  phone: '13812345678',
  idNumber: '',
  mrn: 'H20260001',
  diagnosisText: '右肺上叶腺癌',
  diagnosisCode: 'C34.1',
  labs: 'ALT=38@2026-11-02; 中性粒细胞计数=2.1@2026-11-01',
  priorDrugs: '顺铂；培美曲塞',
};

const ICD10 = /^[A-Z][0-9]{2}(\.[0-9A-Z]{1,4})?$/;
const SEX: Record<string, PlainPatient['sex']> = { 男: 'male', 女: 'female', male: 'male', female: 'female' };
const split = (text: string) =>
  text
    .split(/[;；]/)
    .map((part) => part.trim())
    .filter(Boolean);

const problem = importProblemOf(PATIENT_COLUMNS);

/** One row as a patient, with the problems of its cells. */
function rowPatient(cells: Map<Field, string>, row: number, today: string) {
  const problems: ImportProblem[] = [];
  const text = (field: Field) => cells.get(field) ?? '';
  const sexText = text('sex');
  const sex = sexText ? SEX[sexText.toLowerCase()] : null;
  if (sex === undefined) problems.push(problem(row, 'sex', '应为 男 或 女'));
  const birthDate = text('birthDate') ? importDay(text('birthDate')) : null;
  if (birthDate === undefined) problems.push(problem(row, 'birthDate', '日期格式应为 YYYY-MM-DD'));
  const codes = split(text('diagnosisCode')).map((code) => code.toUpperCase());
  const texts = split(text('diagnosisText'));
  const badCode = codes.find((code) => !ICD10.test(code));
  if (badCode) problems.push(problem(row, 'diagnosisCode', `不是 ICD-10 编码: ${badCode}`));
  const diagnoses = Array.from({ length: Math.max(codes.length, texts.length) }, (_, i) => ({
    code: codes[i] ?? null,
    text: texts[i] ?? codes[i] ?? '',
  }));
  const labs = parseLabText(text('labs'));
  if ('bad' in labs) problems.push(problem(row, 'labs', `应为 项目=数值@YYYY-MM-DD: ${labs.bad}`));
  const patient: PlainPatient = {
    name: text('name'),
    sex: sex ?? null,
    birthDate: birthDate ?? null,
    phone: text('phone') || null,
    idNumber: text('idNumber') ? text('idNumber').toUpperCase() : null,
    mrn: normaliseMrn(text('mrn')),
    diagnoses,
    labs: 'labs' in labs ? labs.labs : [],
    priorDrugs: parseDrugText(text('priorDrugs')),
  };
  const known = new Set(problems.map((found) => found.field));
  for (const found of patientProblems(patient, today)) {
    if (!known.has(found.field)) problems.push(problem(row, found.field, found.reason['zh-CN']));
  }
  return { patient, problems };
}

function readRows(table: Cell[][], today: string) {
  const sheet = readImportRows(table, PATIENT_COLUMNS, ['name', 'mrn'], PATIENT_IMPORT_MAX_ROWS);
  const patients: PlainPatient[] = [];
  for (const { cells, row } of sheet.rows) {
    const read = rowPatient(cells, row, today);
    sheet.problems.push(...read.problems);
    patients.push(read.patient);
  }
  return { patients, problems: sheet.problems, count: sheet.count };
}

/** Every row in one transaction, with the history row and the audit row; the patients' ids. */
async function applyRows(
  db: Db,
  cipher: FieldCipher,
  body: { projectId: number; fileName: string },
  patients: PlainPatient[],
  actor: Actor,
  report: { rows: number; created: number; merged: number },
): Promise<number[]> {
  const now = isoTime(actor.at);
  return db.transaction().execute(async (trx) => {
    const trxRepo = createPatientRepository(trx);
    const ids = new Set<number>();
    for (const patient of patients) {
      ids.add((await upsertPatient(trxRepo, cipher, body.projectId, patient, { source: 1 }, now)).id);
    }
    const importId = await trxRepo.insertImport({
      projectId: body.projectId,
      kind: 'import',
      fileName: body.fileName,
      totalRows: report.rows,
      createdCount: report.created,
      mergedCount: report.merged,
      actorName: actor.actorName,
      at: now,
    });
    await appendAudit(trx, {
      ...auditActor(actor),
      action: 'patient.import',
      entity: 'project',
      entityId: body.projectId,
      after: { importId, rows: report.rows, created: report.created, merged: report.merged },
    });
    return [...ids];
  });
}

export function createPatientImport(db: Db, cipher: FieldCipher, rematch: Rematch) {
  return {
    async template(format: SpreadsheetFormat): Promise<Buffer> {
      const header = PATIENT_COLUMNS.map((column) => column.header);
      return writeTable(header, [PATIENT_COLUMNS.map((column) => EXAMPLE[column.field])], format, '患者');
    },

    async import(
      body: { projectId: number; fileName: string; content: string; apply: boolean },
      actor: Actor,
    ): Promise<PatientImportReport> {
      const table = await readImportFile(body.fileName, body.content, PATIENT_IMPORT_MAX_BYTES);
      if (typeof table === 'string') {
        return { rows: 0, problems: [problem(0, 'file', table)], applied: false, created: 0, merged: 0 };
      }
      const { patients, problems, count } = readRows(table, hospitalDay(actor.at));
      const repo = createPatientRepository(db);
      const hashes = [...new Set(patients.map((patient) => mrnHashOf(cipher, patient.mrn)))];
      const taken = await repo.takenMrnHashes(body.projectId, hashes);
      const created = hashes.filter((hash) => !taken.has(hash)).length;
      const report = { rows: count, problems, applied: false, created, merged: patients.length - created };
      if (!body.apply || problems.length > 0) return report;
      const ids = await applyRows(db, cipher, body, patients, actor, report);
      await rematch(body.projectId, actor, ids);
      return { ...report, applied: true };
    },
  };
}
