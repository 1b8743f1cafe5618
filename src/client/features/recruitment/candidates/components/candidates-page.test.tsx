/** The coordinator's worklist on the real route: masked rows, due follow-ups in red, tabs in the URL, buttons by permission. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PatientRow } from '../../../../../shared/api/recruitment/candidates';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

/** The JSON body the import dialog sends. */
interface SentImport {
  fileName: string;
  apply: boolean;
}

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
    expect(first).toHaveTextContent('初筛符合');
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

  it('searches by exact name and sorts by match status, both kept in the request', async () => {
    const calls = stub([]);
    renderApp('/staff/projects/5/candidates');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: '候选患者列表' });
    const name = screen.getByRole('textbox', { name: '姓名' });
    // Names are sealed: the field says the match is exact.
    expect(name).toHaveAttribute('placeholder', '完整姓名，精确匹配');
    await user.type(name, ' 张建明 ');
    await user.click(screen.getByRole('combobox', { name: '排序' }));
    await user.click(await screen.findByRole('option', { name: '按匹配结果（初筛符合在前）' }));
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(callsTo(calls, LIST).at(-1)?.search.get('name')).toBe('张建明'));
    expect(callsTo(calls, LIST).at(-1)?.search.get('sort')).toBe('matchStatus');
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

  it('imports a spreadsheet only after its dry run: a wrong file is refused, problems block, a clean file imports', async () => {
    const IMPORT = '/api/trial/recruit/patient/import';
    let problems = [{ row: 3, field: 'birthDate', column: '出生日期', reason: '日期无效' }];
    const calls = stubStaffApi({
      who: demoWho({
        projects: [
          { projectId: 5, projectName: 'HK-2103 肺癌研究', pages: ['RecruitCandidates'], buttons: ['recruit:patient'] },
        ],
      }),
      answers: {
        [LIST]: () => ({ body: { isOk: true, code: '200', rows: ROWS, total: 3 } }),
        [IMPORT]: (call) => ({
          body: {
            isOk: true,
            code: '200',
            data: { rows: 2, problems, applied: (call.json as SentImport).apply, created: 1, merged: 1 },
          },
        }),
      },
    });
    renderApp('/staff/projects/5/candidates');
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: '导入' }));
    const dialog = await screen.findByRole('dialog', { name: '导入患者' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;

    await user.upload(input, new File(['x'], 'patients.txt', { type: 'text/plain' }));
    expect(await within(dialog).findByText('只支持 .csv 或 .xlsx 文件')).toBeInTheDocument();
    expect(callsTo(calls, IMPORT)).toHaveLength(0);

    await user.upload(input, new File(['姓名,病历号'], 'patients.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('发现 1 个问题（共 2 行），请修改文件后重新选择')).toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: '日期无效' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '导入全部 2 行' })).toBeDisabled();

    problems = [];
    await user.upload(input, new File(['姓名,病历号'], 'patients-fixed.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('检查通过：2 行，将新增 1 位、合并 1 位')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '导入全部 2 行' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '导入患者' })).not.toBeInTheDocument());
    const sent = callsTo(calls, IMPORT).map((call) => [
      (call.json as SentImport).fileName,
      (call.json as SentImport).apply,
    ]);
    expect(sent).toEqual([
      ['patients.csv', false],
      ['patients-fixed.csv', false],
      ['patients-fixed.csv', true],
    ]);
  });
});
