/** Accountability logs' prints on the real routes: the rows, the running balance, the reconciliation line, and signing. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Signature } from '../../../../../shared/api/access';
import type { BatchLog, SubjectLog } from '../../../../../shared/api/drugs/accountability';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

// The test server's key is not real: the password's ciphertext names its plaintext.
vi.mock(import('../../../../lib/crypto'), async (importOriginal) => ({
  ...(await importOriginal()),
  createEncryptor: vi.fn(async () => ({ encrypt: (text: string) => `enc[${text}]` })),
}));

afterEach(() => vi.unstubAllGlobals());

const BATCH_LOG = '/api/phm/reconciliation/batch-log/5/1';
const SUBJECT_LOG = '/api/phm/reconciliation/subject-log/5/11';
const SIGN = '/api/phm/reconciliation/sign';
const ok = (data: unknown) => ({ body: { isOk: true, code: '200', data } });

const movement = (id: number, fields: Partial<BatchLog['movements'][number]>): BatchLog['movements'][number] => ({
  id,
  at: '2026-01-02T02:00:00Z',
  movement: 'stockIn',
  kitNumber: `K5-000${id}`,
  warehouseName: '中心药房',
  state: 'available',
  quantity: 1,
  balance: id,
  createdBy: '吴海燕',
  reference: 'S-2601',
  ...fields,
});

const batchLog: BatchLog = {
  batch: {
    productId: 1,
    productName: '研究药物',
    batchNumber: 'B2601',
    expiryDate: '2027-06-30',
    received: 2,
    inStock: 1,
    dispensed: 1,
    returned: 0,
    recovered: 0,
    difference: 0,
    closed: false,
  },
  movements: [
    movement(1, {}),
    movement(2, {}),
    movement(3, { movement: 'dispense', kitNumber: 'K5-0001', quantity: -1, balance: 1, reference: 'HK-001' }),
  ],
};

const signature = (state: Signature['state']): Signature => ({
  id: 1,
  revision: 1,
  signerUserName: 'monitor',
  signerName: 'Zhao Peng',
  meaning: 'reviewer-approves',
  meaningText: '作为审核人，我批准此内容 (As reviewer, I approve this content)',
  signedAt: '2026-01-03T02:00:00Z',
  contentHash: 'a'.repeat(64),
  state,
});

const subjectLog: SubjectLog = {
  subject: { subjectId: 11, subjectNumber: 'HK-001', initials: 'ZJG', dispensed: 2, returned: 1 },
  dispensings: [
    {
      id: 1,
      dispensedOn: '2026-01-02',
      visitName: '第1周期第1天',
      status: 'reviewed',
      warehouseName: '中心药房',
      dispensedBy: '周敏',
      reviewedBy: '吴海燕',
      lines: [
        { kitNumber: 'K5-0001', productName: '研究药物', batchNumber: 'B2601', quantity: 1 },
        { kitNumber: 'K5-0002', productName: '研究药物', batchNumber: 'B2602', quantity: 1 },
      ],
    },
  ],
  returns: [
    {
      id: 1,
      projectId: 5,
      subjectId: 11,
      subjectNumber: 'HK-001',
      distributionId: 1,
      dispensedOn: '2026-01-02',
      warehouseId: 1,
      warehouseName: '中心药房',
      returnedOn: '2026-01-30',
      note: null,
      lines: [
        {
          packId: 3,
          kitNumber: 'K5-0001',
          batchNumber: 'B2601',
          productName: '研究药物',
          packsGiven: 1,
          unitsGiven: 28,
          quantity: 1,
          unitsLeft: 10,
        },
      ],
      taken: 18,
      expected: 28,
      compliancePercent: 64,
      complianceFlag: 'low',
      createdBy: 'pharmacist',
      createdAt: '2026-01-30T02:00:00Z',
      updatedAt: '2026-01-30T02:00:00Z',
      version: 1,
    },
  ],
};

function stub(buttons: string[], signatures: Signature[], signAnswer = () => ok({ signatureId: 2 })) {
  return stubStaffApi({
    who: demoWho({
      projects: [{ projectId: 5, projectName: 'HK-2103 肺癌研究', pages: ['DrugReconciliation'], buttons }],
    }),
    answers: {
      [BATCH_LOG]: () => ok({ log: batchLog, signatures }),
      [SUBJECT_LOG]: () => ok({ log: subjectLog, signatures }),
      '/api/gbc/signature/challenge': () => ok({ challenge: 'c1', expiresAt: '2026-01-05T02:10:00Z' }),
      [SIGN]: signAnswer,
    },
  });
}

const cellsOf = (row: HTMLElement | null) =>
  within(row as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('accountability log prints', () => {
  it("prints a batch's movements with the running balance and its reconciliation line", async () => {
    stub([], []);
    renderApp('/staff/projects/5/drug-reconciliation/batch/1/print?batchNumber=B2601');
    const page = await screen.findByTestId('print-page', {});
    const dispensed = (await within(page).findByText('HK-001')).closest('tr');
    expect(cellsOf(dispensed)).toEqual(expect.arrayContaining(['发放', 'K5-0001', '中心药房（可用）', '-1', '1']));
    expect(within(page).getByTestId('reconciliation-line')).toHaveTextContent(
      '接收 2 · 库存 1 · 发放 1 · 退回 0 · 回收/销毁 0 · 差异 0 · 未闭环',
    );
    expect(within(page).getByText('尚无电子签名')).toBeInTheDocument();
    expect(within(page).queryByRole('button', { name: '签署清点记录' })).not.toBeInTheDocument();
    expect(within(page).queryByTestId('stale-signature')).not.toBeInTheDocument();
  });

  it("prints a subject's dispensings and returns with who gave, who reviewed and the compliance flagged", async () => {
    stub([], [signature('valid')]);
    renderApp('/staff/projects/5/drug-reconciliation/subject/11/print');
    const page = await screen.findByTestId('print-page', {});
    const given = (await within(page).findByText('第1周期第1天')).closest('tr');
    expect(cellsOf(given)).toEqual([
      '2026-01-02',
      '第1周期第1天',
      'K5-0001（研究药物）、K5-0002（研究药物）',
      'B2601、B2602',
      '2',
      '周敏',
      '吴海燕',
      '已复核',
    ]);
    const returned = within(page).getByText('2026-01-30').closest('tr');
    expect(cellsOf(returned)).toEqual(['2026-01-30', 'K5-0001', '1', '10', '64%（超出 80–120%）']);
    expect(within(page).getByTestId('subject-totals')).toHaveTextContent('发放合计 2，退回合计 1');
    expect(within(page).getByTestId('signature-manifest')).toHaveTextContent('Zhao Peng（monitor）');
    expect(within(page).queryByTestId('stale-signature')).not.toBeInTheDocument();
  });

  it('says a signature is for an earlier version when the log changed after signing', async () => {
    stub(['accountability:sign'], [signature('content_changed')]);
    renderApp('/staff/projects/5/drug-reconciliation/batch/1/print?batchNumber=B2601');
    expect(await screen.findByTestId('stale-signature', {})).toHaveTextContent('已有签名针对的是本记录的早期版本');
    expect(screen.getByTestId('signature-manifest')).toHaveTextContent('签名后内容已更改');
  });
});

describe('signing an accountability log', () => {
  it("signs a batch's log with the password typed again, naming the batch", async () => {
    const calls = stub(['accountability:sign'], []);
    renderApp('/staff/projects/5/drug-reconciliation/batch/1/print?batchNumber=B2601');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '签署清点记录' }));
    const dialog = await screen.findByRole('dialog', { name: '签署药品清点记录' });
    expect(dialog).toHaveTextContent('签署 药品批号清点记录 研究药物 B2601 当前内容');
    await user.type(within(dialog).getByLabelText(/登录密码/), 'secret-pass');
    await user.click(within(dialog).getByRole('button', { name: /签名/ }));
    await waitFor(() => expect(callsTo(calls, SIGN)).toHaveLength(1));
    expect(callsTo(calls, SIGN)[0]?.json).toEqual({
      projectId: 5,
      kind: 'batch',
      productId: 1,
      batchNumber: 'B2601',
      signature: { challenge: 'c1', password: 'enc[secret-pass]', meaning: 'reviewer-approves' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '签署药品清点记录' })).not.toBeInTheDocument());
  });

  it('keeps the dialog open with the refusal when the password is wrong', async () => {
    const wrong = () => ({
      status: 400,
      body: { isOk: false, code: '100', msg: '签名密码错误，未提交', data: { reason: 'signature_password' } },
    });
    const calls = stub(['accountability:sign'], [], wrong);
    renderApp('/staff/projects/5/drug-reconciliation/subject/11/print');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '签署清点记录' }));
    const dialog = await screen.findByRole('dialog', { name: '签署药品清点记录' });
    await user.type(within(dialog).getByLabelText(/登录密码/), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: /签名/ }));
    expect(await within(dialog).findByText(/签名密码错误/)).toBeInTheDocument();
    expect(callsTo(calls, SIGN)[0]?.json).toMatchObject({ kind: 'subject', subjectId: 11 });
  });
});
