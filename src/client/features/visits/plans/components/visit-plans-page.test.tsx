/** A project's visit plans on the real route: edit a draft with its preview and save, server refusals, publish, read only. */
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VisitPlanDetail, VisitPlanSummary } from '../../../../../shared/api/visits/plans';
import { type RecordedCall, callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const BASE = '/api/trial/visit/draft';
const SAVE = `${BASE}/save`;
const PUBLISH = `${BASE}/publish`;
const ok = (data: unknown) => ({ body: { isOk: true, code: '200', data } });

const summary = (id: number, planVersion: number, status: VisitPlanSummary['status']): VisitPlanSummary => ({
  id,
  projectId: 5,
  planVersion,
  status,
  name: `胃癌访视计划 v${planVersion}`,
  anchor: 'enrolment',
  note: null,
  visitCount: 2,
  groupCount: 1,
  subjectCount: status === 'published' ? 4 : 0,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
  publishedAt: status === 'draft' ? null : '2026-01-02T00:00:00Z',
  version: 1,
});
const published = summary(21, 1, 'published');
const draft = summary(22, 2, 'draft');
const detail = (plan: VisitPlanSummary): VisitPlanDetail => ({
  ...plan,
  groups: [{ name: '治疗期', sort: 1 }],
  visits: [
    {
      code: 'V1',
      sort: 1,
      name: '基线',
      groupIndex: null,
      groupName: null,
      dayOffset: 0,
      windowBefore: 0,
      windowAfter: 3,
      repeat: null,
      activities: [{ type: 'lab', name: '实验室检查' }],
    },
    {
      code: 'V2',
      sort: 2,
      name: '治疗周期',
      groupIndex: 0,
      groupName: '治疗期',
      dayOffset: 1,
      windowBefore: 1,
      windowAfter: 1,
      repeat: { every: 1, unit: 'month', times: 3 },
      activities: [],
    },
  ],
});

function stub(
  buttons: string[],
  answers: Record<string, (call: RecordedCall) => { status?: number; body: unknown }> = {},
) {
  return stubStaffApi({
    who: demoWho({ projects: [{ projectId: 5, projectName: 'HK-2103 胃癌研究', pages: ['VisitPlans'], buttons }] }),
    answers: {
      [`${BASE}/5/list`]: () => ok([draft, published]),
      [`${BASE}/5/21`]: () => ok(detail(published)),
      [`${BASE}/5/22`]: () => ok(detail(draft)),
      '/api/dict/batch': () =>
        ok({
          visitItemType: [
            { key: 'lab', value: '实验室检查' },
            { key: 'ecg', value: '心电图' },
          ],
        }),
      ...answers,
    },
  });
}

describe('visit plans page', () => {
  it('edits the draft with a live preview and saves it whole with its version', async () => {
    const calls = stub(['visitPlan:update'], { [SAVE]: () => ok({ id: 22, version: 2 }) });
    renderApp('/staff/projects/5/visit-plans');
    const table = await screen.findByRole('table', { name: '访视计划版本' });
    expect(within(table).getByText('已发布')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '发布' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新建草稿' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: '编辑' }));
    const editor = await screen.findByRole('region', { name: '编辑草稿' });
    fireEvent.change(within(editor).getByLabelText('示例基准日'), { target: { value: '2026-01-31' } });
    const preview = within(editor).getByRole('table', { name: '按示例基准日展开的访视排期' });
    await waitFor(() => expect(within(preview).getAllByRole('row')).toHaveLength(5));
    // Monthly repeats from the 1st of February; the baseline on the anchor day with its window.
    expect(within(preview).getByText('2026-01-31 ~ 2026-02-03')).toBeInTheDocument();
    expect(within(preview).getByText('2026-04-01')).toBeInTheDocument();

    const second = within(editor).getByRole('group', { name: '访视 2' });
    const offset = within(second).getByRole('textbox', { name: '距基准（天）' });
    await user.clear(offset);
    await user.type(offset, '7');
    await user.click(within(second).getByRole('button', { name: '上移 治疗周期' }));
    await user.click(within(editor).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(callsTo(calls, SAVE)).toHaveLength(1));
    const body = callsTo(calls, SAVE)[0]?.json as { visits: { code: string; dayOffset: number }[] };
    expect(body).toMatchObject({ projectId: 5, id: 22, version: 1, name: '胃癌访视计划 v2', anchor: 'enrolment' });
    expect(body.visits.map((v) => [v.code, v.dayOffset])).toEqual([
      ['V2', 7],
      ['V1', 0],
    ]);
    expect(body.visits[0]).toMatchObject({ groupIndex: 0, repeat: { every: 1, unit: 'month', times: 3 } });
    expect(await screen.findByRole('table', { name: '访视计划版本' })).toBeInTheDocument();
  });

  it('checks numbers before sending and shows the server’s refusal under the visit', async () => {
    const calls = stub(['visitPlan:update'], {
      [SAVE]: () => ({
        status: 400,
        body: {
          isOk: false,
          code: '100',
          msg: "字段「visits.0.activities」：第 1 个访视有未知的访视项目类型 'x'",
          field: 'visits.0.activities',
        },
      }),
    });
    renderApp('/staff/projects/5/visit-plans');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '编辑' }));
    const editor = await screen.findByRole('region', { name: '编辑草稿' });
    const first = within(editor).getByRole('group', { name: '访视 1' });
    const after = within(first).getByRole('textbox', { name: '窗口 +（天）' });
    await user.clear(after);
    await user.type(after, '91');
    await user.click(within(editor).getByRole('button', { name: '保存' }));
    expect(await within(first).findByText('请输入 0 到 90 之间的整数')).toBeInTheDocument();
    expect(callsTo(calls, SAVE)).toHaveLength(0);
    await user.clear(after);
    await user.type(after, '3');
    await user.click(within(editor).getByRole('button', { name: '保存' }));
    expect(await within(first).findByText("第 1 个访视有未知的访视项目类型 'x'")).toBeInTheDocument();
  });

  it('publishes the draft after confirming', async () => {
    const calls = stub(['visitPlan:update', 'visitPlan:publish'], {
      [PUBLISH]: () => ok({ id: 22, version: 2, planVersion: 2, retiredId: 21 }),
    });
    renderApp('/staff/projects/5/visit-plans');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '发布' }));
    const dialog = await screen.findByRole('dialog', { name: '发布访视计划' });
    await user.click(within(dialog).getByRole('button', { name: '发布' }));
    expect(await screen.findByRole('status')).toHaveTextContent('已发布版本 2');
    expect(callsTo(calls, PUBLISH)[0]?.json).toEqual({ projectId: 5, id: 22, version: 1 });
  });

  it('shows versions read only to a reader', async () => {
    stub([]);
    renderApp('/staff/projects/5/visit-plans');
    const table = await screen.findByRole('table', { name: '访视计划版本' });
    expect(within(table).queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: '复制为草稿' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(table).getAllByRole('button', { name: '查看' })[1] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: '胃癌访视计划 v1 · v1' });
    expect(await within(dialog).findByText('每 1 月 × 3 次')).toBeInTheDocument();
  });
});
