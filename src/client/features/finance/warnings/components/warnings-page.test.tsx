/** The warnings page on the real route: the four rules set or not, setting one, open warnings resolved with a note. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FinanceWarning, WarningRule } from '../../../../../shared/api/finance/warnings';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const RULES = '/api/gpayment/warning/rules/5';
const LIST = '/api/gpayment/warning/list/5';
const SAVE = '/api/gpayment/warning/save-rule';
const RESOLVE = '/api/gpayment/warning/resolve';
const URL = '/staff/projects/5/finance-warnings';

const rule: WarningRule = {
  id: 7,
  projectId: 5,
  kind: 'invoiceOverdue',
  threshold: 30,
  active: true,
  createdBy: 'finance',
  createdAt: '2026-01-02T02:00:00Z',
  updatedAt: '2026-01-02T02:00:00Z',
  version: 2,
};
const warning: FinanceWarning = {
  id: 11,
  ruleId: 7,
  projectId: 5,
  kind: 'invoiceOverdue',
  threshold: 30,
  recordKind: 'invoice',
  recordId: 3,
  detail: { number: 'INV-2026-003', dueOn: '2026-01-10' },
  raisedAt: '2026-02-10T01:00:00Z',
  resolvedAt: null,
  resolvedBy: null,
  resolution: null,
};

function stub(buttons: string[]) {
  return stubStaffApi({
    who: demoWho({
      projects: [{ projectId: 5, projectName: 'HK-2103 肺癌研究', pages: ['FinanceWarnings'], buttons }],
    }),
    answers: {
      [RULES]: { body: { isOk: true, code: '200', data: [rule] } },
      [LIST]: (call) =>
        call.search.get('state') === 'resolved'
          ? {
              body: {
                isOk: true,
                code: '200',
                total: 1,
                rows: [
                  {
                    ...warning,
                    resolvedAt: '2026-02-11T02:00:00Z',
                    resolvedBy: 'finance',
                    resolution: '已催款',
                  },
                ],
              },
            }
          : { body: { isOk: true, code: '200', total: 1, rows: [warning] } },
      [SAVE]: { body: { isOk: true, code: '200', data: { id: 8, version: 1 } } },
      [RESOLVE]: { body: { isOk: true, code: '200', data: { id: 11 } } },
    },
  });
}

describe('finance warnings page', () => {
  it('shows every kind of rule, set or not, and the open warnings with what they are about', async () => {
    stub([]);
    renderApp(URL);
    const rules = await screen.findByRole('table', { name: '预警规则' });
    const invoice = (await within(rules).findByText('发票逾期 N 天')).closest('tr')!;
    expect(invoice).toHaveTextContent('30 天');
    expect(invoice).toHaveTextContent('启用');
    const budget = within(rules).getByText('预算执行超过 N%').closest('tr')!;
    expect(budget).toHaveTextContent('未设置');
    // Without warning:manage: read only.
    expect(within(rules).queryByRole('button')).not.toBeInTheDocument();
    const list = screen.getByRole('table', { name: '预警记录' });
    const row = (await within(list).findByText('发票 INV-2026-003，应付日 2026-01-10')).closest('tr')!;
    expect(row).toHaveTextContent('发票逾期 30 天');
    expect(row).toHaveTextContent('未处理');
    expect(within(row).queryByRole('button', { name: /处理/ })).not.toBeInTheDocument();
  });

  it('sets a rule not yet set, with its kind and threshold', async () => {
    const calls = stub(['warning:manage']);
    renderApp(URL);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '设置 预算执行超过 N%' }));
    const dialog = await screen.findByRole('dialog', { name: '设置预警规则' });
    const threshold = within(dialog).getByRole('textbox', { name: /阈值/ });
    expect(threshold).toHaveValue('80');
    await user.clear(threshold);
    await user.type(threshold, 'x');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入整数')).toBeInTheDocument();
    expect(callsTo(calls, SAVE)).toHaveLength(0);
    await user.clear(threshold);
    await user.type(threshold, '90');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(callsTo(calls, SAVE)[0]?.json).toEqual({
        projectId: 5,
        kind: 'budgetConsumed',
        threshold: 90,
        active: true,
      }),
    );
  });

  it('resolves an open warning with a note, which is required', async () => {
    const calls = stub(['warning:manage']);
    renderApp(URL);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '处理 发票 INV-2026-003，应付日 2026-01-10' }));
    const dialog = await screen.findByRole('dialog', { name: '处理预警' });
    await user.click(within(dialog).getByRole('button', { name: '处理' }));
    expect(await within(dialog).findByText('必填')).toBeInTheDocument();
    expect(callsTo(calls, RESOLVE)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /处理说明/ }), '已催款');
    await user.click(within(dialog).getByRole('button', { name: '处理' }));
    await waitFor(() =>
      expect(callsTo(calls, RESOLVE)[0]?.json).toEqual({ projectId: 5, id: 11, resolution: '已催款' }),
    );
  });

  it('shows who resolved a warning and their note under the resolved filter', async () => {
    stub(['warning:manage']);
    renderApp(`${URL}?state=resolved`);
    const list = await screen.findByRole('table', { name: '预警记录' });
    const row = (await within(list).findByText('已催款')).closest('tr')!;
    expect(row).toHaveTextContent('finance 已处理');
    expect(within(row).queryByRole('button', { name: /处理/ })).not.toBeInTheDocument();
  });
});
