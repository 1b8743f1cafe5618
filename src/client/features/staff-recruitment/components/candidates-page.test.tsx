/** The coordinator's worklist on the real route: masked rows, due follow-ups in red, tabs in the URL, buttons by permission. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PatientRow } from '../../../../shared/api/recruit-patients';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const LIST = '/api/trial/recruit/patient/5/list';
const MATCH = '/api/trial/recruit/match';
const row = (id: number, fields: Partial<PatientRow>): PatientRow => ({
  id,
  maskedName: '张*明',
  maskedPhone: '139****5678',
  sex: 'male',
  age: 64,
  source: 0,
  matchStatus: 'recruitDone',
  suggested: false,
  recruitResult: null,
  contactCount: 0,
  lastContactAt: null,
  nextFollowUp: null,
  followUpDue: false,
  subjectId: null,
  version: 1,
  ...fields,
});
const ROWS = [
  row(1, { suggested: true, nextFollowUp: '2026-01-02', followUpDue: true, recruitResult: 0 }),
  row(2, { maskedName: '李*', sex: 'female', age: 51, source: 3, matchStatus: 'recruitMay' }),
  row(3, { maskedName: '王*华', matchStatus: null, source: 1 }),
];

function stub(buttons: string[]) {
  return stubStaffApi({
    who: demoWho({
      projects: [{ projectId: 5, projectName: 'HK-2103 肺癌研究', pages: ['RecruitCandidates'], buttons }],
    }),
    answers: {
      [LIST]: () => ({ body: { isOk: true, code: '200', rows: ROWS, total: 3 } }),
      [MATCH]: () => ({ body: { isOk: true, code: '200', data: { matched: 3, byStatus: {}, ms: 4 } } }),
    },
  });
}

describe('candidate worklist', () => {
  it('shows masked candidates with status, source, suggestion and a due follow-up flagged', async () => {
    stub([]);
    renderApp('/staff/projects/5/candidates');
    const table = await screen.findByRole('table', { name: '候选患者列表' });
    const first = (await within(table).findByText('张*明')).closest('tr');
    expect(first).toHaveTextContent('男 / 64岁');
    expect(first).toHaveTextContent('符合条件');
    expect(first).toHaveTextContent('2026-01-02 · 已到期');
    expect(first).toHaveTextContent('未联系上/待跟进');
    expect(within(table).getByText('李*').closest('tr')).toHaveTextContent('门户自测');
    expect(within(table).getByText('王*华').closest('tr')).toHaveTextContent('未匹配');
    expect(within(table).getByRole('link', { name: '查看 李*' })).toHaveAttribute(
      'href',
      '/staff/projects/5/candidates/2',
    );
    // Without the buttons there is nothing to run, add, import or sync.
    expect(screen.queryByRole('button', { name: /运行匹配|添加患者|导入$|HIS 同步/ })).not.toBeInTheDocument();
  });

  it('asks for due follow-ups when the tab is chosen, and runs matching with the button', async () => {
    const calls = stub(['recruit:patient', 'recruit:match']);
    renderApp('/staff/projects/5/candidates');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: '候选患者列表' });
    await user.click(screen.getByRole('tab', { name: '待随访' }));
    await waitFor(() => expect(callsTo(calls, LIST).at(-1)?.search.get('due')).toBe('true'));
    await user.click(screen.getByRole('tab', { name: '推荐入组' }));
    await waitFor(() => expect(callsTo(calls, LIST).at(-1)?.search.get('suggested')).toBe('true'));
    await user.click(screen.getByRole('button', { name: '运行匹配' }));
    await waitFor(() => expect(callsTo(calls, MATCH)[0]?.json).toEqual({ projectId: 5 }));
    expect(await screen.findByText('已匹配 3 位患者')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '添加患者' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'HIS 同步' })).toBeInTheDocument();
  });

  it('adds a patient by hand, checking the required fields first', async () => {
    const calls = stub(['recruit:patient']);
    const SAVE = '/api/trial/recruit/patient/save';
    renderApp('/staff/projects/5/candidates');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '添加患者' }));
    const dialog = await screen.findByRole('dialog', { name: '添加患者' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('请填写姓名')).toBeInTheDocument();
    expect(callsTo(calls, SAVE)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: '姓名' }), '赵六');
    await user.type(within(dialog).getByRole('textbox', { name: '病历号' }), 'H001');
    await user.type(within(dialog).getByRole('textbox', { name: '诊断' }), '肺腺癌');
    await user.type(within(dialog).getByRole('textbox', { name: 'ICD-10 编码' }), 'c34.1');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(callsTo(calls, SAVE)[0]?.json).toMatchObject({
        projectId: 5,
        name: '赵六',
        mrn: 'H001',
        diagnoses: [{ code: 'C34.1', text: '肺腺癌' }],
        priorDrugs: null,
      }),
    );
  });
});
