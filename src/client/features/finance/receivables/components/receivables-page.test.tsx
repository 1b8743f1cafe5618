/** The receivables page on the real route: the figures, a draft raised from chosen accruals, income recorded and refused. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Accrual, Invoice } from '../../../../../shared/api/finance/receivables';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const URL = '/staff/projects/5/finance-receivables';
const FIGURES = '/api/finance/summary/project/5';
const ACCRUALS = '/api/gpayment/invoice/accruals/5';
const INVOICES = '/api/gpayment/invoice/list/5';
const INVOICE_SAVE = '/api/gpayment/invoice/save';
const INCOME_SAVE = '/api/gpayment/income/save';

const accrual = (id: number, fields: Partial<Accrual> = {}): Accrual => ({
  id,
  subjectId: 7,
  subjectNumber: 'S001',
  visitCode: 'V1',
  cycle: 1,
  feeTypeId: 1,
  feeTypeName: '研究费',
  source: 'visit',
  activityType: null,
  amountFen: 150_000,
  earnedOn: '2026-01-05',
  reversalOf: null,
  invoiceId: null,
  invoiceNumber: null,
  ...fields,
});

const issued: Invoice = {
  id: 9,
  projectId: 5,
  contractId: null,
  number: 'INV-1',
  payer: '申办方甲',
  status: 'issued',
  shownStatus: 'overdue',
  issuedOn: '2026-01-12',
  dueOn: '2026-02-15',
  amountFen: 254_133,
  receivedFen: 0,
  holdbackFen: 25_413,
  payableNowFen: 228_720,
  voidReason: null,
  note: null,
  lineCount: 4,
  createdBy: 'finance',
  createdAt: '2026-01-12T02:00:00Z',
  updatedAt: '2026-01-12T02:00:00Z',
  version: 2,
};

const list = (rows: unknown[]) => ({ body: { isOk: true, code: '200', rows, total: rows.length } });

function stub(buttons: string[]) {
  return stubStaffApi({
    who: demoWho({
      projects: [{ projectId: 5, projectName: 'HK-2103 肺癌研究', pages: ['FinanceReceivables'], buttons }],
    }),
    answers: {
      [FIGURES]: {
        body: {
          isOk: true,
          code: '200',
          data: {
            projectId: 5,
            currency: 'CNY',
            earnedFen: 404_133,
            invoicedFen: 254_133,
            receivedFen: 200_000,
            outstandingFen: 54_133,
            uninvoicedFen: 150_000,
          },
        },
      },
      [ACCRUALS]: list([
        accrual(1),
        accrual(2, { amountFen: 12_050, source: 'procedure', activityType: 'lab', feeTypeName: '检查费' }),
        accrual(3, { invoiceId: 8 }),
        accrual(4, { invoiceId: 9, invoiceNumber: 'INV-1' }),
      ]),
      [INVOICES]: list([issued]),
      [INVOICE_SAVE]: { body: { isOk: true, code: '200', data: { id: 10, version: 1 } } },
      [INCOME_SAVE]: {
        body: {
          isOk: false,
          code: '100',
          field: 'amountFen',
          msg: '字段「amountFen」：超过发票未到账金额（2,541.33）',
        },
      },
    },
  });
}

describe('receivables page', () => {
  it('shows the project figures at the top', async () => {
    stub([]);
    renderApp(URL);
    const figures = await screen.findByRole('region', { name: '经费概况' });
    expect(within(figures).getByText('应收（已完成）').nextSibling).toHaveTextContent('4,041.33 CNY');
    expect(within(figures).getByText('已开票').nextSibling).toHaveTextContent('2,541.33 CNY');
    expect(within(figures).getByText('已到账').nextSibling).toHaveTextContent('2,000.00 CNY');
    expect(within(figures).getByText('未到账').nextSibling).toHaveTextContent('541.33 CNY');
    expect(within(figures).getByText('未开票').nextSibling).toHaveTextContent('1,500.00 CNY');
    expect(screen.queryByRole('button', { name: /开具发票草稿/ })).not.toBeInTheDocument();
  });

  it('raises an invoice draft from the uninvoiced accruals chosen, never from those on a draft', async () => {
    const calls = stub(['invoice:edit']);
    renderApp(URL);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: '应收明细' });
    const boxes = await within(table).findAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    expect(within(table).getByText('草稿中')).toBeInTheDocument();
    const raise = screen.getByRole('button', { name: '开具发票草稿（0）' });
    expect(raise).toBeDisabled();
    await user.click(boxes[0]!);
    await user.click(boxes[1]!);
    await user.click(screen.getByRole('button', { name: '开具发票草稿（2）' }));
    const dialog = await screen.findByRole('dialog', { name: '发票草稿' });
    expect(within(dialog).getByText('已选应收 2 条，合计 1,620.50')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /付款方/ }), '申办方甲');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(callsTo(calls, INVOICE_SAVE)[0]?.json).toEqual({
        projectId: 5,
        payer: '申办方甲',
        note: null,
        accrualIds: [1, 2],
        paymentIds: [],
      }),
    );
  });

  it('records income in yuan against an invoice and shows the over-payment refused on the amount', async () => {
    const calls = stub(['income:record']);
    renderApp(URL);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '登记到账' }));
    const dialog = await screen.findByRole('dialog', { name: '登记到账' });
    await user.click(within(dialog).getByRole('combobox', { name: '对应发票' }));
    await user.click(await screen.findByRole('option', { name: /INV-1 申办方甲 2,541.33/ }));
    const amount = within(dialog).getByRole('textbox', { name: /金额/ });
    await user.type(amount, '2541.34');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(callsTo(calls, INCOME_SAVE)[0]?.json).toMatchObject({
        projectId: 5,
        invoiceId: 9,
        amountFen: 254_134,
        payer: '申办方甲',
      }),
    );
    expect(await within(dialog).findByText('超过发票未到账金额（2,541.33）')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
  });
});
