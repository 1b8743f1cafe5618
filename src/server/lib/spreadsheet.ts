/**
 * Reading and writing one-sheet tables as CSV (UTF-8) or Excel .xlsx. Cells come back as
 * text, or as a Date where Excel stored one. CSV cells that a spreadsheet would run as a
 * formula (starting with = + - @) are written with a leading apostrophe (OWASP CSV injection).
 * An .xlsx is unpacked within limits on the bytes it really inflates to before ExcelJS
 * reads it (zip-archive.ts), so a zip bomb is refused at the limit.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { SpreadsheetFormat } from '../../shared/api/contract/staff-fields';
import { type ZipLimits, ZipTooLarge, ZipUnreadable, packStoredZip, unpackZip } from './zip-archive';
import { hospitalDay } from '../../shared/domain/hospital-time';

export type Cell = string | Date;

export class UnreadableFile extends Error {}

export const CONTENT_TYPES: Record<SpreadsheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The format a file name says, or undefined for anything else. */
export function formatOfName(fileName: string): SpreadsheetFormat | undefined {
  const extension = /\.([A-Za-z]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return extension === 'csv' || extension === 'xlsx' ? extension : undefined;
}

function cellText(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText(value.result);
    return '';
  }
  return String(value);
}

/**
 * What an .xlsx may unpack to, counted while it is inflated (zip-archive.ts): 500 rows of a
 * project sheet are well under 5 MB of XML; a workbook has a dozen or so parts.
 */
export const XLSX_LIMITS: ZipLimits = {
  maxEntries: 200,
  maxEntryBytes: 25 * 1024 * 1024,
  maxTotalBytes: 30 * 1024 * 1024,
};

const NOT_XLSX = '不是有效的 Excel (.xlsx) 文件';
export const XLSX_TOO_LARGE = 'Excel 文件内容过大，请分批导入';

/** The archive inflated within XLSX_LIMITS and packed again uncompressed, for ExcelJS. */
function boundedArchive(bytes: Buffer): Buffer<ArrayBuffer> {
  try {
    return packStoredZip(unpackZip(bytes, XLSX_LIMITS));
  } catch (error) {
    if (error instanceof ZipTooLarge) throw new UnreadableFile(XLSX_TOO_LARGE);
    if (error instanceof ZipUnreadable) throw new UnreadableFile(NOT_XLSX);
    throw error;
  }
}

/** The bytes as an ArrayBuffer of their own (exceljs types its input so); a pooled Buffer's slab holds other bytes too. */
function arrayBufferOf(bytes: Buffer<ArrayBuffer>): ArrayBuffer {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return whole ? bytes.buffer : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

async function readXlsx(bytes: Buffer): Promise<Cell[][]> {
  const archive = boundedArchive(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(arrayBufferOf(archive));
  } catch {
    throw new UnreadableFile(NOT_XLSX);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: Cell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const values = row.values as ExcelJS.CellValue[];
    // row.values is 1-based: index 0 is always empty.
    rows[number - 1] = values.slice(1).map(cellText);
  });
  return Array.from(rows, (row) => row ?? []);
}

function readCsv(bytes: Buffer): Cell[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new UnreadableFile('CSV 文件须为 UTF-8 编码（Excel 中选择“CSV UTF-8”另存）');
  }
  try {
    return parse(text, { bom: true, relax_column_count: true }) satisfies string[][];
  } catch (error) {
    throw new UnreadableFile(`CSV 无法解析: ${error instanceof Error ? error.message : ''}`);
  }
}

export async function readTable(bytes: Buffer, format: SpreadsheetFormat): Promise<Cell[][]> {
  return format === 'csv' ? readCsv(bytes) : readXlsx(bytes);
}

const FORMULA_START = /^[=+\-@\t\r]/;

export async function writeTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  format: SpreadsheetFormat,
  sheetName: string,
): Promise<Buffer> {
  if (format === 'csv') {
    const safe = rows.map((row) => row.map((cell) => (FORMULA_START.test(cell) ? `'${cell}` : cell)));
    return Buffer.from(stringify([header as string[], ...safe], { bom: true, record_delimiter: 'windows' }), 'utf8');
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow([...header]).font = { bold: true };
  for (const row of rows) sheet.addRow([...row]);
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Answers a spreadsheet as a download named `<baseName>-<day>.<format>`, kept by no cache;
 * the day is the hospital's at `now` (the server's clock).
 */
export function sendSpreadsheet(
  reply: FastifyReply,
  bytes: Buffer,
  format: SpreadsheetFormat,
  baseName: string,
  now: number,
) {
  const name = `${baseName}-${hospitalDay(now)}.${format}`;
  return reply
    .type(CONTENT_TYPES[format])
    .header(
      'content-disposition',
      `attachment; filename="${encodeURIComponent(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .header('cache-control', 'private, no-store')
    .send(bytes);
}
