import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { LIST_EXPORT_MAX_ROWS } from '../../shared/api/contract/export-query';
import { ApiError } from './api-error';
import { checkExportSize, writeTypedSheet } from './typed-sheet';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

interface Row {
  day: string;
  at: string;
  count: number;
  name: string;
}

async function written(rows: Row[]) {
  const bytes = await writeTypedSheet<Row>(
    '表',
    [
      { header: '日期', type: 'day', value: (row) => row.day },
      { header: '时间', type: 'instant', value: (row) => row.at },
      { header: '数量', type: 'number', value: (row) => row.count },
      { header: '名称', type: 'text', value: (row) => row.name },
    ],
    rows,
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

describe('typed sheet', () => {
  it("writes the hospital's day and wall-clock time whatever the machine's zone", async () => {
    for (const machineZone of ['America/Los_Angeles', 'Asia/Shanghai', 'UTC']) {
      process.env.TZ = machineZone;
      // 23:30 UTC on 1 March is 07:30 on 2 March in the hospital (UTC+8).
      const sheet = await written([{ day: '2026-03-01', at: '2026-03-01T23:30:00.000Z', count: 3, name: '=1+1' }]);
      const row = sheet.getRow(2);
      expect((row.getCell(1).value as Date).toISOString()).toBe('2026-03-01T00:00:00.000Z');
      expect((row.getCell(2).value as Date).toISOString()).toBe('2026-03-02T07:30:00.000Z');
      expect(row.getCell(2).numFmt).toBe('yyyy-mm-dd hh:mm');
      expect(row.getCell(3).value).toBe(3);
      // Text stays text: a value that looks like a formula is not one.
      expect(row.getCell(4).value).toBe('=1+1');
      expect(row.getCell(4).formula).toBeUndefined();
    }
  });

  it('leaves empty cells empty and sizes columns to their content within bounds', async () => {
    const long = '很长的名称'.repeat(20);
    const sheet = await written([{ day: '', at: '', count: 0, name: long }]);
    expect(sheet.getRow(2).getCell(1).value).toBeNull();
    expect(sheet.getRow(2).getCell(3).value).toBe(0);
    expect(sheet.getColumn(4).width).toBe(50);
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual(10);
  });

  it('refuses more rows than the cap, naming the count and the limit', () => {
    expect(() => checkExportSize(LIST_EXPORT_MAX_ROWS)).not.toThrow();
    const refusal = (() => {
      try {
        checkExportSize(LIST_EXPORT_MAX_ROWS + 5);
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).statusCode).toBe(400);
    expect((refusal as ApiError).message).toContain(String(LIST_EXPORT_MAX_ROWS + 5));
    expect((refusal as ApiError).message).toContain(String(LIST_EXPORT_MAX_ROWS));
  });
});
