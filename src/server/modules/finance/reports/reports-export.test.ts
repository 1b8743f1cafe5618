import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import { writeReportRows } from './reports-test-kit';

let t: StaffTestApp;
let projectId: number;
beforeAll(async () => {
  t = await createStaffTestApp();
  projectId = (await t.db.selectFrom('project').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  await writeReportRows(t, projectId);
});
afterAll(async () => t.close());

const PERIOD = '?from=2026-01&to=2026-01';

async function workbook() {
  const response = await t.get(`/api/gpayment/report/export/${projectId}${PERIOD}`, 'finance');
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toContain('spreadsheetml');
  expect(response.headers['content-disposition']).toContain('finance-report-2026-01-2026-01');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return book;
}
const sheetOf = (book: ExcelJS.Workbook, name: string) => {
  const sheet = book.getWorksheet(name);
  if (!sheet) throw new Error(`no sheet ${name}`);
  return sheet;
};
const formulaOf = (cell: ExcelJS.Cell) => (cell.value as ExcelJS.CellFormulaValue).formula;
const resultOf = (cell: ExcelJS.Cell) => (cell.value as ExcelJS.CellFormulaValue).result;

describe('finance reports workbook', () => {
  it('writes a sheet per report with amounts as yuan numbers and totals as SUM formulas equal to the API', async () => {
    const api = (await t.get(`/api/gpayment/report/project/${projectId}${PERIOD}`, 'finance')).json().data;
    const book = await workbook();
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['预算执行', '收支流水', '应收账龄', '受试者补助']);

    const budget = sheetOf(book, '预算执行');
    const n = api.budget.rows.length;
    const researchAt = api.budget.rows.findIndex((row: { code: string }) => row.code === 'research') + 2;
    expect(budget.getCell(`C${researchAt}`).type).toBe(ExcelJS.ValueType.Number);
    expect(budget.getCell(`C${researchAt}`).value).toBe(10_000);
    expect(budget.getCell(`D${researchAt}`).value).toBe(1_000);
    expect(budget.getCell(`C${researchAt}`).numFmt).toBe('#,##0.00');
    expect(formulaOf(budget.getCell(`I${researchAt}`))).toBe(`IF(C${researchAt}=0,"",D${researchAt}/C${researchAt})`);
    expect(resultOf(budget.getCell(`I${researchAt}`))).toBe(0.1);
    const total = budget.getRow(n + 2);
    expect(total.getCell(1).value).toBe('合计');
    expect(formulaOf(total.getCell(3))).toBe(`SUM(C2:C${n + 1})`);
    const sums = [3, 4, 5, 6, 7, 8].map((column) => resultOf(total.getCell(column)));
    expect(sums).toEqual([15_010, 1_150.5, 720.5, 1_000, 100, 350]);
    const t0 = api.budget.total;
    const fen = [t0.plannedFen, t0.earnedFen, t0.invoicedFen, t0.expensesFen, t0.managementFeeFen, t0.subsidiesFen];
    expect(sums).toEqual(fen.map((value: number) => value / 100));
    expect(budget.getRow(n + 3).getCell(3).value).toBe(300);

    const flow = sheetOf(book, '收支流水');
    expect(flow.getCell('A2').value).toBe('2026-01');
    expect(flow.getCell('A2').type).toBe(ExcelJS.ValueType.String);
    expect(formulaOf(flow.getCell('E2'))).toBe('C2+D2');
    expect(resultOf(flow.getCell('E2'))).toBe(1_350);
    expect(formulaOf(flow.getCell('F2'))).toBe('B2-E2');
    expect(resultOf(flow.getCell('F2'))).toBe(-1_050);
    expect(formulaOf(flow.getCell('B3'))).toBe('SUM(B2:B2)');
  });

  it('ages the invoices with days as numbers and buckets as SUMIF over them', async () => {
    const ageing = sheetOf(await workbook(), '应收账龄');
    expect(ageing.getCell('A2').value).toBe('INV-6');
    expect(ageing.getCell('E2').type).toBe(ExcelJS.ValueType.Number);
    expect(ageing.getCell('E2').value).toBe(91);
    expect(ageing.getCell('C2').type).toBe(ExcelJS.ValueType.Date);
    // Six invoices, the total on row 8, the buckets' head on row 10.
    expect(formulaOf(ageing.getCell('H8'))).toBe('SUM(H2:H7)');
    expect(resultOf(ageing.getCell('H8'))).toBe(530.5);
    expect(ageing.getCell('A12').value).toBe('逾期 0-30 天');
    expect(formulaOf(ageing.getCell('C12'))).toBe('SUMIF(F2:F7,A12,H2:H7)');
    expect(resultOf(ageing.getCell('C12'))).toBe(364.5);
    expect(resultOf(ageing.getCell('B12'))).toBe(2);

    const subsidies = sheetOf(await workbook(), '受试者补助');
    expect(formulaOf(subsidies.getCell('C3'))).toBe('SUM(C2:C2)');
    expect(resultOf(subsidies.getCell('C3'))).toBe(350);
  });

  it('records the export in the audit trail and is open only to the export button', async () => {
    await workbook();
    const [row] = await auditRows(t.db, 'financeReport.export');
    expect(row?.entity).toBe('finance_report');
    expect(row?.after).toMatchObject({ projectId, filters: { from: '2026-01', to: '2026-01' } });
    expect((await t.get(`/api/gpayment/report/export/${projectId}${PERIOD}`, 'monitor')).statusCode).toBe(403);
    expect((await t.get(`/api/gpayment/report/export/${projectId}${PERIOD}`, 'coordinator')).statusCode).toBe(403);
  });
});
