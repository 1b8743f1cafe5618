/** The approval workflows page: definitions with their steps, and a draft sent with its thresholds in fen. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkflowDefinition } from '../../../../../shared/api/work/approvals';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const LIST = '/api/bpm/definition/list';
const SAVE = '/api/bpm/definition/save';

const published: WorkflowDefinition = {
  id: 1,
  key: 'subsidyBatch',
  revision: 1,
  name: '受试者补助审批',
  description: null,
  status: 'published',
  publishedAt: '2026-01-05T02:00:00Z',
  steps: [
    { sort: 1, name: '财务审核', approverKind: 'role', approverRef: 'finance', minAmountFen: null },
    {
      sort: 2,
      name: '主要研究者审批',
      approverKind: 'projectRole',
      approverRef: 'investigator',
      minAmountFen: 1_000_000,
    },
  ],
  createdBy: 'admin',
  createdAt: '2026-01-05T02:00:00Z',
  updatedAt: '2026-01-05T02:00:00Z',
  version: 2,
};

function stub(buttons: string[]) {
  return stubStaffApi({
    who: demoWho({ system: { pages: ['Workflows'], buttons } }),
    answers: {
      [LIST]: () => ({ body: { isOk: true, code: '200', data: [published] } }),
      [SAVE]: () => ({ body: { isOk: true, code: '200', data: { id: 2, version: 1 } } }),
    },
  });
}

describe('approval workflows page', () => {
  it('lists a workflow with its steps and thresholds, read-only without workflow:manage', async () => {
    stub([]);
    renderApp('/staff/workflows');
    const table = await screen.findByRole('table', { name: '审批流程列表' });
    const row = (await within(table).findByText('受试者补助审批')).closest('tr');
    expect(row).toHaveTextContent('已发布');
    expect(row).toHaveTextContent('主要研究者审批（项目角色 investigator，≥ ¥10,000.00）');
    expect(screen.queryByRole('button', { name: '新建流程' })).not.toBeInTheDocument();
  });

  it('sends the next revision with its threshold in fen, and refuses an amount that is not one', async () => {
    const calls = stub(['workflow:manage']);
    renderApp('/staff/workflows');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '新建修订版 受试者补助审批' }));
    const dialog = await screen.findByRole('dialog', { name: '新建修订版：subsidyBatch' });
    const second = within(dialog).getByRole('group', { name: '第 2 步' });
    const amount = within(second).getByRole('textbox', { name: /金额门槛/ });
    await user.clear(amount);
    await user.type(amount, '5千');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入金额（元，最多两位小数）')).toBeInTheDocument();
    expect(callsTo(calls, SAVE)).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '5,000.5');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(callsTo(calls, SAVE)[0]?.json).toEqual({
        key: 'subsidyBatch',
        name: '受试者补助审批',
        description: null,
        steps: [
          { sort: 1, name: '财务审核', approverKind: 'role', approverRef: 'finance', minAmountFen: null },
          {
            sort: 2,
            name: '主要研究者审批',
            approverKind: 'projectRole',
            approverRef: 'investigator',
            minAmountFen: 500_050,
          },
        ],
      }),
    );
  });
});
