/** SUSAR and DSUR pages on the real routes: due and PV chips, only the allowed buttons, PV moves, the DSUR period preview. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Susar } from '../../../../../shared/api/safety/susar';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

// The test server's key is not real: the password's ciphertext names its plaintext.
vi.mock(import('../../../../lib/crypto'), async (importOriginal) => ({
  ...(await importOriginal()),
  createEncryptor: vi.fn(async () => ({ encrypt: (text: string) => `enc[${text}]` })),
}));

afterEach(() => vi.unstubAllGlobals());

const BASE = '/api/trial/gcpSusarRecord';
const susar = (id: number, fields: Partial<Susar>): Susar => ({
  id,
  projectId: 5,
  subjectId: 3,
  subjectNumber: 'HK-003',
  subjectInitials: 'ZS',
  saeId: null,
  saeNo: null,
  initialId: null,
  initialNo: null,
  reportNo: null,
  reportType: 'first',
  learnedDate: '2026-01-05',
  fatal: true,
  drugName: '试验药A',
  reaction: '急性肝损伤',
  description: 'ALT升高',
  pvStatus: 'new',
  status: 'draft',
  revision: 1,
  revisionReason: null,
  submittedAt: null,
  submittedBy: null,
  createdBy: 'investigator',
  createdAt: '2026-01-05T02:00:00Z',
  updatedAt: '2026-01-05T02:00:00Z',
  version: 1,
  dueAt: '2026-01-12T16:00:00.000Z',
  dueLabel: '2026-01-12',
  dueState: 'overdue',
  ...fields,
});
const auditing = susar(7, {
  reportNo: 'SUSAR-HK-2026-001',
  status: 'submitted',
  pvStatus: 'auditing',
  submittedAt: '2026-01-06T02:00:00Z',
  submittedBy: 'investigator',
  version: 3,
  dueState: 'inTime',
});
const draft = susar(8, { reaction: '间质性肺炎', dueState: 'dueSoon', dueLabel: '2026-01-20' });

function stub(buttons: string[], pages = ['SafetySusar']) {
  return stubStaffApi({
    who: demoWho({ projects: [{ projectId: 5, projectName: 'HK-2103 肺癌研究', pages, buttons }] }),
    answers: {
      [`${BASE}/list/5`]: () => ({ body: { isOk: true, code: '200', rows: [auditing, draft], total: 2 } }),
      [`${BASE}/get/5/7`]: () => ({ body: { isOk: true, code: '200', data: auditing } }),
      [`${BASE}/get/5/8`]: () => ({ body: { isOk: true, code: '200', data: draft } }),
      [`${BASE}/revisions/5/7`]: () => ({
        body: {
          isOk: true,
          code: '200',
          data: [{ revision: 1, reason: null, submittedBy: 'investigator', submittedAt: '2026-01-06T02:00:00Z' }],
        },
      }),
      [`${BASE}/revisions/5/8`]: () => ({ body: { isOk: true, code: '200', data: [] } }),
      [`${BASE}/pv`]: () => ({ body: { isOk: true, code: '200', data: { id: 7, version: 4 } } }),
      [`${BASE}/submit`]: () => ({ body: { isOk: true, code: '200', data: { id: 8, version: 2, reportNo: 'X' } } }),
      '/api/gbc/signature/challenge': () => ({
        body: { isOk: true, code: '200', data: { challenge: 'c1', expiresAt: '2026-01-06T02:10:00Z' } },
      }),
    },
  });
}

describe('SUSAR reports', () => {
  it('lists due, PV and record status chips and offers no buttons to a reader', async () => {
    stub([]);
    renderApp('/staff/projects/5/susar');
    const table = await screen.findByRole('table', { name: 'SUSAR报告列表' });
    const first = (await within(table).findByText('SUSAR-HK-2026-001')).closest('tr');
    expect(first).toHaveTextContent('按时提交 2026-01-12');
    expect(first).toHaveTextContent('审核中');
    const second = within(table).getByText('间质性肺炎').closest('tr');
    expect(second).toHaveTextContent('即将到期 2026-01-20');
    expect(second).toHaveTextContent('提交后生成');
    expect(screen.queryByRole('button', { name: '新建SUSAR报告' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(table).getByRole('button', { name: '查看 SUSAR-HK-2026-001' }));
    const dialog = await screen.findByRole('dialog', { name: /报告详情/ });
    expect(await within(dialog).findByText(/第1版 · investigator · 2026-01-06 10:00/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /接收|修订|提交/ })).not.toBeInTheDocument();
  });

  it('offers the PV moves the status allows and sends the chosen one', async () => {
    const calls = stub(['susar:update', 'susar:submit', 'susar:pv']);
    renderApp('/staff/projects/5/susar?id=7');
    const dialog = await screen.findByRole('dialog', { name: /SUSAR-HK-2026-001/ });
    expect(await within(dialog).findByRole('button', { name: '接收' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '退回待审核' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '修订' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '开始审核' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '提交' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: '接收' }));
    await waitFor(() => expect(callsTo(calls, `${BASE}/pv`)).toHaveLength(1));
    expect(callsTo(calls, `${BASE}/pv`)[0]?.json).toEqual({ projectId: 5, id: 7, version: 3, action: 'accept' });
  });

  it('submits a draft', async () => {
    const calls = stub(['susar:update', 'susar:submit']);
    renderApp('/staff/projects/5/susar?id=8');
    const dialog = await screen.findByRole('dialog', { name: '报告详情' });
    const user = userEvent.setup();
    await user.click(await within(dialog).findByRole('button', { name: '提交' }));
    const signing = await screen.findByRole('dialog', { name: '提交' });
    await user.type(within(signing).getByLabelText(/登录密码/), 'secret-pass');
    await user.click(within(signing).getByRole('button', { name: '签名并提交' }));
    await waitFor(() => expect(callsTo(calls, `${BASE}/submit`)).toHaveLength(1));
    expect(callsTo(calls, `${BASE}/submit`)[0]?.json).toEqual({
      projectId: 5,
      id: 8,
      version: 1,
      signature: { challenge: 'c1', password: 'enc[secret-pass]', meaning: 'investigator-confirms' },
    });
    expect(within(dialog).getByRole('button', { name: '删除' })).toBeInTheDocument();
  });

  it('sends the filters of the URL to the list', async () => {
    const calls = stub([]);
    renderApp('/staff/projects/5/susar?pvStatus=auditing&dueState=overdue');
    await waitFor(() => expect(callsTo(calls, `${BASE}/list/5`)).not.toHaveLength(0));
    expect(Object.fromEntries(callsTo(calls, `${BASE}/list/5`)[0]?.search ?? [])).toMatchObject({
      pvStatus: 'auditing',
      dueState: 'overdue',
    });
  });
});

describe('DSUR reports', () => {
  it('shows the period and due day from the DIBD and year before saving', async () => {
    const calls = stubStaffApi({
      who: demoWho({
        projects: [{ projectId: 5, projectName: 'HK-2103', pages: ['SafetyDsur'], buttons: ['dsur:update'] }],
      }),
      answers: {
        '/api/trial/gcpDsurRecord/save': () => ({ body: { isOk: true, code: '200', data: { id: 4, version: 1 } } }),
      },
    });
    renderApp('/staff/projects/5/dsur');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '新建DSUR报告' }));
    const dialog = await screen.findByRole('dialog', { name: '新建DSUR报告' });
    await user.type(within(dialog).getByLabelText(/国际开发诞生日/), '2024-02-29');
    const year = within(dialog).getByLabelText(/报告年度/);
    await user.clear(year);
    await user.type(year, '2025');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      '报告期 2024-03-01 至 2025-02-28，应于 2025-04-29 前提交',
    );
    await user.type(within(dialog).getByLabelText(/摘要/), '无新的安全性信号');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(callsTo(calls, '/api/trial/gcpDsurRecord/save')).toHaveLength(1));
    expect(callsTo(calls, '/api/trial/gcpDsurRecord/save')[0]?.json).toEqual({
      projectId: 5,
      dibd: '2024-02-29',
      reportYear: 2025,
      summary: '无新的安全性信号',
    });
  });

  it('sends the filters of the URL to the list, and no unknown value', async () => {
    const calls = stub([], ['SafetyDsur']);
    renderApp('/staff/projects/5/dsur?status=submitted&pvStatus=bogus');
    await waitFor(() => expect(callsTo(calls, '/api/trial/gcpDsurRecord/list/5')).not.toHaveLength(0));
    const search = callsTo(calls, '/api/trial/gcpDsurRecord/list/5')[0]?.search;
    expect(search?.get('status')).toBe('submitted');
    expect(search?.has('pvStatus')).toBe(false);
  });
});
