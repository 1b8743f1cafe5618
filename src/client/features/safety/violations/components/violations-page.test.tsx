/** Protocol violations on the real route: list, banner with 从访视偏离生成, add with a field error, review with a note. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Violation } from '../../../../../shared/api/safety/violations';
import { type RecordedCall, callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const LIST = '/api/trial/violation/list/5';
const PENDING = '/api/trial/violation/pendingVisits/5';
const FROM_VISITS = '/api/trial/violation/fromVisits';
const SAVE = '/api/trial/violation/save';
const REVIEW = '/api/trial/violation/review';
const SUBJECTS = '/api/trial/subject/5/list';

const violation = (id: number, fields: Partial<Violation>): Violation => ({
  id,
  projectId: 5,
  subjectId: 11,
  subjectNumber: 'HK-001',
  initials: 'ZJG',
  type: 20,
  severity: 2,
  occurredDate: '2026-01-03',
  description: '第3周期延迟给药',
  source: 'manual',
  subjectVisitId: null,
  visitName: null,
  visitCode: null,
  status: 'open',
  reviewNote: null,
  reviewedBy: null,
  reviewedAt: null,
  createdBy: 'coordinator',
  createdAt: '2026-01-03T02:00:00Z',
  updatedAt: '2026-01-03T02:00:00Z',
  version: 1,
  ...fields,
});
const rows = [
  violation(1, {}),
  violation(2, {
    type: null,
    severity: 1,
    source: 'visitMissed',
    subjectVisitId: 7,
    visitName: '第2周期第1天',
    visitCode: 'CD1',
    description: '访视缺失：第2周期第1天',
    status: 'reviewed',
    reviewedBy: 'investigator',
    reviewedAt: '2026-01-04T02:00:00Z',
    reviewNote: '已知悉',
  }),
];
const ok = (data: unknown) => ({ body: { isOk: true, code: '200', data } });

function stub(
  buttons: string[],
  answers: Record<string, (call: RecordedCall) => { status?: number; body: unknown }> = {},
) {
  return stubStaffApi({
    who: demoWho({
      projects: [{ projectId: 5, projectName: 'HK-2103 肺癌研究', pages: ['ProtocolViolations'], buttons }],
    }),
    answers: {
      [LIST]: () => ({ body: { isOk: true, code: '200', rows, total: 2 } }),
      [PENDING]: () => ok({ outOfWindow: 2, missed: 1, total: 3 }),
      [SUBJECTS]: () => ({
        body: { isOk: true, code: '200', rows: [{ id: 11, subjectNumber: 'HK-001', initials: 'ZJG' }], total: 1 },
      }),
      ...answers,
    },
  });
}

describe('protocol violations page', () => {
  it('lists violations read-only for a monitor: no buttons, no record action', async () => {
    stub([]);
    renderApp('/staff/projects/5/violations');
    const table = await screen.findByRole('table', { name: '方案违背列表' });
    const row = (await within(table).findByText('第3周期延迟给药')).closest('tr');
    expect(row).toHaveTextContent('未按方案给药');
    expect(row).toHaveTextContent('待审核');
    expect(within(table).getByText('访视缺失：第2周期第1天').closest('tr')).toHaveTextContent('已审核');
    expect(await screen.findByText(/3 条访视偏离尚未记录/)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /新增方案违背|从访视偏离生成|审核|编辑|删除/ }),
    ).not.toBeInTheDocument();
  });

  it('records the visit deviations and adds a violation, showing the server’s refusal under its field', async () => {
    const calls = stub(['violation:update'], {
      [FROM_VISITS]: () => ok({ created: 3 }),
      [SAVE]: () => ({
        status: 400,
        body: { isOk: false, code: '100', msg: '字段「occurredDate」：发生日期不能晚于今天', field: 'occurredDate' },
      }),
    });
    renderApp('/staff/projects/5/violations');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '从访视偏离生成' }));
    await waitFor(() => expect(callsTo(calls, FROM_VISITS)[0]?.json).toEqual({ projectId: 5 }));

    await user.click(screen.getByRole('button', { name: '新增方案违背' }));
    const dialog = await screen.findByRole('dialog', { name: '新增方案违背' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('请选择受试者')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /受试者/ }));
    await user.click(await screen.findByRole('option', { name: 'HK-001 ZJG' }));
    await user.click(within(dialog).getByRole('combobox', { name: /违背类型/ }));
    await user.click(await screen.findByRole('option', { name: '违背方案入组' }));
    await user.type(within(dialog).getByRole('textbox', { name: /描述/ }), '入组时肌酐清除率不符');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('发生日期不能晚于今天')).toBeInTheDocument();
    expect(callsTo(calls, SAVE)[0]?.json).toMatchObject({
      projectId: 5,
      subjectId: 11,
      type: 10,
      severity: 1,
      description: '入组时肌酐清除率不符',
    });
  });

  it('searches the subjects on the server as the user types, beyond the first page', async () => {
    const far = { id: 1120, subjectNumber: 'HK-1120', initials: 'LQ' };
    const calls = stub(['violation:update'], {
      [SUBJECTS]: (call) => ({
        body: {
          isOk: true,
          code: '200',
          rows:
            call.search.get('keyword') === 'HK-1120' ? [far] : [{ id: 11, subjectNumber: 'HK-001', initials: 'ZJG' }],
          total: 1,
        },
      }),
    });
    renderApp('/staff/projects/5/violations');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '新增方案违背' }));
    const dialog = await screen.findByRole('dialog', { name: '新增方案违背' });
    await user.type(within(dialog).getByRole('combobox', { name: /受试者/ }), 'HK-1120');
    await user.click(await screen.findByRole('option', { name: 'HK-1120 LQ' }));
    expect(within(dialog).getByRole('combobox', { name: /受试者/ })).toHaveValue('HK-1120 LQ');
    const searched = callsTo(calls, SUBJECTS).map((call) => call.search.get('keyword'));
    expect(searched).toContain('HK-1120');
    // One request for the typed number, not one per keystroke.
    expect(searched.filter((keyword) => keyword?.startsWith('HK-11'))).toEqual(['HK-1120']);
  });

  it('lets an investigator review an open violation with a note', async () => {
    const calls = stub(['violation:update', 'violation:review'], { [REVIEW]: () => ok({ id: 1, version: 2 }) });
    renderApp('/staff/projects/5/violations');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: '方案违背列表' });
    const row = (await within(table).findByText('第3周期延迟给药')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: '审核 HK-001' }));
    const dialog = await screen.findByRole('dialog', { name: '审核方案违背' });
    await user.type(within(dialog).getByRole('textbox', { name: '审核意见' }), '已告知研究者');
    await user.click(within(dialog).getByRole('button', { name: '确认审核' }));
    await waitFor(() =>
      expect(callsTo(calls, REVIEW)[0]?.json).toEqual({ projectId: 5, id: 1, version: 1, note: '已告知研究者' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '审核方案违背' })).not.toBeInTheDocument());
    const reviewedRow = within(table).getByText('访视缺失：第2周期第1天').closest('tr') as HTMLElement;
    expect(within(reviewedRow).getByRole('button', { name: '重新打开 HK-001' })).toBeInTheDocument();
    expect(within(reviewedRow).queryByRole('button', { name: /删除/ })).not.toBeInTheDocument();
  });

  it('sends the filters of the URL to the list', async () => {
    const calls = stub([]);
    renderApp('/staff/projects/5/violations?status=open&type=20&source=visitMissed');
    await waitFor(() => expect(callsTo(calls, LIST)).not.toHaveLength(0));
    expect(Object.fromEntries(callsTo(calls, LIST)[0]?.search ?? [])).toMatchObject({
      status: 'open',
      type: '20',
      source: 'visitMissed',
    });
  });

  it('prints the listing with type and severity by their names', async () => {
    stub([]);
    renderApp('/staff/projects/5/violations/print');
    const row = (await screen.findByText('第3周期延迟给药', {})).closest('tr');
    expect(row).toHaveTextContent('未按方案给药');
    expect(row).toHaveTextContent('中度');
    const visit = screen.getByText('访视缺失：第2周期第1天').closest('tr');
    expect(visit).toHaveTextContent('访视偏离');
    expect(visit).toHaveTextContent('轻度');
  });
});
