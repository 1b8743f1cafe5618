/** A project's milestones on the real route: overdue in words, progress, add with a field error, delete with confirm. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Milestone } from '../../../../../shared/api/study/milestones';
import { type RecordedCall, callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const LIST = '/api/bus/project/milepost/5/list';
const SAVE = '/api/bus/project/milepost/save';
const DELETE = '/api/bus/project/milepost/delete';
const milestone = (id: number, name: string, fields: Partial<Milestone>): Milestone => ({
  id,
  projectId: 5,
  name,
  kind: 'other',
  plannedDate: null,
  actualDate: null,
  note: null,
  overdue: false,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  version: 1,
  ...fields,
});
const rows = [
  milestone(1, '伦理委员会审查批准', { kind: 'ethicsApproval', plannedDate: '2025-09-01', actualDate: '2025-09-03' }),
  milestone(2, '首例受试者入组', { kind: 'firstSubjectIn', plannedDate: '2026-02-20', overdue: true, version: 3 }),
  milestone(3, '关闭中心', { kind: 'closeOut', plannedDate: '2026-12-01' }),
];
const ok = (data: unknown) => ({ body: { isOk: true, code: '200', data } });

function stub(
  buttons: string[],
  answers: Record<string, (call: RecordedCall) => { status?: number; body: unknown }> = {},
) {
  return stubStaffApi({
    who: demoWho({
      projects: [{ projectId: 5, projectName: 'HK-2103 肺癌研究', pages: ['ProjectMilestones'], buttons }],
    }),
    answers: { [LIST]: () => ok({ today: '2026-03-01', milestones: rows }), ...answers },
  });
}

describe('project milestones', () => {
  it('flags overdue milestones in words and sums up progress and the next one due', async () => {
    stub([]);
    renderApp('/staff/projects/5/milestones');
    const table = await screen.findByRole('table', { name: '项目里程碑' });
    const overdueRow = (await within(table).findByText('首例受试者入组')).closest('tr');
    expect(overdueRow).toHaveTextContent('已逾期');
    expect(within(table).getByText('伦理委员会审查批准').closest('tr')).toHaveTextContent('已完成');
    const summary = screen.getByRole('region', { name: '进度' });
    expect(summary).toHaveTextContent('已完成 1 / 3');
    expect(summary).toHaveTextContent('逾期 1 项');
    expect(summary).toHaveTextContent('下一个：首例受试者入组（计划 2026-02-20，已逾期）');
    expect(screen.queryByRole('button', { name: /新增里程碑|编辑|删除/ })).not.toBeInTheDocument();
  });

  it('adds a milestone, showing the server’s refusal under the field it names', async () => {
    const calls = stub(['milestone:update'], {
      [SAVE]: () => ({
        status: 400,
        body: { isOk: false, code: '100', msg: '字段「plannedDate」：日期无效', field: 'plannedDate' },
      }),
    });
    renderApp('/staff/projects/5/milestones');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '新增里程碑' }));
    const dialog = await screen.findByRole('dialog', { name: '新增里程碑' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('请填写名称')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '名称' }), '数据库锁定');
    await user.type(within(dialog).getByLabelText('计划日期'), '2026-06-30');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('日期无效')).toBeInTheDocument();
    expect(callsTo(calls, SAVE)[0]?.json).toEqual({
      projectId: 5,
      name: '数据库锁定',
      kind: 'other',
      plannedDate: '2026-06-30',
      actualDate: null,
      note: null,
    });
  });

  it('deletes a milestone with its version after a confirmation, then reloads the list', async () => {
    const calls = stub(['milestone:update'], { [DELETE]: () => ok({ id: 2, version: 3 }) });
    renderApp('/staff/projects/5/milestones');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '删除 首例受试者入组' }));
    const confirm = await screen.findByRole('dialog', { name: '删除里程碑' });
    expect(callsTo(calls, DELETE)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(callsTo(calls, DELETE)).toHaveLength(1));
    expect(callsTo(calls, DELETE)[0]?.json).toEqual({ projectId: 5, id: 2, version: 3 });
    await waitFor(() => expect(callsTo(calls, LIST)).toHaveLength(2));
  });
});
