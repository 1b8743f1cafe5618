/** Subject subsidies on the real route: owed subjects billed, payee details masked, bills batched, batches paid out by permission. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubsidyBill } from '../../../../../shared/api/finance/subsidies';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const BASE = '/api/trial/subject/subsidy';
const URL = '/staff/projects/5/finance-subsidies';
const saved = { body: { isOk: true, code: '200', data: { id: 9, version: 1 } } };
const rows = (list: unknown[]) => ({ body: { isOk: true, code: '200', rows: list, total: list.length } });

const bill = (id: number, fields: Partial<SubsidyBill> = {}): SubsidyBill => ({
  id,
  projectId: 5,
  subjectId: 11,
  subjectNumber: 'HK-001',
  batchId: null,
  batchNumber: null,
  amountFen: 40_000,
  dueCount: 2,
  status: 'pending',
  payeeName: '张**',
  bankAccount: '6222 **** **** 0123',
  bankName: '工商银行',
  issuedOn: null,
  issueReference: null,
  note: null,
  createdBy: 'coordinator',
  createdAt: '2026-01-05T02:00:00Z',
  updatedAt: '2026-01-05T02:00:00Z',
  version: 1,
  ...fields,
});

function stub(buttons: string[]) {
  return stubStaffApi({
    who: demoWho({
      projects: [{ projectId: 5, projectName: 'HK-2103 肺癌研究', pages: ['FinanceSubsidies'], buttons }],
    }),
    answers: {
      [`${BASE}/owed/5`]: rows([
        {
          subjectId: 11,
          subjectNumber: 'HK-001',
          initials: 'ZJG',
          amountFen: 40_000,
          firstEarnedOn: '2025-12-01',
          lastEarnedOn: '2025-12-29',
          dues: [
            { id: 1, visitCode: 'C1D1', visitName: 'C1D1', earnedOn: '2025-12-01', amountFen: 20_000, reversal: false },
            { id: 2, visitCode: 'C2D1', visitName: 'C2D1', earnedOn: '2025-12-29', amountFen: 20_000, reversal: false },
          ],
        },
      ]),
      [`${BASE}/bill/list/5`]: rows([bill(1), bill(2, { subjectNumber: 'HK-002', status: 'applying', batchId: 3 })]),
      [`${BASE}/batch/list/5`]: rows([
        {
          id: 3,
          projectId: 5,
          number: 'BZ20260105-001',
          title: '1月补助',
          amountFen: 40_000,
          billCount: 1,
          status: 'approved',
          issuedOn: null,
          note: null,
          createdBy: 'finance',
          createdAt: '2026-01-05T02:00:00Z',
          updatedAt: '2026-01-05T02:00:00Z',
          version: 4,
        },
      ]),
      [`${BASE}/bill/save`]: saved,
      [`${BASE}/batch/save`]: saved,
      [`${BASE}/batch/issue`]: saved,
    },
  });
}

describe('subject subsidies page', () => {
  it('bills a subject’s owed subsidies with the payee’s details', async () => {
    const calls = stub(['subsidy:edit']);
    renderApp(URL);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: '待生成补助的受试者' });
    const row = (await within(table).findByText(/HK-001/)).closest('tr')!;
    expect(row).toHaveTextContent('2025-12-01 – 2025-12-29');
    expect(row).toHaveTextContent('400.00');
    await user.click(within(row).getByRole('button', { name: '生成补助单 HK-001' }));
    const dialog = await screen.findByRole('dialog', { name: /生成补助单 · HK-001 · 400.00 元/ });
    await user.type(within(dialog).getByRole('textbox', { name: /收款人/ }), '张三丰');
    await user.type(within(dialog).getByRole('textbox', { name: /银行账号/ }), '62220');
    await user.type(within(dialog).getByRole('textbox', { name: /开户行/ }), '工商银行');
    await user.click(within(dialog).getByRole('button', { name: '生成补助单' }));
    expect(await within(dialog).findByText('请输入 8–40 位数字')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /银行账号/ }), '21234567890123');
    await user.click(within(dialog).getByRole('button', { name: '生成补助单' }));
    await waitFor(() =>
      expect(callsTo(calls, `${BASE}/bill/save`)[0]?.json).toEqual({
        projectId: 5,
        subjectId: 11,
        payeeName: '张三丰',
        bankAccount: '6222021234567890123',
        bankName: '工商银行',
        note: null,
      }),
    );
  });

  it('shows bills masked and batches the pending ones selected', async () => {
    const calls = stub(['subsidy:edit', 'subsidy:submit']);
    renderApp(`${URL}?tab=bills`);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: '受试者补助单' });
    const pending = (await within(table).findByText('HK-001')).closest('tr')!;
    expect(pending).toHaveTextContent('张**');
    expect(pending).toHaveTextContent('6222 **** **** 0123');
    expect(within(table).queryByRole('button', { name: /查看账户/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('checkbox', { name: '选择 HK-002' })).not.toBeInTheDocument();
    await user.click(within(pending).getByRole('checkbox', { name: '选择 HK-001' }));
    await user.click(screen.getByRole('button', { name: '组批（1 张）' }));
    const dialog = await screen.findByRole('dialog', { name: '新建发放批次' });
    await user.type(within(dialog).getByRole('textbox', { name: /批次名称/ }), '1月补助');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(callsTo(calls, `${BASE}/batch/save`)[0]?.json).toEqual({
        projectId: 5,
        title: '1月补助',
        billIds: [1],
        note: null,
      }),
    );
  });

  it('pays out an approved batch only for those who may', async () => {
    stub(['subsidy:submit']);
    const first = renderApp(`${URL}?tab=batches`);
    const table = await screen.findByRole('table', { name: '补助发放批次' });
    expect(await within(table).findByText('BZ20260105-001')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /发放/ })).not.toBeInTheDocument();
    first.unmount();
    vi.unstubAllGlobals();
    const calls = stub(['subsidy:issue']);
    renderApp(`${URL}?tab=batches`);
    const user = userEvent.setup();
    const again = await screen.findByRole('table', { name: '补助发放批次' });
    await user.click(await within(again).findByRole('button', { name: '发放 BZ20260105-001' }));
    const dialog = await screen.findByRole('dialog', { name: /发放补助 · BZ20260105-001/ });
    await user.type(within(dialog).getByRole('textbox', { name: /发放凭证号/ }), 'FF-0001');
    await user.click(within(dialog).getByRole('button', { name: '发放' }));
    await waitFor(() =>
      expect(callsTo(calls, `${BASE}/batch/issue`)[0]?.json).toMatchObject({ id: 3, version: 4, reference: 'FF-0001' }),
    );
  });
});
