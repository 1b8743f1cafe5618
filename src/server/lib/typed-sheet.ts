/**
 * The suite's list exports as one typed Excel sheet: a bold header row that stays frozen
 * when scrolling, an autofilter over it, column widths from the content, and cells of their
 * own type (text, numbers, hospital days and hospital date-times as Excel dates).
 *
 * Excel keeps a date as a day count with no zone, and ExcelJS counts it from the Date's UTC
 * fields. So a hospital day becomes the Date at that day's UTC midnight, and an instant the
 * Date whose UTC fields read the hospital's wall clock: Excel then shows the hospital's day
 * and time on any machine, whatever its zone or the server's.
 */
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { LIST_EXPORT_MAX_ROWS } from '../../shared/api/contract/export-query';
import { formatHospitalTime, isCalendarDate } from '../../shared/domain/hospital-time';
import { badRequest } from './api-error';
import { sendSpreadsheet } from './spreadsheet';

/**
 * 'day': a 'YYYY-MM-DD' hospital day; 'instant': an ISO 8601 instant, shown on the hospital's
 * clock; 'fen': an integer amount of fen, written as a number of yuan with two decimals.
 */
export type ColumnType = 'text' | 'number' | 'day' | 'instant' | 'fen';

export interface SheetColumn<Row> {
  header: string;
  type: ColumnType;
  value: (row: Row) => string | number | null | undefined;
}

/** Amounts as accountants read them: thousands separated, two decimals. */
export const YUAN_FORMAT = '#,##0.00';
const NUMBER_FORMATS: Partial<Record<ColumnType, string>> = {
  day: 'yyyy-mm-dd',
  instant: 'yyyy-mm-dd hh:mm',
  fen: YUAN_FORMAT,
};
/** How wide the date formats above show, in characters. */
const DATE_WIDTHS: Partial<Record<ColumnType, number>> = { day: 12, instant: 17 };
const MIN_WIDTH = 8;
const MAX_WIDTH = 50;

/** A hospital day as the Date at its UTC midnight (see the header). */
export function excelDay(day: string): Date | null {
  return isCalendarDate(day) ? new Date(`${day}T00:00:00Z`) : null;
}

/** An instant as the Date whose UTC fields read the hospital's wall clock (see the header). */
export function excelInstant(iso: string): Date | null {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? null : new Date(`${formatHospitalTime(at, 'YYYY-MM-DDTHH:mm:ss')}Z`);
}

function cellValue(type: ColumnType, value: string | number | null | undefined): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  if (type === 'number') return typeof value === 'number' ? value : Number(value);
  if (type === 'fen') return Number(value) / 100;
  if (type === 'day') return excelDay(String(value)) ?? String(value);
  if (type === 'instant') return excelInstant(String(value)) ?? String(value);
  return String(value);
}

/** Characters a text takes on screen: CJK characters take two. */
function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += /[\u2E80-\uFFEF]/.test(char) ? 2 : 1;
  return width;
}

function columnWidth<Row>(column: SheetColumn<Row>, rows: readonly Row[]): number {
  let widest = displayWidth(column.header) + 2;
  const fixed = DATE_WIDTHS[column.type];
  for (const row of fixed === undefined ? rows : []) {
    const value = column.value(row);
    // An amount shows with its separators and decimals: about 1.4 times its fen digits.
    const shown = column.type === 'fen' ? Math.ceil(String(value).length * 1.4) + 1 : String(value).length;
    if (value !== null && value !== undefined)
      widest = Math.max(widest, column.type === 'text' ? displayWidth(String(value)) + 1 : shown + 1);
  }
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, widest, fixed ?? 0));
}

/** The rows as a sheet of the workbook, typed per column, with a frozen, filterable header. */
export function addTypedSheet<Row>(
  workbook: ExcelJS.Workbook,
  sheetName: string,
  columns: readonly SheetColumn<Row>[],
  rows: readonly Row[],
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: columnWidth(column, rows),
    style: NUMBER_FORMATS[column.type] ? { numFmt: NUMBER_FORMATS[column.type] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((column) => cellValue(column.type, column.value(row))));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return sheet;
}

/** The rows as an .xlsx of one sheet, typed per column, with a frozen, filterable header. */
export async function writeTypedSheet<Row>(
  sheetName: string,
  columns: readonly SheetColumn<Row>[],
  rows: readonly Row[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  addTypedSheet(workbook, sheetName, columns, rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Refuses an export of more rows than LIST_EXPORT_MAX_ROWS, naming the count, so the user
 * narrows the filters instead of receiving a silently cut list.
 */
export function checkExportSize(total: number): void {
  if (total > LIST_EXPORT_MAX_ROWS) {
    throw badRequest({
      'zh-CN': `导出共 ${total} 行，超过上限 ${LIST_EXPORT_MAX_ROWS} 行，请缩小筛选范围`,
      en: `${total} rows exceed the export limit of ${LIST_EXPORT_MAX_ROWS}: narrow the filters`,
    });
  }
}

/** Builds the typed sheet and answers it as `<baseName>-<hospital day>.xlsx`, kept by no cache. */
export async function sendTypedSheet<Row>(
  reply: FastifyReply,
  sheet: { name: string; baseName: string; columns: readonly SheetColumn<Row>[]; rows: readonly Row[] },
  now: number,
) {
  const bytes = await writeTypedSheet(sheet.name, sheet.columns, sheet.rows);
  return sendSpreadsheet(reply, bytes, 'xlsx', sheet.baseName, now);
}
