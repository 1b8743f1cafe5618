/** A project's AEs on the real route: the list with the SAE flag, the detail of `?id=`, submit signed with the password, buttons by permission. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AeRow } from '../../../../../shared/api/safety/ae';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

// The test server's key is not real: the password's ciphertext names its plaintext.
vi.mock(import('../../../../lib/crypto'), async (importOriginal) => ({
  ...(await importOriginal()),
  createEncryptor: vi.fn(async () => ({ encrypt: (text: string) => `enc[${text}]` })),
}));

afterEach(() => vi.unstubAllGlobals());

const LIST = '/api/trial/gcpAeRecord/list/5';
const GET = '/api/trial/gcpAeRecord/get/5/11';
const SUBMIT = '/api/trial/gcpAeRecord/submit';
const REVISIONS = '/api/trial/gcpAeRecord/revisions/5/11';
const ae = (id: number, term: string, fields: Partial<AeRow> = {}): AeRow => ({
  id,
  projectId: 5,
  subjectId: 3,
  subjectNumber: 'HK-001',
  subjectInitials: 'ZJG',
  term,
  onsetDate: '2026-01-02',
  endDate: null,
  severity: 3,
  grade: '3',
  serious: '1',
  seriousness: ['hospitalization'],
  drugRelation: 'possible',
  drugAction: 'paused',
  outcome: 'recovering',
  treatment: null,
  preConsentReason: null,
  saeRequired: true,
  saeReasons: ['serious'],
  saeCount: 0,
  seriousLearnedAt: null,
  status: 'draft',
  revision: 1,
  revisionReason: null,
  submittedAt: null,
  submittedBy: null,
  createdBy: 'investigator',
  createdAt: '2026-01-02T01:00:00Z',
  updatedAt: '2026-01-02T01:00:00Z',
  version: 1,
  ...fields,
});
const ok = (data: unknown) => ({ body: { isOk: true, code: '200', data } });

function stub(buttons: string[]) {
  let current = ae(11, '肺炎');
  const calls = stubStaffApi({
    who: demoWho({
      projects: [{ projectId: 5, projectName: 'HK-2103 肺癌研究', pages: ['SafetyAe', 'SafetySae'], buttons }],
    }),
    answers: {
      [LIST]: () => ({
        body: {
          isOk: true,
          code: '200',
          rows: [current, ae(12, '口干', { serious: '0', seriousness: [], saeRequired: false, severity: 1 })],
          total: 2,
        },
      }),
      [GET]: () => ok(current),
      [REVISIONS]: () => ok([]),
      [SUBMIT]: () => {
        current = {
          ...current,
          status: 'submitted',
          submittedAt: '2026-01-05T02:00:00Z',
          submittedBy: 'investigator',
          version: 2,
        };
        return ok({ id: 11, version: 2, reportNo: null });
      },
      '/api/gbc/signature/challenge': () => ok({ challenge: 'c1', expiresAt: '2026-01-05T02:10:00Z' }),
      '/api/dict/batch': () =>
        ok({ AEResult: [{ key: 'recovering', value: '好转' }], AEDrugRel: [{ key: 'possible', value: '可能有关' }] }),
    },
  });
  return calls;
}

describe('adverse events page', () => {
  it('lists AEs with the subject, labels and the SAE flag, and submits a draft from its detail', async () => {
    const calls = stub(['ae:update', 'ae:submit', 'sae:update']);
    renderApp('/staff/projects/5/ae');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: '不良事件列表' });
    const row = (await within(table).findByText('肺炎')).closest('tr');
    expect(row).toHaveTextContent('HK-001 ZJG');
    expect(row).toHaveTextContent('重度');
    expect(row).toHaveTextContent('需上报SAE');
    expect(row).toHaveTextContent('草稿 · 第 1 版');
    expect(within(table).getByText('口干').closest('tr')).not.toHaveTextContent('需上报SAE');

    await user.click(within(table).getByRole('button', { name: '查看 HK-001 肺炎' }));
    const dialog = await screen.findByRole('dialog', { name: '不良事件详情：肺炎' });
    expect(within(dialog).getByText('导致住院或住院时间延长')).toBeInTheDocument();
    expect(within(dialog).getByText('尚未提交')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '上报SAE' })).toHaveAttribute(
      'href',
      '/staff/projects/5/sae?aeId=11',
    );
    expect(within(dialog).getByRole('button', { name: '删除' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    const confirm = await screen.findByRole('dialog', { name: '提交不良事件' });
    await user.type(within(confirm).getByLabelText(/登录密码/), 'secret-pass');
    await user.click(within(confirm).getByRole('button', { name: '签名并提交' }));
    await waitFor(() => expect(callsTo(calls, SUBMIT)).toHaveLength(1));
    expect(callsTo(calls, SUBMIT)[0]?.json).toEqual({
      projectId: 5,
      id: 11,
      version: 1,
      signature: { challenge: 'c1', password: 'enc[secret-pass]', meaning: 'investigator-confirms' },
    });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '修订' })).toBeInTheDocument());
    expect(within(dialog).queryByRole('button', { name: '提交' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
  });

  it('shows a reader (monitor) no write buttons', async () => {
    stub([]);
    renderApp('/staff/projects/5/ae?id=11');
    const dialog = await screen.findByRole('dialog', { name: '不良事件详情：肺炎' });
    expect(within(dialog).queryByRole('button', { name: /提交|编辑|删除|修订/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: '上报SAE' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增不良事件', hidden: true })).not.toBeInTheDocument();
  });

  it('lets a coordinator edit but not submit', async () => {
    stub(['ae:update']);
    renderApp('/staff/projects/5/ae?id=11');
    const dialog = await screen.findByRole('dialog', { name: '不良事件详情：肺炎' });
    expect(within(dialog).getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '提交' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新增不良事件', hidden: true })).toBeInTheDocument();
  });

  it('sends the filters and page of the URL to the list, and names the filtered subject', async () => {
    const calls = stub([]);
    renderApp('/staff/projects/5/ae?status=draft&saeRequired=true&subjectId=3&page=2');
    await waitFor(() => expect(callsTo(calls, LIST)).not.toHaveLength(0));
    const search = callsTo(calls, LIST)[0]?.search;
    expect(Object.fromEntries(search ?? [])).toMatchObject({
      status: 'draft',
      saeRequired: 'true',
      subjectId: '3',
      offset: '20',
    });
    const filters = screen.getByRole('region', { name: '筛选' });
    await waitFor(() => expect(within(filters).getByRole('combobox', { name: '受试者' })).toHaveValue('HK-001 ZJG'));
  });
});
