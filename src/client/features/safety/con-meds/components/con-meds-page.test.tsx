/** Concomitant medications on the real route: flag chips, the rules' warning while typing, check, import dry run. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConMed } from '../../../../../shared/api/safety/con-meds';
import { EMPTY_SAFETY_RULES } from '../../../../../shared/domain/safety/rules';
import { type RecordedCall, callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const LIST = '/api/trial/combine/list/5';
const SAVE = '/api/trial/combine/save';
const CHECK = '/api/trial/combine/check';
const IMPORT = '/api/trial/combine/import';
const RULES = '/api/gtrial/rule/safety/published/5';
const SUBJECTS = '/api/trial/subject/5/list';

const conMed = (id: number, drug: string, fields: Partial<ConMed>): ConMed => ({
  id,
  projectId: 5,
  subjectId: 11,
  subjectNumber: 'HK-001',
  initials: 'ZJG',
  drug,
  dose: '200 mg',
  route: 'oral',
  frequency: 'qd',
  startDate: '2026-01-02',
  endDate: null,
  indication: '真菌感染',
  ruleFlag: null,
  status: 'recorded',
  checkedBy: null,
  checkedAt: null,
  createdBy: 'coordinator',
  createdAt: '2026-01-02T02:00:00Z',
  updatedAt: '2026-01-02T02:00:00Z',
  version: 1,
  ...fields,
});
const rows = [
  conMed(1, '酮康唑片', { ruleFlag: 'prohibited' }),
  // Stored before route and frequency were coded: shown as entered.
  conMed(2, '华法林钠片', {
    ruleFlag: 'cautioned',
    status: 'checked',
    checkedBy: 'investigator',
    version: 2,
    route: '口服给药',
    frequency: null,
  }),
];
const DICTIONARIES = {
  ConMedRoute: [
    { key: 'oral', value: '口服', valueEn: 'Oral' },
    { key: 'iv', value: '静脉注射', valueEn: 'Intravenous injection' },
  ],
  ConMedFrequency: [
    { key: 'qd', value: '每日一次', valueEn: 'Once daily (QD)' },
    { key: 'prn', value: '必要时', valueEn: 'As needed (PRN)' },
  ],
};
const ok = (data: unknown) => ({ body: { isOk: true, code: '200', data } });

function stub(
  buttons: string[],
  answers: Record<string, (call: RecordedCall) => { status?: number; body: unknown }> = {},
) {
  return stubStaffApi({
    who: demoWho({ projects: [{ projectId: 5, projectName: 'HK-2103 肺癌研究', pages: ['ConMeds'], buttons }] }),
    answers: {
      [LIST]: () => ({ body: { isOk: true, code: '200', rows, total: 2 } }),
      '/api/dict/batch': () => ok(DICTIONARIES),
      [RULES]: () => ok({ ...EMPTY_SAFETY_RULES, conMed: { prohibited: ['伊曲康唑'], cautioned: ['华法林'] } }),
      [SUBJECTS]: () => ({
        body: { isOk: true, code: '200', rows: [{ id: 11, subjectNumber: 'HK-001', initials: 'ZJG' }], total: 1 },
      }),
      ...answers,
    },
  });
}

describe('concomitant medication page', () => {
  it('shows the rules’ chips and no buttons to a monitor', async () => {
    stub([]);
    renderApp('/staff/projects/5/con-meds');
    const table = await screen.findByRole('table', { name: '合并用药列表' });
    expect((await within(table).findByText('酮康唑片')).closest('tr')).toHaveTextContent('禁用药物');
    expect(within(table).getByText('华法林钠片').closest('tr')).toHaveTextContent('慎用药物');
    expect(within(table).getByText('华法林钠片').closest('tr')).toHaveTextContent('已核对');
    // Route and frequency by their dictionary names; an old free-text route as entered.
    expect(await within(table).findByText('每日一次')).toBeInTheDocument();
    expect(within(table).getByText('酮康唑片').closest('tr')).toHaveTextContent('口服');
    expect(within(table).getByText('华法林钠片').closest('tr')).toHaveTextContent('口服给药');
    expect(within(table).queryByText('oral')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新增合并用药|导入|核对|编辑|删除/ })).not.toBeInTheDocument();
  });

  it('warns while a prohibited drug is typed and sends the medication', async () => {
    const calls = stub(['cmed:update'], { [SAVE]: () => ok({ id: 3, version: 1, ruleFlag: 'prohibited' }) });
    renderApp('/staff/projects/5/con-meds');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '新增合并用药' }));
    const dialog = await screen.findByRole('dialog', { name: '新增合并用药' });
    await user.click(within(dialog).getByRole('combobox', { name: /受试者/ }));
    await user.click(await screen.findByRole('option', { name: 'HK-001 ZJG' }));
    await user.type(within(dialog).getByRole('textbox', { name: /药物名称/ }), '伊曲康唑胶囊');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('禁用药物');
    await user.type(within(dialog).getByRole('textbox', { name: /剂量/ }), '200 mg');
    await user.click(within(dialog).getByRole('combobox', { name: /给药途径/ }));
    await user.click(await screen.findByRole('option', { name: '静脉注射' }));
    await user.click(within(dialog).getByRole('combobox', { name: /频次/ }));
    await user.click(await screen.findByRole('option', { name: '必要时' }));
    await user.type(within(dialog).getByRole('textbox', { name: /适应症/ }), '真菌感染');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(callsTo(calls, SAVE)[0]?.json).toMatchObject({
        projectId: 5,
        subjectId: 11,
        drug: '伊曲康唑胶囊',
        dose: '200 mg',
        route: 'iv',
        frequency: 'prn',
        endDate: null,
        indication: '真菌感染',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增合并用药' })).not.toBeInTheDocument());
  });

  it('lets an investigator check a recorded medication, and shows an import dry run’s problems', async () => {
    const calls = stub(['cmed:update', 'cmed:check'], {
      [CHECK]: () => ok({ id: 1, version: 2 }),
      [IMPORT]: () =>
        ok({
          rows: 2,
          applied: false,
          created: 2,
          flagged: 0,
          problems: [{ row: 3, field: 'subjectNumber', column: '受试者编号', reason: '本项目没有该受试者' }],
        }),
    });
    renderApp('/staff/projects/5/con-meds');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '核对 HK-001 酮康唑片' }));
    const confirm = await screen.findByRole('dialog', { name: '核对合并用药' });
    await user.click(within(confirm).getByRole('button', { name: '核对' }));
    await waitFor(() => expect(callsTo(calls, CHECK)[0]?.json).toEqual({ projectId: 5, id: 1, version: 1 }));
    expect(screen.queryByRole('button', { name: '核对 HK-001 华法林钠片' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '导入' }));
    const dialog = await screen.findByRole('dialog', { name: '导入合并用药' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['受试者编号,药物名称\n'], 'cm.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('本项目没有该受试者')).toBeInTheDocument();
    expect(callsTo(calls, IMPORT)[0]?.json).toMatchObject({ projectId: 5, fileName: 'cm.csv', apply: false });
    expect(within(dialog).getByRole('button', { name: '导入 2 行' })).toBeDisabled();
  });

  it('sends the filters of the URL to the list', async () => {
    const calls = stub([]);
    renderApp('/staff/projects/5/con-meds?status=recorded&ruleFlag=prohibited');
    await waitFor(() => expect(callsTo(calls, LIST)).not.toHaveLength(0));
    expect(Object.fromEntries(callsTo(calls, LIST)[0]?.search ?? [])).toMatchObject({
      status: 'recorded',
      ruleFlag: 'prohibited',
    });
  });
});
