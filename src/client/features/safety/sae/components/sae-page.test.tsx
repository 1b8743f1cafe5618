/** The SAE page on its real route: due chips in the list, the detail header, buttons by permission and status, submit, the AE link's form. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SaeDetail } from '../../../../../shared/api/safety/sae';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

// The test server's key is not real: the password's ciphertext names its plaintext.
vi.mock(import('../../../../lib/crypto'), async (importOriginal) => ({
  ...(await importOriginal()),
  createEncryptor: vi.fn(async () => ({ encrypt: (text: string) => `enc[${text}]` })),
}));

afterEach(() => vi.unstubAllGlobals());

const BASE = '/api/trial/gcpSaeRecord';
const sae = (id: number, fields: Partial<SaeDetail>): SaeDetail => ({
  id,
  projectId: 5,
  reportNo: null,
  reportType: 'first',
  initialId: null,
  initialNo: null,
  aeId: 11,
  aeTerm: '间质性肺病',
  subjectId: 3,
  subjectNumber: 'HK-003',
  subjectInitials: 'ZS',
  learnedAt: '2026-01-05T01:00:00.000Z',
  seriousness: ['hospitalization'],
  description: '呼吸困难住院',
  assigneeId: null,
  assigneeName: null,
  attachmentCount: 0,
  status: 'draft',
  revision: 1,
  revisionReason: null,
  submittedAt: null,
  submittedBy: null,
  createdBy: 'investigator',
  createdAt: '2026-01-05T02:00:00Z',
  updatedAt: '2026-01-05T02:00:00Z',
  version: 1,
  dueAt: '2026-01-06T01:00:00.000Z',
  dueLabel: '2026-01-06 09:00',
  dueState: 'overdue',
  attachments: [],
  ...fields,
});
const overdue = sae(8, {});
const submitted = sae(7, {
  aeTerm: '发热性中性粒细胞减少',
  reportNo: 'SAE-HK-2026-001',
  status: 'submitted',
  submittedAt: '2026-01-05T05:00:00Z',
  submittedBy: 'investigator',
  assigneeId: 4,
  assigneeName: '李研究',
  version: 3,
  dueState: 'inTime',
  attachments: [
    {
      id: 2,
      fileId: 9,
      name: '出院小结.pdf',
      size: 2048,
      mimeType: 'application/pdf',
      uploadedBy: 'investigator',
      createdAt: '2026-01-05T04:00:00Z',
    },
  ],
});
const ok = (data: unknown) => () => ({ body: { isOk: true, code: '200', data } });

function stub(buttons: string[], overrides: NonNullable<Parameters<typeof stubStaffApi>[0]>['answers'] = {}) {
  return stubStaffApi({
    who: demoWho({
      projects: [{ projectId: 5, projectName: 'HK-2103 肺癌研究', pages: ['SafetySae', 'SafetyAe'], buttons }],
    }),
    answers: {
      [`${BASE}/list/5`]: () => ({ body: { isOk: true, code: '200', rows: [overdue, submitted], total: 2 } }),
      [`${BASE}/get/5/7`]: ok(submitted),
      [`${BASE}/get/5/8`]: ok(overdue),
      [`${BASE}/revisions/5/7`]: ok([
        { revision: 1, reason: null, submittedBy: 'investigator', submittedAt: '2026-01-05T05:00:00Z' },
      ]),
      [`${BASE}/revisions/5/8`]: ok([]),
      [`${BASE}/assignees/5`]: ok([{ id: 4, realName: '李研究' }]),
      [`${BASE}/submit`]: ok({ id: 8, version: 2, reportNo: 'SAE-HK-2026-002' }),
      [`${BASE}/save`]: ok({ id: 9, version: 1 }),
      '/api/gbc/signature/challenge': ok({ challenge: 'c1', expiresAt: '2026-01-06T02:10:00Z' }),
      '/api/trial/gcpAeRecord/get/5/11': ok({
        id: 11,
        term: '间质性肺病',
        subjectNumber: 'HK-003',
        seriousness: ['lifeThreatening'],
      }),
      ...overrides,
    },
  });
}

describe('SAE reports', () => {
  it('lists the due chip, number, AE term and assignee, and offers a reader no buttons', async () => {
    stub([]);
    renderApp('/staff/projects/5/sae');
    const table = await screen.findByRole('table', { name: 'SAE报告列表' });
    const first = (await within(table).findByText('间质性肺病')).closest('tr');
    expect(first).toHaveTextContent('逾期 2026-01-06 09:00');
    expect(first).toHaveTextContent('提交后生成');
    expect(first).toHaveTextContent('未指派');
    // Date-time columns name the hospital's zone, whatever the browser's.
    expect(within(table).getByRole('columnheader', { name: '获知时间（北京时间 UTC+8）' })).toBeInTheDocument();
    const second = within(table).getByText('SAE-HK-2026-001').closest('tr');
    expect(second).toHaveTextContent('按时提交');
    expect(second).toHaveTextContent('李研究');
    expect(screen.queryByRole('button', { name: '新建SAE报告' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(table).getByRole('button', { name: '查看 SAE-HK-2026-001' }));
    const dialog = await screen.findByRole('dialog', { name: /SAE-HK-2026-001/ });
    expect(within(dialog).getByText('截止时间 2026-01-06 09:00')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '下载 出院小结.pdf' })).toBeInTheDocument();
    expect(await within(dialog).findByText(/第1版 · investigator · 2026-01-05 13:00/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /修订|提交|上传附件/ })).not.toBeInTheDocument();
  });

  it('submits a draft for a holder of sae:submit and offers the upload and assignment', async () => {
    const calls = stub(['sae:update', 'sae:submit', 'sae:assign']);
    renderApp('/staff/projects/5/sae?id=8');
    const dialog = await screen.findByRole('dialog', { name: 'SAE报告详情' });
    expect(await within(dialog).findByText('上传附件')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: '指派' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await within(dialog).findByRole('button', { name: '提交' }));
    const signing = await screen.findByRole('dialog', { name: '提交' });
    expect(within(signing).getByTestId('signature-meaning')).toHaveTextContent('作为研究者，我确认本报告内容');
    await user.click(within(signing).getByRole('button', { name: '签名并提交' }));
    expect(await within(signing).findByText('请输入密码以签名')).toBeInTheDocument();
    expect(callsTo(calls, '/api/gbc/signature/challenge')).toHaveLength(0);
    await user.type(within(signing).getByLabelText(/登录密码/), 'secret-pass');
    await user.click(within(signing).getByRole('button', { name: '签名并提交' }));
    await waitFor(() => expect(callsTo(calls, `${BASE}/submit`)).toHaveLength(1));
    expect(callsTo(calls, `${BASE}/submit`)[0]?.json).toEqual({
      projectId: 5,
      id: 8,
      version: 1,
      signature: { challenge: 'c1', password: 'enc[secret-pass]', meaning: 'investigator-confirms' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '提交' })).not.toBeInTheDocument());
  });

  it('keeps the signature dialog open with the server’s refusal when the password is wrong', async () => {
    stub(['sae:update', 'sae:submit'], {
      [`${BASE}/submit`]: {
        status: 400,
        body: { isOk: false, code: '100', msg: '签名密码错误，未提交', data: { reason: 'signature_password' } },
      },
    });
    renderApp('/staff/projects/5/sae?id=8');
    const dialog = await screen.findByRole('dialog', { name: 'SAE报告详情' });
    const user = userEvent.setup();
    await user.click(await within(dialog).findByRole('button', { name: '提交' }));
    const signing = await screen.findByRole('dialog', { name: '提交' });
    await user.type(within(signing).getByLabelText(/登录密码/), 'wrong-pass');
    await user.click(within(signing).getByRole('button', { name: '签名并提交' }));
    expect(await within(signing).findByText('签名密码错误，未提交')).toBeInTheDocument();
    expect(within(signing).getByLabelText(/登录密码/)).toHaveValue('');
  });

  it('shows no submit button to a coordinator (sae:update only)', async () => {
    stub(['sae:update']);
    renderApp('/staff/projects/5/sae?id=8');
    const dialog = await screen.findByRole('dialog', { name: 'SAE报告详情' });
    expect(await within(dialog).findByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '提交' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: '指派' })).not.toBeInTheDocument();
  });

  it('opens the new-report form for the AE of the link, prefilled from it', async () => {
    const calls = stub(['sae:update']);
    renderApp('/staff/projects/5/sae?aeId=11');
    const dialog = await screen.findByRole('dialog', { name: '新建SAE报告' });
    expect(await within(dialog).findByDisplayValue('间质性肺病 · HK-003')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: '危及生命' })).toBeChecked());
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText(/描述/), '呼吸困难');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(callsTo(calls, `${BASE}/save`)).toHaveLength(1));
    expect(callsTo(calls, `${BASE}/save`)[0]?.json).toMatchObject({
      projectId: 5,
      aeId: 11,
      reportType: 'first',
      seriousness: ['lifeThreatening'],
      description: '呼吸困难',
    });
  });

  it('sends the filters of the URL to the list', async () => {
    const calls = stub([]);
    renderApp('/staff/projects/5/sae?status=draft&dueState=overdue');
    await waitFor(() => expect(callsTo(calls, `${BASE}/list/5`)).not.toHaveLength(0));
    expect(Object.fromEntries(callsTo(calls, `${BASE}/list/5`)[0]?.search ?? [])).toMatchObject({
      status: 'draft',
      dueState: 'overdue',
    });
  });
});
