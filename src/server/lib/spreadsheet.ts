/**
 * Reading and writing one-sheet tables as CSV (UTF-8) or Excel .xlsx. Cells come back as
 * text, or as a Date where Excel stored one. CSV cells that a spreadsheet would run as a
 * formula (starting with = + - @) are written with a leading apostrophe (OWASP CSV injection).
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { SpreadsheetFormat } from '../../shared/api/staff-fields';
import { hospitalDay } from '../../shared/domain/milestones';

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
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    return '';
  }
  return String(value);
}

/** An .xlsx unpacks to at most this much (500 rows of a project sheet are well under 5 MB). */
export const XLSX_MAX_UNPACKED_BYTES = 30 * 1024 * 1024;

/**
 * The total unpacked size a zip file's central directory declares, read before anything is
 * inflated, so a small file that unpacks to gigabytes (a zip bomb) is refused up front.
 * Undefined when the directory cannot be read or uses ZIP64 (sizes that do not fit 32 bits).
 */
export function zipUnpackedSize(bytes: Buffer): number | undefined {
  // The end-of-central-directory record: 22 bytes plus a comment of up to 65,535.
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= earliest; at -= 1) {
    if (bytes.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  let total = 0;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return undefined;
    const size = bytes.readUInt32LE(at + 24);
    if (size === 0xffffffff) return undefined;
    total += size;
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return total;
}

async function readXlsx(bytes: Buffer): Promise<Cell[][]> {
  const unpacked = zipUnpackedSize(bytes);
  if (unpacked === undefined) throw new UnreadableFile('不是有效的 Excel (.xlsx) 文件');
  if (unpacked > XLSX_MAX_UNPACKED_BYTES) throw new UnreadableFile('Excel 文件内容过大，请分批导入');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new UnreadableFile('不是有效的 Excel (.xlsx) 文件');
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
    return parse(text, { bom: true, relax_column_count: true }) as string[][];
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
