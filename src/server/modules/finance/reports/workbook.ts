/**
 * The finance reports as one Excel workbook, a sheet per report, on the suite's typed sheet:
 * amounts as numbers of yuan ('#,##0.00'), days past due as numbers, months as 'YYYY-MM'
 * text. Each sheet ends with a total row of SUM formulas (their cached results are the
 * report's own totals); the budget's executed rate is the formula earned / planned, the flow's
 * paid out and net are formulas of their row, and the ageing buckets are SUMIF / COUNTIF over
 * the invoice rows.
 */
import ExcelJS from 'exceljs';
import type { FinanceReport } from '../../../../shared/api/finance/reports';
import { FEE_CATEGORY_LABELS, type FeeCategory } from '../../../../shared/domain/finance/codes';
import { AGEING_LABELS } from '../../../../shared/domain/finance/report-period';
import { type SheetColumn, YUAN_FORMAT, addTypedSheet } from '../../../lib/typed-sheet';

type Budget = FinanceReport['budget']['rows'][number];
type Flow = FinanceReport['flow']['rows'][number];
type Invoice = FinanceReport['ageing']['invoices'][number];
type Subsidy = FinanceReport['subsidies']['rows'][number];

const PERCENT_FORMAT = '0.00%';
const yuan = (fen: number) => fen / 100;
const letter = (column: number) => String.fromCharCode(64 + column);

const BUDGET_COLUMNS: SheetColumn<Budget>[] = [
  { header: '费用类型', type: 'text', value: (row) => row.name },
  {
    header: '类别',
    type: 'text',
    value: (row) => FEE_CATEGORY_LABELS[row.category as FeeCategory]?.['zh-CN'] ?? row.category,
  },
  { header: '预算金额', type: 'fen', value: (row) => row.plannedFen },
  { header: '已发生', type: 'fen', value: (row) => row.earnedFen },
  { header: '已开票', type: 'fen', value: (row) => row.invoicedFen },
  { header: '已付支出', type: 'fen', value: (row) => row.expensesFen },
  { header: '其中管理费', type: 'fen', value: (row) => row.managementFeeFen },
  { header: '已发放补助', type: 'fen', value: (row) => row.subsidiesFen },
  { header: '执行率', type: 'number', value: () => null },
];

const FLOW_COLUMNS: SheetColumn<Flow>[] = [
  { header: '月份', type: 'text', value: (row) => row.month },
  { header: '到账', type: 'fen', value: (row) => row.receivedFen },
  { header: '支出', type: 'fen', value: (row) => row.expensesFen },
  { header: '补助发放', type: 'fen', value: (row) => row.subsidiesFen },
  { header: '付出合计', type: 'fen', value: () => null },
  { header: '净额', type: 'fen', value: () => null },
];

const AGEING_COLUMNS: SheetColumn<Invoice>[] = [
  { header: '发票号', type: 'text', value: (row) => row.number },
  { header: '付款方', type: 'text', value: (row) => row.payer },
  { header: '开票日期', type: 'day', value: (row) => row.issuedOn },
  { header: '到期日', type: 'day', value: (row) => row.dueOn },
  { header: '逾期天数', type: 'number', value: (row) => row.daysPastDue },
  { header: '账龄', type: 'text', value: (row) => AGEING_LABELS[row.bucket]['zh-CN'] },
  { header: '发票金额', type: 'fen', value: (row) => row.amountFen },
  { header: '未收金额', type: 'fen', value: (row) => row.outstandingFen },
];

const SUBSIDY_COLUMNS: SheetColumn<Subsidy>[] = [
  { header: '受试者编号', type: 'text', value: (row) => row.subjectNumber },
  { header: '发放单数', type: 'number', value: (row) => row.bills },
  { header: '发放金额', type: 'fen', value: (row) => row.amountFen },
];

/**
 * A bold row under the data: its label, then SUM formulas over `sums` (column → cached yuan,
 * or a count for the columns in `counts`).
 */
function totalRow(
  sheet: ExcelJS.Worksheet,
  label: string,
  dataRows: number,
  sums: Record<number, number>,
  counts: number[] = [],
) {
  const row = sheet.getRow(dataRows + 2);
  row.getCell(1).value = label;
  for (const [column, result] of Object.entries(sums)) {
    const at = letter(Number(column));
    const cell = row.getCell(Number(column));
    cell.value = { formula: `SUM(${at}2:${at}${dataRows + 1})`, result };
    if (!counts.includes(Number(column))) cell.numFmt = YUAN_FORMAT;
  }
  row.font = { bold: true };
  return row;
}

/** earned / planned of a row as a percent formula; empty text without a planned amount. */
function ratioCell(cell: ExcelJS.Cell, row: number, earnedFen: number, plannedFen: number) {
  cell.value = { formula: `IF(C${row}=0,"",D${row}/C${row})`, result: plannedFen === 0 ? '' : earnedFen / plannedFen };
  cell.numFmt = PERCENT_FORMAT;
}

function budgetSheet(workbook: ExcelJS.Workbook, report: FinanceReport) {
  const { rows, total } = report.budget;
  const sheet = addTypedSheet(workbook, '预算执行', BUDGET_COLUMNS, rows);
  rows.forEach((row, i) => ratioCell(sheet.getCell(`I${i + 2}`), i + 2, row.earnedFen, row.plannedFen));
  const sums = [
    total.plannedFen,
    total.earnedFen,
    total.invoicedFen,
    total.expensesFen,
    total.managementFeeFen,
    total.subsidiesFen,
  ];
  const last = totalRow(sheet, '合计', rows.length, Object.fromEntries(sums.map((fen, i) => [i + 3, yuan(fen)])));
  ratioCell(last.getCell(9), last.number, total.earnedFen, total.plannedFen);
  const received = sheet.getRow(last.number + 1);
  received.getCell(1).value = '期间到账';
  received.getCell(3).value = yuan(total.receivedFen);
  received.getCell(3).numFmt = YUAN_FORMAT;
}

function flowSheet(workbook: ExcelJS.Workbook, report: FinanceReport) {
  const { rows, total } = report.flow;
  const sheet = addTypedSheet(workbook, '收支流水', FLOW_COLUMNS, rows);
  rows.forEach((row, i) => {
    const at = i + 2;
    sheet.getCell(`E${at}`).value = { formula: `C${at}+D${at}`, result: yuan(row.paidOutFen) };
    sheet.getCell(`F${at}`).value = { formula: `B${at}-E${at}`, result: yuan(row.netFen) };
    sheet.getCell(`E${at}`).numFmt = YUAN_FORMAT;
    sheet.getCell(`F${at}`).numFmt = YUAN_FORMAT;
  });
  const figures = [total.receivedFen, total.expensesFen, total.subsidiesFen, total.paidOutFen, total.netFen];
  totalRow(sheet, '合计', rows.length, Object.fromEntries(figures.map((fen, i) => [i + 2, yuan(fen)])));
}

function ageingSheet(workbook: ExcelJS.Workbook, report: FinanceReport) {
  const { invoices, buckets, outstandingFen } = report.ageing;
  const sheet = addTypedSheet(workbook, '应收账龄', AGEING_COLUMNS, invoices);
  const amount = invoices.reduce((sum, row) => sum + row.amountFen, 0);
  totalRow(sheet, '合计', invoices.length, { 7: yuan(amount), 8: yuan(outstandingFen) });
  const range = (column: string) => `${column}2:${column}${invoices.length + 1}`;
  const head = sheet.getRow(invoices.length + 4);
  head.values = ['账龄', '发票数', '未收金额'];
  head.font = { bold: true };
  buckets.forEach((bucket, i) => {
    const row = sheet.getRow(invoices.length + 5 + i);
    row.getCell(1).value = AGEING_LABELS[bucket.bucket]['zh-CN'];
    row.getCell(2).value = { formula: `COUNTIF(${range('F')},A${row.number})`, result: bucket.invoices };
    row.getCell(3).value = {
      formula: `SUMIF(${range('F')},A${row.number},${range('H')})`,
      result: yuan(bucket.outstandingFen),
    };
    row.getCell(3).numFmt = YUAN_FORMAT;
  });
}

function subsidySheet(workbook: ExcelJS.Workbook, report: FinanceReport) {
  const { rows, bills, amountFen } = report.subsidies;
  const sheet = addTypedSheet(workbook, '受试者补助', SUBSIDY_COLUMNS, rows);
  totalRow(sheet, '合计', rows.length, { 2: bills, 3: yuan(amountFen) }, [2]);
}

/** The four reports of `report` as one .xlsx. */
export async function writeReportWorkbook(report: FinanceReport): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  budgetSheet(workbook, report);
  flowSheet(workbook, report);
  ageingSheet(workbook, report);
  subsidySheet(workbook, report);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
