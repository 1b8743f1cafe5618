/**
 * AEs in from a spreadsheet (CSV or .xlsx, the template's Chinese columns; issue 15 item 7).
 * Every row is checked first and every problem reported with its row, column and reason;
 * applied, all rows become AE drafts in one transaction or none do. Subjects are named by
 * their subject number; coded cells take a dictionary key or its label. Leaves one audit row
 * with counts (ae.import) beside each draft's ae.create.
 */
import type { ImportProblem } from '../../../../shared/api/study';
import {
  AE_DICTIONARIES,
  AE_GRADES,
  AE_IMPORT_MAX_BYTES,
  AE_IMPORT_MAX_ROWS,
  AE_PRE_CONSENT_REASON_MAX,
  type AeFields,
  type AeImportReport,
} from '../../../../shared/api/safety/ae';
import type { SpreadsheetFormat } from '../../../../shared/api/contract/staff-fields';
import { SEVERITY } from '../../../../shared/domain/study';
import {
  SERIOUSNESS_CRITERIA,
  SERIOUSNESS_LABELS,
  type SeriousnessCriterion,
} from '../../../../shared/domain/safety/records';
import type { Db } from '../../../db/database';
import { type Cell, writeTable } from '../../../lib/spreadsheet';
import { importDay, importProblemOf, readImportFile, readImportRows } from '../../../lib/spreadsheet-import';
import { type Actor, auditActor } from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import { recordEntity } from '../records/lifecycle';
import { type AeCheckContext, aeProblems, storedFields } from './ae-fields';
import { createAeRepository } from './repository';
import { aeCheckContext, insertAeDrafts } from './service';

/** The template's columns: header text and the field a problem names. */
export const AE_COLUMNS = [
  { header: '受试者编号', field: 'subjectId' },
  { header: '不良事件名称', field: 'term' },
  { header: '开始日期', field: 'onsetDate' },
  { header: '结束日期', field: 'endDate' },
  { header: '严重程度(1轻度/2中度/3重度)', field: 'severity' },
  { header: 'CTCAE分级', field: 'grade' },
  { header: '是否严重(是/否)', field: 'serious' },
  { header: '严重性标准', field: 'seriousness' },
  { header: '与试验药物关系', field: 'drugRelation' },
  { header: '采取措施', field: 'drugAction' },
  { header: '转归', field: 'outcome' },
  { header: '治疗措施', field: 'treatment' },
  // The form's label: an onset before the subject's consent is taken only with this reason.
  { header: '开始日期早于知情同意的原因', field: 'preConsentReason' },
] as const;
type Field = (typeof AE_COLUMNS)[number]['field'];
type CodedField = keyof typeof AE_DICTIONARIES;

const EXAMPLE: Record<Field, string> = {
  subjectId: '001',
  term: '中性粒细胞减少',
  onsetDate: '2026-01-02',
  endDate: '',
  severity: '2',
  grade: '3',
  serious: '否',
  seriousness: '',
  drugRelation: '可能有关',
  drugAction: '暂停用药',
  outcome: '好转',
  treatment: '粒细胞集落刺激因子',
  preConsentReason: '',
};

const problem = importProblemOf(AE_COLUMNS);
/** Columns a file must have; the others may be left out. */
const AE_REQUIRED_COLUMNS = AE_COLUMNS.map((column) => column.field).filter(
  (field) => !['endDate', 'grade', 'seriousness', 'treatment', 'preConsentReason'].includes(field),
);

const SERIOUS_WORDS: Record<string, string> = { 是: '1', 否: '0', yes: '1', no: '0' };

/** A dictionary key from its key or its label (case-insensitive); undefined when neither. */
function codedValue(field: CodedField, text: string, context: AeCheckContext): string | undefined {
  const entries = context.dictionaries.get(AE_DICTIONARIES[field]) ?? [];
  const lower = text.toLowerCase();
  const found = entries.find((entry) => entry.key.toLowerCase() === lower || entry.value.toLowerCase() === lower);
  if (found) return found.key;
  if (field === 'serious') return SERIOUS_WORDS[lower];
  if (field === 'grade') return (AE_GRADES as readonly string[]).includes(text) ? text : undefined;
  return entries.length === 0 ? text : undefined;
}

function severityOf(text: string): 1 | 2 | 3 | undefined {
  const entry = SEVERITY.find(
    (candidate) =>
      String(candidate.value) === text ||
      candidate.label['zh-CN'] === text ||
      candidate.label.en.toLowerCase() === text.toLowerCase(),
  );
  return entry?.value;
}

function criteriaOf(text: string): SeriousnessCriterion[] | undefined {
  const parts = text
    .split(/[;；,，、]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const criteria = parts.map((part) =>
    SERIOUSNESS_CRITERIA.find(
      (key) => key === part || SERIOUSNESS_LABELS[key]['zh-CN'] === part || SERIOUSNESS_LABELS[key].en === part,
    ),
  );
  return criteria.every((criterion) => criterion !== undefined) ? [...new Set(criteria)] : undefined;
}

/** One row as AE fields with the problems of its cells; the subject by number. */
function rowFields(
  text: (field: Field) => string,
  row: number,
  subjects: Map<string, number>,
  context: AeCheckContext,
) {
  const problems: ImportProblem[] = [];
  const required = (field: Field) => {
    if (!text(field)) problems.push(problem(row, field, '必填'));
    return text(field);
  };
  const subjectId = subjects.get(required('subjectId'));
  if (text('subjectId') && subjectId === undefined)
    problems.push(problem(row, 'subjectId', `本项目没有该受试者: ${text('subjectId')}`));
  const onsetDate = importDay(required('onsetDate'));
  if (text('onsetDate') && !onsetDate) problems.push(problem(row, 'onsetDate', '日期格式应为 YYYY-MM-DD'));
  const endDate = text('endDate') ? importDay(text('endDate')) : null;
  if (endDate === undefined) problems.push(problem(row, 'endDate', '日期格式应为 YYYY-MM-DD'));
  const severity = severityOf(required('severity'));
  if (text('severity') && !severity) problems.push(problem(row, 'severity', '应为 1、2、3 或 轻度、中度、重度'));
  const seriousness = criteriaOf(text('seriousness'));
  if (!seriousness) problems.push(problem(row, 'seriousness', `未知的严重性标准: ${text('seriousness')}`));
  const coded = {} as Record<CodedField, string | null>;
  for (const field of Object.keys(AE_DICTIONARIES) as CodedField[]) {
    const raw = field === 'grade' ? text(field) : required(field);
    const value = raw ? codedValue(field, raw, context) : null;
    if (value === undefined)
      problems.push(problem(row, field, `不是字典 ${AE_DICTIONARIES[field]} 的键或名称: ${raw}`));
    coded[field] = value ?? null;
  }
  const term = required('term');
  if (problems.length > 0) return { problems };
  const fields: AeFields = {
    subjectId: subjectId as number,
    term,
    onsetDate: onsetDate as string,
    endDate: endDate ?? null,
    severity: severity as 1 | 2 | 3,
    grade: coded.grade as AeFields['grade'],
    serious: coded.serious as AeFields['serious'],
    seriousness: seriousness ?? [],
    drugRelation: coded.drugRelation as string,
    drugAction: coded.drugAction as string,
    outcome: coded.outcome as string,
    treatment: text('treatment') || null,
    preConsentReason: text('preConsentReason') || null,
  };
  const lengths = [
    ['term', 100],
    ['treatment', 500],
    ['preConsentReason', AE_PRE_CONSENT_REASON_MAX],
  ] as const;
  for (const [field, max] of lengths)
    if (text(field).length > max) problems.push(problem(row, field, `不能超过 ${max} 个字符`));
  for (const found of aeProblems(fields, context)) problems.push(problem(row, found.field, found.reason));
  return { problems, fields };
}

function readRows(table: Cell[][], subjects: Map<string, number>, context: AeCheckContext) {
  const { rows: read, problems, count } = readImportRows(table, AE_COLUMNS, AE_REQUIRED_COLUMNS, AE_IMPORT_MAX_ROWS);
  const rows: AeFields[] = [];
  for (const { cells, row } of read) {
    const found = rowFields((field) => cells.get(field) ?? '', row, subjects, context);
    problems.push(...found.problems);
    if (found.fields) rows.push(found.fields);
  }
  return { rows, problems, count };
}

export function createAeImport(db: Db) {
  return {
    async template(format: SpreadsheetFormat): Promise<Buffer> {
      const header = AE_COLUMNS.map((column) => column.header);
      return writeTable(header, [AE_COLUMNS.map((column) => EXAMPLE[column.field])], format, '不良事件');
    },

    async import(
      body: { projectId: number; fileName: string; content: string; apply: boolean },
      actor: Actor,
    ): Promise<AeImportReport> {
      const table = await readImportFile(body.fileName, body.content, AE_IMPORT_MAX_BYTES);
      if (typeof table === 'string')
        return { rows: 0, problems: [problem(0, 'file', table)], applied: false, created: 0 };
      const subjects = await createAeRepository(db).subjectNumbers(body.projectId);
      const context = await aeCheckContext(db, body.projectId, [...subjects.values()], actor.at);
      const { rows, problems, count } = readRows(table, subjects, context);
      const report = { rows: count, problems, applied: false, created: problems.length > 0 ? 0 : rows.length };
      if (!body.apply || problems.length > 0) return report;
      await db.transaction().execute(async (trx) => {
        const drafts = rows.map((fields) => storedFields(fields, context.rules));
        await insertAeDrafts(trx, body.projectId, drafts, actor, 'import');
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'ae.import',
          entity: recordEntity('ae'),
          entityId: null,
          after: { projectId: body.projectId, fileName: body.fileName, rows: count, created: drafts.length },
        });
      });
      return { ...report, applied: true };
    },
  };
}
