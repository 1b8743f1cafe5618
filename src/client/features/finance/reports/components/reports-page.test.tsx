/** The finance reports page on the real route: its tables show the API's figures, the period filter changes the request. */
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FinanceReport } from '../../../../../shared/api/finance/reports';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

class NoResize {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeEach(() => vi.stubGlobal('ResizeObserver', NoResize));
afterEach(() => vi.unstubAllGlobals());

const REPORT = '/api/gpayment/report/project/5';
const figures = { plannedFen: 1_000_000, earnedFen: 100_000, invoicedFen: 60_000, expensesFen: 100_000 };
const report: FinanceReport = {
  projectId: 5,
  currency: 'CNY',
  from: '2026-01',
  to: '2026-02',
  fromDay: '2026-01-01',
  toDay: '2026-02-28',
  budget: {
    rows: [
      {
        feeTypeId: 1,
        code: 'research',
        name: '研究费',
        nameEn: 'Research fee',
        category: 'research',
        ...figures,
        managementFeeFen: 10_000,
        subsidiesFen: 0,
        consumedPercent: 10,
      },
    ],
    total: { ...figures, managementFeeFen: 10_000, subsidiesFen: 35_000, receivedFen: 30_000, consumedPercent: 10 },
  },
  flow: {
    rows: [
      {
        month: '2026-01',
        receivedFen: 30_000,
        expensesFen: 100_000,
        subsidiesFen: 35_000,
        paidOutFen: 135_000,
        netFen: -105_000,
      },
      { month: '2026-02', receivedFen: 0, expensesFen: 0, subsidiesFen: 0, paidOutFen: 0, netFen: 0 },
    ],
    total: {
      month: '2026-01..2026-02',
      receivedFen: 30_000,
      expensesFen: 100_000,
      subsidiesFen: 35_000,
      paidOutFen: 135_000,
      netFen: -105_000,
    },
  },
  ageing: {
    buckets: [
      { bucket: 'notDue', invoices: 0, outstandingFen: 0 },
      { bucket: 'days0to30', invoices: 1, outstandingFen: 32_050 },
      { bucket: 'days31to60', invoices: 0, outstandingFen: 0 },
      { bucket: 'days61to90', invoices: 0, outstandingFen: 0 },
      { bucket: 'over90', invoices: 0, outstandingFen: 0 },
    ],
    invoices: [
      {
        id: 1,
        number: 'INV-1',
        payer: '申办方甲',
        issuedOn: '2026-01-10',
        dueOn: '2026-02-20',
        daysPastDue: 8,
        bucket: 'days0to30',
        amountFen: 62_050,
        outstandingFen: 32_050,
      },
    ],
    outstandingFen: 32_050,
  },
  subsidies: { rows: [{ subjectNumber: 'S-001', bills: 2, amountFen: 35_000 }], bills: 2, amountFen: 35_000 },
};

function stub(buttons: string[] = []) {
  return stubStaffApi({
    who: demoWho({
      projects: [{ projectId: 5, projectName: 'HK-2103 肺癌研究', pages: ['FinanceReports'], buttons }],
    }),
    answers: { [REPORT]: { body: { isOk: true, code: '200', data: report } } },
  });
}

describe('finance reports page', () => {
  it('shows each report as a captioned table with the figures from the API', async () => {
    stub(['finance:export']);
    renderApp('/staff/projects/5/finance-reports');
    const budget = await screen.findByRole('table', { name: '预算执行（按费用类型）' });
    const research = within(budget).getByRole('rowheader', { name: '研究费' }).closest('tr')!;
    expect(research).toHaveTextContent('10,000.00');
    expect(research).toHaveTextContent('1,000.00');
    expect(research).toHaveTextContent('10%');
    expect(within(budget).getByRole('columnheader', { name: '已开票' })).toBeInTheDocument();
    expect(screen.getByText(/期间到账 300.00 元/)).toBeInTheDocument();
    const flow = screen.getByRole('table', { name: '月度收支' });
    expect(within(flow).getByRole('rowheader', { name: '2026-01' }).closest('tr')).toHaveTextContent('-1,050.00');
    const ageing = screen.getByRole('table', { name: '应收账龄（截至 2026-02-28）' });
    expect(within(ageing).getByRole('rowheader', { name: '逾期 0-30 天' }).closest('tr')).toHaveTextContent('320.50');
    const subsidies = screen.getByRole('table', { name: '受试者补助发放' });
    expect(within(subsidies).getByRole('rowheader', { name: 'S-001' }).closest('tr')).toHaveTextContent('350.00');
    expect(screen.getByRole('button', { name: '导出' })).toBeInTheDocument();
  });

  it('asks for the period chosen in the filter and offers no export without the button', async () => {
    const calls = stub();
    renderApp('/staff/projects/5/finance-reports?from=2026-01');
    await screen.findByRole('table', { name: '月度收支' });
    expect(callsTo(calls, REPORT)[0]?.search.get('from')).toBe('2026-01');
    fireEvent.change(screen.getByLabelText('截止月份'), { target: { value: '2026-03' } });
    await waitFor(() => expect(callsTo(calls, REPORT).at(-1)?.search.get('to')).toBe('2026-03'));
    expect(callsTo(calls, REPORT).at(-1)?.search.get('from')).toBe('2026-01');
    expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument();
  });
});
