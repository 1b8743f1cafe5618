/**
 * The reading half every spreadsheet import shares (AEs, concomitant medications, candidate
 * patients): the uploaded file decoded and read, the header row matched to the template's
 * columns, blank rows skipped, and each problem reported with its row (1 is the header, 0
 * the file), field and column header, so the three dry-run reports read alike.
 */
import type { ImportProblem } from '../../shared/api/study/project-transfer';
import { type Cell, UnreadableFile, formatOfName, readTable } from './spreadsheet';
import { isCalendarDate } from '../../shared/domain/hospital-time';

/** One template column: its header text and the field a problem names. */
export interface ImportColumn<F extends string> {
  readonly header: string;
  readonly field: F;
}

/** A problem factory naming the column header of a field (the field itself when no column has it). */
export function importProblemOf(columns: readonly ImportColumn<string>[]) {
  return (row: number, field: string, reason: string): ImportProblem => ({
    row,
    field,
    column: columns.find((column) => column.field === field)?.header ?? field,
    reason,
  });
}

/** A cell as trimmed text; an Excel date as its 'YYYY-MM-DD'. */
export function importCellText(cell: Cell | undefined): string {
  if (cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  // A leading apostrophe before a formula character is an export's guard (see spreadsheet.ts).
  return cell.trim().replace(/^'(?=[=+\-@])/, '');
}

/** 'YYYY-MM-DD', 'YYYY/M/D' or 'YYYY.M.D' as a calendar day; undefined when it is none. */
export function importDay(text: string): string | undefined {
  const found = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  if (!found) return undefined;
  const day = `${found[1]}-${found[2]?.padStart(2, '0')}-${found[3]?.padStart(2, '0')}`;
  return isCalendarDate(day) ? day : undefined;
}

/** The uploaded file (base64) as a table; a string is why it cannot be read. */
export async function readImportFile(fileName: string, content: string, maxBytes: number): Promise<Cell[][] | string> {
  const format = formatOfName(fileName);
  if (!format) return '只支持 .csv 或 .xlsx 文件';
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length > maxBytes) return `文件不能超过 ${maxBytes / (1024 * 1024)} MB`;
  try {
    return await readTable(bytes, format);
  } catch (error) {
    if (error instanceof UnreadableFile) return error.message;
    throw error;
  }
}

/** One non-blank data row: its spreadsheet row number and its cells' text by field. */
export interface ImportRow<F extends string> {
  row: number;
  cells: Map<F, string>;
}

/**
 * The table's data rows by field. Unknown or missing required columns, too many rows or no
 * data row at all are the sheet's problems: then no row is given, only the count.
 */
export function readImportRows<F extends string>(
  table: Cell[][],
  columns: readonly ImportColumn<F>[],
  required: readonly F[],
  maxRows: number,
): { rows: ImportRow<F>[]; problems: ImportProblem[]; count: number } {
  const problem = importProblemOf(columns);
  const [header = [], ...data] = table;
  const problems: ImportProblem[] = [];
  const fields = header.map((cell) => {
    const name = importCellText(cell);
    const column = columns.find((candidate) => candidate.header === name || candidate.field === name);
    if (name && !column) problems.push({ row: 1, field: name, column: name, reason: `未知的列: ${name}` });
    return column?.field;
  });
  for (const field of required) {
    if (!fields.includes(field)) problems.push(problem(1, field, '缺少必填列'));
  }
  const filled = data
    .map((cells, index) => ({ cells, row: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => importCellText(cell) !== ''));
  if (filled.length > maxRows) problems.push(problem(0, 'file', `一次最多导入 ${maxRows} 行`));
  if (filled.length === 0 && problems.length === 0) problems.push(problem(0, 'file', '文件中没有数据行'));
  if (problems.length > 0) return { rows: [], problems, count: filled.length };
  const rows = filled.map(({ cells, row }) => {
    const byField = new Map<F, string>();
    fields.forEach((field, index) => field && byField.set(field, importCellText(cells[index])));
    return { row, cells: byField };
  });
  return { rows, problems, count: filled.length };
}
