/** Contracts on the real route: agreements with their amendments, the server's field problem on the field, submit. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Contract } from '../../../../../shared/api/finance/contracts';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const LIST = '/api/gpayment/contract/list/5';
const SAVE = '/api/gpayment/contract/save';
const SUBMIT = '/api/gpayment/contract/submit';
const URL = '/staff/projects/5/finance-contracts';

const contract = (id: number, fields: Partial<Contract> = {}): Contract => ({
  id,
  projectId: 5,
  kind: 'agreement',
  parentId: null,
  number: 'CTA-2026-001',
  title: '临床试验协议',
  sponsor: '恒瑞医药',
  cro: null,
  parties: [{ role: '申办方', name: '恒瑞医药' }],
  amountFen: 400_000_000,
  holdbackBp: 1000,
  signedOn: '2026-01-02',
  startsOn: '2026-01-05',
  endsOn: '2027-12-31',
  note: null,
  status: 'approved',
  submittedAt: '2026-01-03T02:00:00Z',
  scheduledFen: 400_000_000,
  payments: [{ id: 1, sort: 1, name: '首付款', dueOn: '2026-02-01', amountFen: 400_000_000, note: '合同签署后' }],
  signedCopy: null,
  createdBy: 'finance',
  createdAt: '2026-01-02T02:00:00Z',
  updatedAt: '2026-01-04T02:00:00Z',
  version: 3,
  ...fields,
});

function stub(buttons: string[]) {
  return stubStaffApi({
    who: demoWho({
      projects: [{ projectId: 5, projectName: 'HK-2103 肺癌研究', pages: ['FinanceContracts'], buttons }],
    }),
    answers: {
      [LIST]: {
        body: {
          isOk: true,
          code: '200',
          data: [
            contract(2, { kind: 'amendment', parentId: 1, number: 'CTA-2026-001-A1', status: 'draft', version: 1 }),
            contract(1),
            contract(3, { number: 'CTA-2026-009', title: '影像协议', status: 'draft', amountFen: 12_345, version: 1 }),
          ],
        },
      },
      [SAVE]: {
        status: 400,
        body: { isOk: false, code: '100', msg: '本项目已有该合同编号', field: 'number', data: { field: 'number' } },
      },
      [SUBMIT]: { body: { isOk: true, code: '200', data: { id: 3, version: 2 } } },
    },
  });
}

describe('contracts page', () => {
  it('lists each agreement followed by its amendments, with amount, term and the moves its status allows', async () => {
    stub(['contract:edit', 'contract:submit']);
    renderApp(URL);
    const table = await screen.findByRole('table', { name: '合同列表' });
    await within(table).findByText('CTA-2026-001-A1');
    const numbers = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td')?.textContent);
    expect(numbers).toEqual(['CTA-2026-001', 'CTA-2026-001-A1', 'CTA-2026-009']);
    const approved = within(table).getByText('CTA-2026-001').closest('tr')!;
    expect(approved).toHaveTextContent('4,000,000.00');
    expect(approved).toHaveTextContent('2026-01-05 ~ 2027-12-31');
    expect(within(approved).queryByRole('button', { name: /修改/ })).not.toBeInTheDocument();
    const amendment = within(table).getByText('CTA-2026-001-A1').closest('tr')!;
    expect(within(amendment).getByRole('button', { name: '修改 CTA-2026-001-A1' })).toBeInTheDocument();
    expect(within(amendment).getByText('补充协议')).toBeInTheDocument();
  });

  it("shows the server's refusal under the number field and sends nothing more", async () => {
    const calls = stub(['contract:edit']);
    renderApp(URL);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '新增合同' }));
    const dialog = await screen.findByRole('dialog', { name: '新增合同' });
    await user.type(within(dialog).getByRole('textbox', { name: /合同编号/ }), 'CTA-2026-001');
    await user.type(within(dialog).getByRole('textbox', { name: /合同名称/ }), '临床试验协议');
    await user.type(within(dialog).getByRole('textbox', { name: /申办方/ }), '恒瑞医药');
    await user.type(within(dialog).getByRole('textbox', { name: /^合同金额/ }), '40000');
    await user.click(within(dialog).getByRole('button', { name: '添加款项' }));
    await user.type(within(dialog).getByRole('textbox', { name: /款项 1/ }), '首付款');
    await user.type(within(dialog).getByRole('textbox', { name: /合同金额 1/ }), '30000');
    expect(within(dialog).getByText(/付款计划合计 30,000.00 元 \/ 合同金额 40,000.00 元/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('本项目已有该合同编号')).toBeInTheDocument();
    expect(callsTo(calls, SAVE)[0]?.json).toMatchObject({
      projectId: 5,
      kind: 'agreement',
      number: 'CTA-2026-001',
      amountFen: 4_000_000,
      holdbackBp: 0,
      payments: [{ name: '首付款', amountFen: 3_000_000, dueOn: null, note: null }],
    });
  });

  it('submits a draft for approval after confirming', async () => {
    const calls = stub(['contract:edit', 'contract:submit']);
    renderApp(URL);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '提交审批 CTA-2026-009' }));
    const dialog = await screen.findByRole('dialog', { name: '提交审批' });
    await user.click(within(dialog).getByRole('button', { name: '提交审批' }));
    await waitFor(() => expect(callsTo(calls, SUBMIT)[0]?.json).toEqual({ projectId: 5, id: 3, version: 1 }));
  });
});
