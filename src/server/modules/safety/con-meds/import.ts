/**
 * Concomitant medications in from a spreadsheet (CSV or .xlsx with the template's Chinese
 * headers). Every row is checked first and every problem reported with its row, column and
 * reason (a dry run); applied, the rows go in in one transaction or not at all, each with
 * the rules' flag and its audit row. Subjects are named by subject number only; route and
 * frequency cells take a dictionary key or its Chinese or English name.
 */
import type { ImportProblem } from '../../../../shared/api/study';
import {
  CON_MED_DICTIONARIES,
  CON_MED_DOSE_MAX,
  CON_MED_DRUG_MAX,
  CON_MED_FREQUENCY_MAX,
  CON_MED_IMPORT_MAX_BYTES,
  CON_MED_IMPORT_MAX_ROWS,
  CON_MED_INDICATION_MAX,
  CON_MED_ROUTE_MAX,
  type ConMedImportReport,
} from '../../../../shared/api/safety/con-meds';
import type { SpreadsheetFormat } from '../../../../shared/api/contract/staff-fields';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import { conMedFlag } from '../../../../shared/domain/safety/rules';
import type { Db } from '../../../db/database';
import { type Cell, writeTable } from '../../../lib/spreadsheet';
import { importDay, importProblemOf, readImportFile, readImportRows } from '../../../lib/spreadsheet-import';
import type { Actor } from '../../../services/staff-write';
import { publishedSafetyRules } from '../rules/published';
import { type ConMedDictionaries, type ConMedValues, conMedIssues } from './con-med-fields';
import { createConMedRepository } from './repository';
import { insertConMeds } from './service';

/** The template's columns: header text, the field a problem names, the longest text, required or not. */
export const CON_MED_COLUMNS = [
  { header: '受试者编号', field: 'subjectNumber', max: 50, required: true },
  { header: '药物名称', field: 'drug', max: CON_MED_DRUG_MAX, required: true },
  { header: '剂量', field: 'dose', max: CON_MED_DOSE_MAX, required: true },
  { header: '给药途径', field: 'route', max: CON_MED_ROUTE_MAX, required: true },
  { header: '频次', field: 'frequency', max: CON_MED_FREQUENCY_MAX, required: false },
  { header: '开始日期', field: 'startDate', max: 10, required: true },
  { header: '结束日期', field: 'endDate', max: 10, required: false },
  { header: '适应症', field: 'indication', max: CON_MED_INDICATION_MAX, required: true },
] as const;
type Field = (typeof CON_MED_COLUMNS)[number]['field'];

const EXAMPLE: Record<Field, string> = {
  subjectNumber: 'S-001',
  drug: '昂丹司琼片',
  dose: '8 mg',
  route: '口服',
  frequency: 'BID',
  startDate: '2026-01-02',
  endDate: '2026-01-04',
  indication: '化疗相关恶心',
};

const problem = importProblemOf(CON_MED_COLUMNS);
const CON_MED_REQUIRED_COLUMNS = CON_MED_COLUMNS.filter((column) => column.required).map((column) => column.field);

interface Lookup {
  today: string;
  subjects: Map<string, number>;
  dictionaries: ConMedDictionaries;
}

/** A coded cell as its dictionary key when it names an entry (key, name or English name, any case); else as typed. */
function codedValue(field: keyof typeof CON_MED_DICTIONARIES, text: string, dictionaries: ConMedDictionaries) {
  const lower = text.toLowerCase();
  const names = (entry: { key: string; value: string; valueEn?: string | null }) =>
    [entry.key, entry.value, entry.valueEn ?? ''].map((name) => name.toLowerCase());
  const found = (dictionaries.get(CON_MED_DICTIONARIES[field]) ?? []).find((entry) => names(entry).includes(lower));
  return found?.key ?? text;
}

/** One row as a medication, with the problems of its cells. */
function rowValues(cells: Map<Field, string>, row: number, lookup: Lookup) {
  const problems: ImportProblem[] = [];
  const text = (field: Field) => cells.get(field) ?? '';
  for (const column of CON_MED_COLUMNS) {
    const value = text(column.field);
    if (column.required && !value) problems.push(problem(row, column.field, '必填'));
    else if (value.length > column.max) problems.push(problem(row, column.field, `不能超过 ${column.max} 个字符`));
  }
  const subjectId = lookup.subjects.get(text('subjectNumber'));
  if (text('subjectNumber') && subjectId === undefined)
    problems.push(problem(row, 'subjectNumber', '本项目没有该受试者'));
  const startDate = text('startDate') ? importDay(text('startDate')) : '';
  const endDate = text('endDate') ? importDay(text('endDate')) : null;
  if (startDate === undefined) problems.push(problem(row, 'startDate', '日期格式应为 YYYY-MM-DD'));
  if (endDate === undefined) problems.push(problem(row, 'endDate', '日期格式应为 YYYY-MM-DD'));
  const values: ConMedValues = {
    subjectId: subjectId ?? 0,
    drug: text('drug'),
    dose: text('dose'),
    route: codedValue('route', text('route'), lookup.dictionaries),
    frequency: text('frequency') ? codedValue('frequency', text('frequency'), lookup.dictionaries) : null,
    startDate: startDate ?? '',
    endDate: endDate ?? null,
    indication: text('indication'),
  };
  if (problems.length === 0) {
    const known = new Map([[subjectId ?? 0, { invalid: 0 }]]);
    for (const issue of conMedIssues(values, lookup.today, known, lookup.dictionaries))
      problems.push(problem(row, issue.field, issue.reason['zh-CN']));
  }
  return { values, problems };
}

function readRows(table: Cell[][], lookup: Lookup) {
  const sheet = readImportRows(table, CON_MED_COLUMNS, CON_MED_REQUIRED_COLUMNS, CON_MED_IMPORT_MAX_ROWS);
  const rows: ConMedValues[] = [];
  for (const { cells, row } of sheet.rows) {
    const read = rowValues(cells, row, lookup);
    sheet.problems.push(...read.problems);
    rows.push(read.values);
  }
  return { rows, problems: sheet.problems, count: sheet.count };
}

export function createConMedImport(db: Db) {
  return {
    async template(format: SpreadsheetFormat): Promise<Buffer> {
      const header = CON_MED_COLUMNS.map((column) => column.header);
      return writeTable(header, [CON_MED_COLUMNS.map((column) => EXAMPLE[column.field])], format, '合并用药');
    },

    async import(
      body: { projectId: number; fileName: string; content: string; apply: boolean },
      actor: Actor,
    ): Promise<ConMedImportReport> {
      const table = await readImportFile(body.fileName, body.content, CON_MED_IMPORT_MAX_BYTES);
      if (typeof table === 'string') {
        return { rows: 0, problems: [problem(0, 'file', table)], applied: false, created: 0, flagged: 0 };
      }
      const repo = createConMedRepository(db);
      const subjects = await repo.subjectsByNumber(body.projectId);
      const lookup = { today: hospitalDay(actor.at), subjects, dictionaries: await repo.dictionaries() };
      const { rows, problems, count } = readRows(table, lookup);
      const rules = await publishedSafetyRules(db, body.projectId);
      const flagged = rows.filter((values) => conMedFlag(values.drug, rules) !== null).length;
      const report = { rows: count, problems, applied: false, created: rows.length, flagged };
      if (!body.apply || problems.length > 0) return report;
      await db.transaction().execute((trx) => insertConMeds(trx, body.projectId, rows, actor, 'import'));
      return { ...report, applied: true };
    },
  };
}
