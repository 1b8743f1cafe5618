/** My approvals: the steps awaiting me decided with a comment and a signature, and my delegations. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Agency, MyApprovalTask } from '../../../../../shared/api/work/approvals';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

// The test server's key is not real: the password's ciphertext names its plaintext.
vi.mock(import('../../../../lib/crypto'), async (importOriginal) => ({
  ...(await importOriginal()),
  createEncryptor: vi.fn(async () => ({ encrypt: (text: string) => `enc[${text}]` })),
}));

afterEach(() => vi.unstubAllGlobals());

const MINE = '/api/bpm/task/mine';
const DECIDE = '/api/bpm/task/decide';
const AGENCIES = '/api/bpm/agency/mine';
const SAVE_AGENCY = '/api/bpm/agency/save';
const ok = (data: unknown) => ({ body: { isOk: true, code: '200', data } });

const task: MyApprovalTask = {
  taskId: 7,
  instanceId: 3,
  key: 'subsidyBatch',
  projectId: 1,
  recordKind: 'subsidyBatch',
  recordId: 2,
  title: '受试者补助 2026-03 第1批',
  amountFen: 123_450,
  stepSort: 2,
  stepName: '财务审核',
  startedBy: 'coordinator',
  startedAt: '2026-03-18T02:00:00Z',
  createdAt: '2026-03-18T03:00:00Z',
  onBehalfOf: 'finance',
};

const agency: Agency = {
  id: 4,
  principalName: 'investigator',
  agentName: 'coordinator',
  workflowKey: null,
  startsOn: '2026-03-18',
  endsOn: '2026-03-25',
  reason: '出差',
  revokedAt: null,
};

function stub() {
  return stubStaffApi({
    who: demoWho({ system: { pages: ['MyApprovals'], buttons: [] } }),
    answers: {
      [MINE]: () => ok([task]),
      [DECIDE]: () => ok({ instanceStatus: 'approved' }),
      [AGENCIES]: () => ok([agency]),
      [SAVE_AGENCY]: () => ok({ id: 5 }),
      '/api/gbc/signature/challenge': () => ok({ challenge: 'c1', expiresAt: '2026-03-18T02:10:00Z' }),
    },
  });
}

describe('my approvals page', () => {
  it('shows a step awaiting me as an agent and approves it signed', async () => {
    const calls = stub();
    renderApp('/staff/my-approvals');
    const table = await screen.findByRole('table', { name: '待我审批列表' });
    const row = (await within(table).findByText('受试者补助 2026-03 第1批')).closest('tr');
    expect(row).toHaveTextContent('1,234.50');
    expect(row).toHaveTextContent('财务审核代 finance 审批');
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: '同意 受试者补助 2026-03 第1批' }));
    const comment = await screen.findByRole('dialog', { name: '同意：受试者补助 2026-03 第1批' });
    await user.type(within(comment).getByLabelText('审批意见'), '金额核对无误');
    await user.click(within(comment).getByRole('button', { name: '下一步：签名' }));
    const signing = await screen.findByRole('dialog', { name: '同意：受试者补助 2026-03 第1批' });
    await user.type(within(signing).getByLabelText(/登录密码/), 'secret-pass');
    await user.click(within(signing).getByRole('button', { name: /签名/ }));
    await waitFor(() => expect(callsTo(calls, DECIDE)).toHaveLength(1));
    expect(callsTo(calls, DECIDE)[0]?.json).toEqual({
      taskId: 7,
      decision: 'approve',
      comment: '金额核对无误',
      signature: { challenge: 'c1', password: 'enc[secret-pass]', meaning: 'reviewer-approves' },
    });
  });

  it('asks why before a rejection is signed, and signs it as a rejection', async () => {
    const calls = stub();
    renderApp('/staff/my-approvals');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '驳回 受试者补助 2026-03 第1批' }));
    const dialog = await screen.findByRole('dialog', { name: '驳回：受试者补助 2026-03 第1批' });
    await user.click(within(dialog).getByRole('button', { name: '下一步：签名' }));
    expect(await within(dialog).findByText('驳回时请填写意见')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/审批意见/), '缺少第3次访视记录');
    await user.click(within(dialog).getByRole('button', { name: '下一步：签名' }));
    const signing = await screen.findByRole('dialog', { name: '驳回：受试者补助 2026-03 第1批' });
    await user.type(within(signing).getByLabelText(/登录密码/), 'secret-pass');
    await user.click(within(signing).getByRole('button', { name: /签名/ }));
    await waitFor(() => expect(callsTo(calls, DECIDE)).toHaveLength(1));
    expect(callsTo(calls, DECIDE)[0]?.json).toMatchObject({
      decision: 'reject',
      comment: '缺少第3次访视记录',
      signature: { meaning: 'reviewer-rejects' },
    });
  });

  it('lists my delegations and names an agent for a period', async () => {
    const calls = stub();
    renderApp('/staff/my-approvals?tab=agency');
    const table = await screen.findByRole('table', { name: '审批委托列表' });
    const row = (await within(table).findByText('出差')).closest('tr');
    expect(row).toHaveTextContent('2026-03-18 ~ 2026-03-25');
    expect(row).toHaveTextContent('全部流程');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '新增委托' }));
    const dialog = await screen.findByRole('dialog', { name: '委托他人代为审批' });
    await user.type(within(dialog).getByLabelText(/代理人用户名/), 'finance');
    const ends = within(dialog).getByLabelText(/结束日期/);
    await user.clear(ends);
    await user.type(ends, '2026-12-31');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(callsTo(calls, SAVE_AGENCY)).toHaveLength(1));
    expect(callsTo(calls, SAVE_AGENCY)[0]?.json).toMatchObject({ agentUserName: 'finance', endsOn: '2026-12-31' });
  });
});
