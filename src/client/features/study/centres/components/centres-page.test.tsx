/** A project's research centres on the real route: enrolment per centre and in total, add, edit, status moves. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CentreList, ResearchCentre } from '../../../../../shared/api/study/centres';
import { type RecordedCall, callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const LIST = '/api/bus/centre/5/list';
const SAVE = '/api/bus/centre/save';
const MOVE = '/api/bus/centre/move';
const centre = (id: number, name: string, fields: Partial<ResearchCentre>): ResearchCentre => ({
  id,
  projectId: 5,
  name,
  role: 'participating',
  isOwn: false,
  piName: null,
  piUserId: null,
  ethicsApprovalNumber: null,
  ethicsApprovalDate: null,
  status: 'active',
  enrolmentTarget: null,
  note: null,
  counts: { screening: 0, enrolled: 0 },
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  version: 1,
  ...fields,
});
const list: CentreList = {
  centres: [
    centre(1, '和康医院', {
      isOwn: true,
      piName: '陈立新',
      enrolmentTarget: 30,
      counts: { screening: 2, enrolled: 12 },
    }),
    centre(2, '江南医科大学附属肿瘤医院', {
      role: 'lead',
      piName: '周建国',
      ethicsApprovalNumber: 'JNZL-EC-2025-088',
      ethicsApprovalDate: '2025-03-20',
      enrolmentTarget: 60,
      counts: { screening: 1, enrolled: 20 },
    }),
    centre(3, '滨海市第二人民医院', { status: 'preparing', version: 2 }),
  ],
  total: { screening: 3, enrolled: 32 },
  enrolmentTarget: 90,
  team: [{ userId: 7, name: '李医生' }],
};
const ok = (data: unknown) => ({ body: { isOk: true, code: '200', data } });

function stub(buttons: string[], answers: Record<string, (call: RecordedCall) => { body: unknown }> = {}) {
  return stubStaffApi({
    who: demoWho({
      projects: [{ projectId: 5, projectName: 'HK-1021 肺癌研究', pages: ['ResearchCentres'], buttons }],
    }),
    answers: { [LIST]: () => ok(list), ...answers },
  });
}

describe('research centres page', () => {
  it('shows each centre’s role, PI, approval, status and enrolment, and the total; reading only without the button', async () => {
    stub([]);
    renderApp('/staff/projects/5/centres');
    const table = await screen.findByRole('table', { name: '参研中心' });
    const lead = (await within(table).findByText('江南医科大学附属肿瘤医院')).closest('tr');
    expect(lead).toHaveTextContent('牵头单位');
    expect(lead).toHaveTextContent('周建国');
    expect(lead).toHaveTextContent('JNZL-EC-2025-088');
    expect(lead).toHaveTextContent('已入组 20 / 60');
    expect(within(table).getByText('和康医院').closest('tr')).toHaveTextContent('本院');
    expect(within(table).getByText('滨海市第二人民医院').closest('tr')).toHaveTextContent('筹备中');
    expect(within(table).getByRole('rowheader', { name: '合计' }).closest('tr')).toHaveTextContent('已入组 32 / 90');
    expect(screen.getByRole('progressbar', { name: '已入组 32 / 90' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新增中心|编辑|启动中心|关闭中心/ })).not.toBeInTheDocument();
  });

  it('adds a centre with its fields sent as the server takes them', async () => {
    const calls = stub(['centre:manage'], { [SAVE]: () => ok({ id: 9, version: 1 }) });
    renderApp('/staff/projects/5/centres');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '新增中心' }));
    const dialog = await screen.findByRole('dialog', { name: '新增研究中心' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('请填写中心名称')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '中心名称' }), '北城区中心医院');
    await user.type(within(dialog).getByRole('textbox', { name: '中心 PI' }), '王海');
    await user.type(within(dialog).getByRole('spinbutton', { name: '计划入组例数' }), '12');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(callsTo(calls, SAVE)[0]?.json).toEqual({
        projectId: 5,
        name: '北城区中心医院',
        role: 'participating',
        piName: '王海',
        piUserId: null,
        ethicsApprovalNumber: null,
        ethicsApprovalDate: null,
        enrolmentTarget: 12,
        note: null,
      }),
    );
  });

  it('picks our own centre’s PI from the team', async () => {
    const calls = stub(['centre:manage'], { [SAVE]: () => ok({ id: 1, version: 2 }) });
    renderApp('/staff/projects/5/centres');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '编辑 和康医院' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑研究中心' });
    await user.click(within(dialog).getByRole('combobox', { name: /本院 PI/ }));
    await user.click(await screen.findByRole('option', { name: '李医生' }));
    expect(within(dialog).queryByRole('textbox', { name: '中心 PI' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(callsTo(calls, SAVE)[0]?.json).toMatchObject({ id: 1, version: 1, piUserId: 7, piName: null }),
    );
  });

  it('offers the moves allowed now and sends the one confirmed', async () => {
    const calls = stub(['centre:manage'], { [MOVE]: () => ok({ id: 3, version: 3 }) });
    renderApp('/staff/projects/5/centres');
    const user = userEvent.setup();
    const preparing = (await screen.findByText('滨海市第二人民医院')).closest('tr');
    if (!preparing) throw new Error('no row');
    expect(within(preparing).queryByRole('button', { name: /重新开放/ })).not.toBeInTheDocument();
    await user.click(within(preparing).getByRole('button', { name: '启动中心 滨海市第二人民医院' }));
    const confirm = await screen.findByRole('dialog', { name: '启动中心：滨海市第二人民医院' });
    expect(confirm).toHaveTextContent('“进行中”');
    await user.click(within(confirm).getByRole('button', { name: '启动中心' }));
    await waitFor(() =>
      expect(callsTo(calls, MOVE)[0]?.json).toEqual({ projectId: 5, id: 3, version: 2, action: 'activate' }),
    );
  });
});
