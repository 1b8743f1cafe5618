/** My approvals history: the steps I decided with their trail, the approvals I started and withdrawing one. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DecidedStep, StartedApproval, TrailStep } from '../../../../../shared/api/work/approval-history';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const DECIDED = '/api/bpm/task/decided';
const STARTED = '/api/bpm/instance/mine';
const WITHDRAW = '/api/bpm/instance/withdraw';
const list = (rows: unknown[], total = rows.length) => ({ body: { isOk: true, code: '200', rows, total } });

const trail: TrailStep[] = [
  {
    stepSort: 1,
    stepName: '主要研究者确认',
    status: 'approved',
    decidedBy: 'coordinator',
    decidedFor: 'investigator',
    decidedAt: '2026-03-18T03:00:00Z',
    comment: null,
  },
  {
    stepSort: 2,
    stepName: '财务审核',
    status: 'pending',
    decidedBy: null,
    decidedFor: null,
    decidedAt: null,
    comment: null,
  },
];

const approval = {
  instanceId: 3,
  key: 'subsidyBatch',
  projectId: 1,
  recordKind: 'subsidyBatch',
  recordId: 2,
  title: '受试者补助 2026-03 第1批',
  amountFen: 123_450,
  instanceStatus: 'running' as const,
  startedBy: 'coordinator',
  startedAt: '2026-03-18T02:00:00Z',
  endedAt: null,
  trail,
};

const decided: DecidedStep = {
  ...approval,
  taskId: 7,
  stepName: '主要研究者确认',
  decision: 'approved',
  comment: '核对无误',
  decidedAt: '2026-03-18T03:00:00Z',
  decidedBy: 'coordinator',
  decidedFor: 'investigator',
};

const started: StartedApproval = { ...approval, currentStep: '财务审核' };

function stub() {
  return stubStaffApi({
    who: demoWho({ system: { pages: ['MyApprovals'], buttons: [] } }),
    answers: {
      [DECIDED]: () => list([decided], 41),
      [STARTED]: () => list([started, { ...started, instanceId: 4, instanceStatus: 'approved', currentStep: null }]),
      [WITHDRAW]: () => ({ body: { isOk: true, code: '200', data: null } }),
    },
  });
}

describe('my approvals history', () => {
  it('shows the steps I decided, for whom, and each approval trail, paged by the server', async () => {
    const calls = stub();
    renderApp('/staff/my-approvals?tab=decided');
    const table = await screen.findByRole('table', { name: '我已审批列表' });
    const row = (await within(table).findByText('受试者补助 2026-03 第1批')).closest('tr');
    expect(row).toHaveTextContent('1,234.50');
    expect(row).toHaveTextContent('主要研究者确认代 investigator 审批');
    expect(row).toHaveTextContent('核对无误');
    expect(row).toHaveTextContent('主要研究者确认 · 同意 · coordinator 审批 · 代 investigator 审批');
    expect(row).toHaveTextContent('财务审核 · 待审批');
    expect(screen.getByText(/共 41 条/)).toBeInTheDocument();
    expect(callsTo(calls, DECIDED)[0]?.search.get('limit')).toBe('20');
  });

  it('lists the approvals I started and withdraws one that runs', async () => {
    const calls = stub();
    renderApp('/staff/my-approvals?tab=started');
    const table = await screen.findByRole('table', { name: '我发起的列表' });
    await within(table).findAllByText('受试者补助 2026-03 第1批');
    const [running, approved] = within(table).getAllByRole('row').slice(1);
    expect(running).toHaveTextContent('审批中');
    expect(running).toHaveTextContent('财务审核');
    expect(approved).toHaveTextContent('已通过');
    expect(within(approved!).queryByRole('button', { name: /撤回/ })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(running!).getByRole('button', { name: '撤回 受试者补助 2026-03 第1批' }));
    const dialog = await screen.findByRole('dialog', { name: '撤回审批' });
    await user.click(within(dialog).getByRole('button', { name: '撤回' }));
    await waitFor(() => expect(callsTo(calls, WITHDRAW)).toHaveLength(1));
    expect(callsTo(calls, WITHDRAW)[0]?.json).toEqual({ id: 3 });
  });
});
