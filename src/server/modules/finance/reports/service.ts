/**
 * The finance reports of one project and period (shared/api/finance/reports.ts): the period
 * resolved from the query (default: the project's whole finance life up to this month), the
 * figures read from the repository's SQL sums and laid out per fee type, month, bucket and
 * subject. The total rows add the grouped sums (integers); received is its own SQL sum.
 */
import type { FinanceReport, ReportQuery } from '../../../../shared/api/finance/reports';
import { consumedPercent } from '../../../../shared/domain/finance/warnings';
import {
  AGEING_BUCKETS,
  REPORT_MONTHS_MAX,
  daysPastDue,
  firstDayOf,
  lastDayOf,
  monthsOf,
} from '../../../../shared/domain/finance/report-period';
import type { Db } from '../../../db/database';
import { fieldProblem } from '../../../services/staff-write';
import { type FeeTypeSums, createReportRepository } from './repository';

type Repo = ReturnType<typeof createReportRepository>;
type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** [from, to] months: the query's, else the first month with a finance row and this month (or the last). */
async function periodOf(repo: Repo, projectId: number, query: ReportQuery, today: string) {
  const life = await repo.lifeOf(projectId);
  const thisMonth = today.slice(0, 7);
  const lastMonth = life.last && life.last.slice(0, 7) > thisMonth ? life.last.slice(0, 7) : thisMonth;
  const from = query.from ?? (life.first ? life.first.slice(0, 7) : thisMonth);
  const to = query.to ?? (from > lastMonth ? from : lastMonth);
  if (to < from)
    throw fieldProblem('to', { 'zh-CN': '结束月份早于开始月份', en: 'The end month is before the start month' });
  if (monthsOf(from, to).length > REPORT_MONTHS_MAX)
    throw fieldProblem('to', {
      'zh-CN': `报表期间不能超过 ${REPORT_MONTHS_MAX} 个月`,
      en: `A report covers at most ${REPORT_MONTHS_MAX} months`,
    });
  return { from, to, fromDay: firstDayOf(from), toDay: lastDayOf(to) };
}

const byFeeType = (rows: FeeTypeSums[]) => new Map(rows.map((row) => [row.feeTypeId, row]));
const sumOf = (values: number[]) => values.reduce((sum, value) => sum + value, 0);

async function budgetReport(repo: Repo, projectId: number, period: { fromDay: string; toDay: string }) {
  const [feeTypes, planned, earned, invoiced, expenses, subsidies, receivedFen] = await Promise.all([
    repo.feeTypes(),
    repo.planned(projectId),
    repo.earned(projectId, period),
    repo.invoiced(projectId, period),
    repo.expenses(projectId, period),
    repo.subsidies(projectId, period),
    repo.received(projectId, period),
  ]);
  const maps = [planned, earned, invoiced, expenses, subsidies].map(byFeeType);
  const [p, e, i, x, s] = maps as [
    (typeof maps)[0],
    (typeof maps)[0],
    (typeof maps)[0],
    (typeof maps)[0],
    (typeof maps)[0],
  ];
  const rows = feeTypes
    .map((type) => {
      const id = type.id;
      const figures = {
        plannedFen: p.get(id)?.fen ?? 0,
        earnedFen: e.get(id)?.fen ?? 0,
        invoicedFen: i.get(id)?.fen ?? 0,
        expensesFen: x.get(id)?.fen ?? 0,
        managementFeeFen: x.get(id)?.fee ?? 0,
        subsidiesFen: s.get(id)?.fen ?? 0,
      };
      const { id: feeTypeId, code, name, nameEn, category, active } = type;
      const used = maps.some((map) => map.has(id));
      return { feeTypeId, code, name, nameEn, category, active, used, ...figures };
    })
    .filter((row) => row.active === 1 || row.used)
    .map(({ active: _active, used: _used, ...row }) => ({
      ...row,
      consumedPercent: consumedPercent(row.earnedFen, row.plannedFen),
    }));
  const add = (key: 'plannedFen' | 'earnedFen' | 'invoicedFen' | 'expensesFen' | 'managementFeeFen' | 'subsidiesFen') =>
    sumOf(rows.map((row) => row[key]));
  const total = {
    plannedFen: add('plannedFen'),
    earnedFen: add('earnedFen'),
    invoicedFen: add('invoicedFen'),
    receivedFen,
    expensesFen: add('expensesFen'),
    managementFeeFen: add('managementFeeFen'),
    subsidiesFen: add('subsidiesFen'),
  };
  return { rows, total: { ...total, consumedPercent: consumedPercent(total.earnedFen, total.plannedFen) } };
}

async function flowReport(
  repo: Repo,
  projectId: number,
  period: { from: string; to: string; fromDay: string; toDay: string },
) {
  const flow = await repo.flow(projectId, period);
  const rows = monthsOf(period.from, period.to).map((month) => {
    const receivedFen = flow.received.get(month) ?? 0;
    const expensesFen = flow.expenses.get(month) ?? 0;
    const subsidiesFen = flow.subsidies.get(month) ?? 0;
    const paidOutFen = expensesFen + subsidiesFen;
    return { month, receivedFen, expensesFen, subsidiesFen, paidOutFen, netFen: receivedFen - paidOutFen };
  });
  const add = (key: 'receivedFen' | 'expensesFen' | 'subsidiesFen' | 'paidOutFen' | 'netFen') =>
    sumOf(rows.map((row) => row[key]));
  const total = {
    month: `${period.from}..${period.to}`,
    receivedFen: add('receivedFen'),
    expensesFen: add('expensesFen'),
    subsidiesFen: add('subsidiesFen'),
    paidOutFen: add('paidOutFen'),
    netFen: add('netFen'),
  };
  return { rows, total };
}

async function ageingReport(repo: Repo, projectId: number, asOf: string) {
  const [invoices, buckets] = await Promise.all([
    repo.ageingInvoices(projectId, asOf),
    repo.ageingBuckets(projectId, asOf),
  ]);
  const found = new Map(buckets.map((row) => [row.bucket, row]));
  return {
    buckets: AGEING_BUCKETS.map((bucket) => ({
      bucket,
      invoices: Number(found.get(bucket)?.invoices ?? 0),
      outstandingFen: Number(found.get(bucket)?.fen ?? 0),
    })),
    invoices: invoices.map((row) => ({
      id: row.id,
      number: row.number,
      payer: row.payer,
      issuedOn: row.issuedOn ?? '',
      dueOn: row.dueOn,
      daysPastDue: daysPastDue(row.dueOn, asOf),
      bucket: row.bucket as AgeingBucket,
      amountFen: Number(row.amountFen),
      outstandingFen: Number(row.outstandingFen),
    })),
    outstandingFen: sumOf(buckets.map((row) => Number(row.fen ?? 0))),
  };
}

export async function financeReport(
  db: Db,
  projectId: number,
  query: ReportQuery,
  today: string,
): Promise<FinanceReport> {
  const repo = createReportRepository(db);
  const period = await periodOf(repo, projectId, query, today);
  const [currency, budget, flow, ageing, subjects] = await Promise.all([
    repo.currency(projectId),
    budgetReport(repo, projectId, period),
    flowReport(repo, projectId, period),
    ageingReport(repo, projectId, period.toDay),
    repo.subsidiesBySubject(projectId, period),
  ]);
  const subsidies = {
    rows: subjects,
    bills: sumOf(subjects.map((row) => row.bills)),
    amountFen: sumOf(subjects.map((row) => row.amountFen)),
  };
  return { projectId, currency, ...period, budget, flow, ageing, subsidies };
}
