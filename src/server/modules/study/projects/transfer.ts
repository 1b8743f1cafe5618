/**
 * Projects in and out as spreadsheets. An import reads every row into the create form's
 * fields, checks each with the create schema and the domain rules (dictionaries,
 * departments), and reports every problem with its row, column and reason; applied, it
 * creates every row as a draft in one transaction (with one audit row each), or nothing.
 * The export writes the project table with the list's filters, labels instead of codes.
 */
import {
  EXPORT_MAX_ROWS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportProblem,
  type ImportReport,
  type ProjectExportQuery,
} from '../../../../shared/api/study/project-transfer';
import { type ProjectFields, projectCreateBodySchema } from '../../../../shared/api/study/projects';
import type { SpreadsheetFormat } from '../../../../shared/api/contract/staff-fields';
import { schemaChecker } from '../../../../shared/api/contract/schema-problems';
import { hospitalDay, hospitalDayStartIso, isCalendarDate } from '../../../../shared/domain/hospital-time';
import { DictCode } from '../../../../shared/domain/study/dictionaries';
import {
  PROJECT_DICTIONARY_FIELDS,
  type ProjectDictionaryField,
} from '../../../../shared/domain/study/dictionary-fields';
import { PROJECT_STATUS_LABELS } from '../../../../shared/domain/study/lifecycle';
import {
  PROJECT_COLUMNS,
  type ProjectColumn,
  columnOfHeader,
  headerOf,
  splitCellList,
} from '../../../../shared/domain/study/columns';
import type { Db } from '../../../db/database';
import type { Actor } from '../../../services/staff-write';
import { createProjectRepository } from './repository';
import { insertDraft, storedProjectFields } from './service';
import { type Cell, UnreadableFile, formatOfName, readTable, writeTable } from '../../../lib/spreadsheet';

const checkFields = schemaChecker(projectCreateBodySchema);

/** Dictionary entries and departments, read once per import or export. */
interface Lookups {
  /** code -> entries as [key, display value]. */
  dictionaries: Map<string, [string, string][]>;
  departments: Map<string, number>;
  departmentNames: Map<number, string>;
}

async function loadLookups(db: Db): Promise<Lookups> {
  const repo = createProjectRepository(db);
  const codes = [DictCode.recruitStatus, ...Object.values(PROJECT_DICTIONARY_FIELDS).map((f) => f.code)];
  const dictionaries = new Map<string, [string, string][]>();
  for (const row of await repo.dictionaries(codes)) {
    dictionaries.set(row.code, [...(dictionaries.get(row.code) ?? []), [row.itemKey, row.itemValue]]);
  }
  const units = await repo.organizations();
  return {
    dictionaries,
    departments: new Map(units.flatMap((unit) => [[unit.name, unit.id] as const, [String(unit.id), unit.id] as const])),
    departmentNames: new Map(units.map((unit) => [unit.id, unit.name])),
  };
}

/** A Date cell or YYYY-MM-DD (or YYYY/MM/DD) text as a calendar day. */
function dayOf(cell: Cell): string | undefined {
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(cell.trim());
  if (!match) return undefined;
  const [, y, m, d] = match;
  const day = `${y}-${m?.padStart(2, '0')}-${d?.padStart(2, '0')}`;
  return isCalendarDate(day) ? day : undefined;
}

/** The stored text of a dictionary cell (entries by key or display value), or the names it does not know. */
function dictionaryValue(
  field: ProjectDictionaryField,
  cell: string,
  lookups: Lookups,
): { value: string } | { unknown: string[] } {
  const rule = PROJECT_DICTIONARY_FIELDS[field];
  const entries = lookups.dictionaries.get(rule.code) ?? [];
  const parts = rule.multiple ? splitCellList(cell) : [cell.trim()];
  const stored = parts.map((part) => {
    const entry = entries.find(([key, value]) => key === part || value === part);
    return entry ? (rule.holds === 'key' ? entry[0] : entry[1]) : undefined;
  });
  const unknown = parts.filter((_, index) => stored[index] === undefined);
  return unknown.length > 0 ? { unknown } : { value: stored.join(',') };
}

/** One spreadsheet row as the create form's fields, with the problems found in its cells. */
function rowFields(cells: Map<ProjectColumn, Cell>, lookups: Lookups) {
  const fields: Record<string, unknown> = { recruitStatus: 'zmz' };
  const problems: { column: ProjectColumn; reason: string }[] = [];
  for (const [column, cell] of cells) {
    // A leading apostrophe before a formula character is the export's guard (see spreadsheet.ts).
    const text = cell instanceof Date ? cell.toISOString() : cell.trim().replace(/^'(?=[=+\-@])/, '');
    if (text === '') continue;
    if (column.kind === 'text') fields[column.field] = text;
    else if (column.kind === 'date') {
      const day = dayOf(cell);
      if (day) fields[column.field] = hospitalDayStartIso(day);
      else problems.push({ column, reason: '日期格式应为 YYYY-MM-DD' });
    } else if (column.kind === 'department') {
      const id = lookups.departments.get(text);
      if (id) fields[column.field] = id;
      else problems.push({ column, reason: `科室不存在: ${text}` });
    } else if (column.kind === 'recruitStatus') {
      const entry = (lookups.dictionaries.get(DictCode.recruitStatus) ?? []).find(([k, v]) => k === text || v === text);
      if (entry) fields[column.field] = entry[0];
      else problems.push({ column, reason: `不是招募状态: ${text}` });
    } else {
      const found = dictionaryValue(column.field as ProjectDictionaryField, text, lookups);
      if ('value' in found) fields[column.field] = found.value;
      else problems.push({ column, reason: `不在字典中: ${found.unknown.join('、')}` });
    }
  }
  return { fields, problems };
}

/** The hospital day of an instant, or '' for none. */
function hospitalDate(instant: string | null): string {
  if (!instant) return '';
  const ms = Date.parse(instant);
  return Number.isNaN(ms) ? '' : hospitalDay(ms);
}

function problem(row: number, column: ProjectColumn | undefined, reason: string, field?: string): ImportProblem {
  return { row, field: column?.field ?? field ?? '', column: column ? headerOf(column) : (field ?? ''), reason };
}

/** Every data row's fields, or every problem of the file (row numbers as the spreadsheet shows them). */
function readRows(
  table: Cell[][],
  lookups: Lookups,
): { rows: ProjectFields[]; rowNumbers: number[]; problems: ImportProblem[]; count: number } {
  const [header = [], ...data] = table;
  const problems: ImportProblem[] = [];
  const columns = header.map((cell) => {
    const name = cell instanceof Date ? '' : cell.trim();
    const column = name ? columnOfHeader(name) : undefined;
    if (name && !column) problems.push(problem(1, undefined, `未知的列: ${name}`, name));
    return column;
  });
  if (!columns.some((column) => column?.field === 'name')) problems.push(problem(1, PROJECT_COLUMNS[0], '缺少必填列'));
  const filled = data
    .map((cells, index) => ({ cells, row: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell instanceof Date || cell.trim() !== ''));
  if (filled.length > IMPORT_MAX_ROWS)
    problems.push(problem(0, undefined, `一次最多导入 ${IMPORT_MAX_ROWS} 行`, 'file'));
  if (problems.length > 0) return { rows: [], rowNumbers: [], problems, count: filled.length };

  const rows: ProjectFields[] = [];
  for (const { cells, row } of filled) {
    const byColumn = new Map<ProjectColumn, Cell>();
    columns.forEach((column, index) => column && byColumn.set(column, cells[index] ?? ''));
    const { fields, problems: cellProblems } = rowFields(byColumn, lookups);
    problems.push(...cellProblems.map(({ column, reason }) => problem(row, column, reason)));
    for (const [field, reason] of Object.entries(checkFields(fields, 'zh-CN'))) {
      if (cellProblems.some((found) => found.column.field === field)) continue;
      problems.push(
        problem(
          row,
          PROJECT_COLUMNS.find((column) => column.field === field),
          reason,
          field,
        ),
      );
    }
    rows.push(fields as ProjectFields);
  }
  return { rows, rowNumbers: filled.map(({ row }) => row), problems, count: filled.length };
}

/** A project number names one project: one already taken, or given twice in the file, is a problem. */
async function projectNumberProblems(db: Db, rows: ProjectFields[], rowNumbers: number[]): Promise<ImportProblem[]> {
  const column = PROJECT_COLUMNS.find((candidate) => candidate.field === 'projectNo');
  const numbers = rows.map((row) => row.projectNo?.trim() ?? '');
  const given = [...new Set(numbers.filter(Boolean))];
  if (given.length === 0) return [];
  const taken = new Set(await createProjectRepository(db).takenProjectNumbers(given));
  const firstRow = new Map<string, number>();
  return numbers.flatMap((number, index) => {
    const row = rowNumbers[index] ?? 0;
    if (!number) return [];
    if (taken.has(number)) return [problem(row, column, `项目编号已存在: ${number}`)];
    const first = firstRow.get(number);
    if (first !== undefined) return [problem(row, column, `项目编号与第 ${first} 行重复: ${number}`)];
    firstRow.set(number, row);
    return [];
  });
}

export function createProjectTransfer(db: Db) {
  return {
    async template(format: SpreadsheetFormat): Promise<Buffer> {
      const example: Record<string, string> = {
        name: 'XX-001片治疗晚期非小细胞肺癌的Ⅱ期临床研究',
        recruitStatus: '招募中',
        trialType: '药物临床试验',
        trialStages: 'Ⅱ期',
        actionTime: '2026-12-01',
        inclusionCriteria: '1. 年龄18-75岁\n2. 经组织学确诊',
      };
      const header = PROJECT_COLUMNS.map(headerOf);
      return writeTable(header, [PROJECT_COLUMNS.map((column) => example[column.field] ?? '')], format, '项目');
    },

    async import(body: { fileName: string; content: string; apply: boolean }, actor: Actor): Promise<ImportReport> {
      const fail = (reason: string): ImportReport => ({
        rows: 0,
        problems: [problem(0, undefined, reason, 'file')],
        applied: false,
        createdIds: [],
      });
      const format = formatOfName(body.fileName);
      if (!format) return fail('只支持 .csv 或 .xlsx 文件');
      const bytes = Buffer.from(body.content, 'base64');
      if (bytes.length > IMPORT_MAX_BYTES) return fail(`文件不能超过 ${IMPORT_MAX_BYTES / 1024 / 1024} MB`);
      let table: Cell[][];
      try {
        table = await readTable(bytes, format);
      } catch (error) {
        if (error instanceof UnreadableFile) return fail(error.message);
        throw error;
      }
      const { rows, rowNumbers, problems, count } = readRows(table, await loadLookups(db));
      problems.push(...(await projectNumberProblems(db, rows, rowNumbers)));
      if (count === 0 && problems.length === 0) problems.push(problem(0, undefined, '文件中没有数据行', 'file'));
      if (!body.apply || problems.length > 0) return { rows: count, problems, applied: false, createdIds: [] };
      const createdIds = await db.transaction().execute(async (trx) => {
        const ids: number[] = [];
        for (const row of rows) ids.push(await insertDraft(trx, storedProjectFields(row), [], actor, 'project.import'));
        return ids;
      });
      return { rows: count, problems: [], applied: true, createdIds };
    },

    /**
     * The table's own columns, as the list shows them to anyone with the project table:
     * no project's content beyond them (drafts' criteria and numbers stay with its team).
     */
    async export(query: ProjectExportQuery): Promise<Buffer> {
      const lookups = await loadLookups(db);
      const { rows } = await createProjectRepository(db).list({ ...query, offset: 0, limit: EXPORT_MAX_ROWS });
      const label = (code: string, key: string | null) =>
        (lookups.dictionaries.get(code) ?? []).find(([entryKey]) => entryKey === key)?.[1] ?? key ?? '';
      const labels = (code: string, keys: string | null) =>
        (keys ?? '')
          .split(',')
          .filter(Boolean)
          .map((key) => label(code, key))
          .join('、');
      const header = [
        'ID',
        '项目编号',
        '项目名称',
        '招募状态',
        '项目状态',
        '发布状态',
        '项目类型',
        '试验分期',
        '申办方',
        '主要研究者',
        '科室',
        '开始日期',
        '最近修改',
      ];
      const table = rows.map((row) => [
        String(row.id),
        row.projectNo ?? '',
        row.name,
        label(DictCode.recruitStatus, row.recruitStatus),
        PROJECT_STATUS_LABELS[row.status]['zh-CN'],
        row.published ? '已发布' : '草稿',
        label(DictCode.clinicalResearchType, row.trialType),
        labels(DictCode.trialStages, row.trialStages),
        row.sponsorName ?? '',
        row.researchName ?? '',
        row.deptName ?? '',
        hospitalDate(row.actionTime),
        hospitalDate(row.updatedAt),
      ]);
      return writeTable(header, table, query.format ?? 'xlsx', '项目');
    },
  };
}
