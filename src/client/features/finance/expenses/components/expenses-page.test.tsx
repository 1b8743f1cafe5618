/** Research-fee expenses on the real route: the management fee split live, what a save sends, moves by permission and status. */
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Expense } from '../../../../../shared/api/finance/expenses';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const LIST = '/api/gpayment/expense/list/5';
const OPTIONS = '/api/gpayment/expense/options/5';
const SAVE = '/api/gpayment/expense/save';
const URL = '/staff/projects/5/finance-expenses';

const expense = (id: number, fields: Partial<Expense> = {}): Expense => ({
  id,
  projectId: 5,
  feeTypeId: 1,
  feeTypeName: '研究费',
  expenseType: 'investigatorFee',
  payee: '陈立新',
  incurredOn: '2026-01-04',
  amountFen: 123_455,
  managementFeeFen: 12_346,
  netFen: 111_109,
  status: 'draft',
  paidOn: null,
  reference: null,
  note: null,
  createdBy: 'finance',
  createdAt: '2026-01-04T02:00:00Z',
  updatedAt: '2026-01-04T02:00:00Z',
  version: 1,
  ...fields,
});

const options = {
  currency: 'CNY',
  managementFeeBp: 1000,
  feeTypes: [{ id: 1, name: '研究费', nameEn: 'Research fee', category: 'research' }],
  totals: { amountFen: 500_000, managementFeeFen: 50_000, netFen: 450_000, paidFen: 0 },
};

function stub(buttons: string[]) {
  return stubStaffApi({
    who: demoWho({
      projects: [{ projectId: 5, projectName: 'HK-2103 肺癌研究', pages: ['FinanceExpenses'], buttons }],
    }),
    answers: {
      [LIST]: {
        body: {
          isOk: true,
          code: '200',
          rows: [expense(1), expense(2, { payee: '刘洋', status: 'approved', version: 3 })],
          total: 2,
        },
      },
      [OPTIONS]: { body: { isOk: true, code: '200', data: options } },
      [SAVE]: { body: { isOk: true, code: '200', data: { id: 3, version: 1 } } },
    },
  });
}

describe('research-fee expenses page', () => {
  it('shows the totals and offers each row only the moves its status and the buttons allow', async () => {
    stub(['expense:edit', 'expense:pay']);
    renderApp(URL);
    const table = await screen.findByRole('table', { name: '研究费支出单' });
    expect(await screen.findByText(/已提交合计 5,000.00 元 · 管理费 500.00 元/)).toBeInTheDocument();
    const draft = within(table).getByText('陈立新').closest('tr')!;
    expect(draft).toHaveTextContent('1,234.55');
    expect(within(draft).getByRole('button', { name: '修改 陈立新' })).toBeInTheDocument();
    expect(within(draft).queryByRole('button', { name: /提交审批/ })).not.toBeInTheDocument();
    const approved = within(table).getByText('刘洋').closest('tr')!;
    expect(within(approved).getByRole('button', { name: '登记支付 刘洋' })).toBeInTheDocument();
    expect(within(approved).queryByRole('button', { name: /修改/ })).not.toBeInTheDocument();
  });

  it('splits the management fee as the amount is typed and sends the gross in fen', async () => {
    const calls = stub(['expense:edit']);
    renderApp(URL);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '新增支出' }));
    const dialog = await screen.findByRole('dialog', { name: '新增研究费支出' });
    await user.type(within(dialog).getByRole('textbox', { name: /收款方/ }), '陈立新');
    fireEvent.change(within(dialog).getByLabelText(/发生日期/), { target: { value: '2026-01-04' } });
    const amount = within(dialog).getByRole('textbox', { name: /金额/ });
    await user.type(amount, '12.5x');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入大于 0 的金额，最多两位小数')).toBeInTheDocument();
    expect(callsTo(calls, SAVE)).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '1234.55');
    expect(within(dialog).getByText('管理费 123.46 元（费率 10%），实付 1,111.09 元')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(callsTo(calls, SAVE)[0]?.json).toMatchObject({
        projectId: 5,
        feeTypeId: 1,
        expenseType: 'investigatorFee',
        payee: '陈立新',
        amountFen: 123_455,
      }),
    );
  });
});
