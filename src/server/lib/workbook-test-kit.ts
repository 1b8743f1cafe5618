/** For export tests: the answered .xlsx read back with ExcelJS, and the checks every typed sheet must pass. */
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export interface ReadSheet {
  sheet: ExcelJS.Worksheet;
  header: string[];
  /** Data rows (the header left out), cells as ExcelJS gives them. */
  rows: ExcelJS.CellValue[][];
  /** The data row's cell under the named header. */
  cell: (row: number, header: string) => ExcelJS.Cell;
}

/** Checks the answer is a private, uncached .xlsx download and reads its first sheet. */
export async function readExport(response: LightMyRequestResponse): Promise<ReadSheet> {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toContain('spreadsheetml');
  expect(response.headers['cache-control']).toContain('no-store');
  expect(String(response.headers['content-disposition'])).toMatch(/^attachment; filename=".+\.xlsx"/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(response.rawPayload).buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const values = (row: ExcelJS.Row) => (row.values as ExcelJS.CellValue[]).slice(1);
  const header = values(sheet.getRow(1)).map(String);
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row, number) => {
    if (number > 1) rows.push(values(row));
  });
  const cell = (row: number, name: string) => {
    const column = header.indexOf(name);
    if (column < 0) throw new Error(`no column ${name}`);
    return sheet.getRow(row + 2).getCell(column + 1);
  };
  return { sheet, header, rows, cell };
}

/** The header row is frozen and carries an autofilter over every column. */
export function expectFrozenFilteredHeader({ sheet, header }: ReadSheet) {
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  const filter = sheet.autoFilter;
  const lastColumn = sheet.getRow(1).getCell(header.length).address.replace(/\d+$/, '');
  expect(typeof filter === 'string' ? filter : JSON.stringify(filter)).toContain(`A1:${lastColumn}1`);
}

/** A date cell: a Date at UTC midnight of the expected hospital day, with a date number format. */
export function expectDayCell(cell: ExcelJS.Cell, day: string) {
  expect(cell.value).toBeInstanceOf(Date);
  expect((cell.value as Date).toISOString()).toBe(`${day}T00:00:00.000Z`);
  expect(cell.numFmt).toMatch(/yyyy-mm-dd/);
}

export function expectNumberCell(cell: ExcelJS.Cell, value?: number) {
  expect(typeof cell.value).toBe('number');
  if (value !== undefined) expect(cell.value).toBe(value);
}
