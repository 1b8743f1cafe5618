/** Decision letters on the real routes: drafting and signing on the board, the print page, the team's approval status. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApprovalStatus, Letter } from '../../../../../shared/api/ethics/letters';
import { type SubmissionDetail, ethicsHeaderSchema } from '../../../../../shared/api/ethics/submissions';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

// The test server's key is not real: the password's ciphertext names its plaintext.
vi.mock(import('../../../../lib/crypto'), async (importOriginal) => ({
  ...(await importOriginal()),
  createEncryptor: vi.fn(async () => ({ encrypt: (text: string) => `enc[${text}]` })),
}));

afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => () => ({ body: { isOk: true, code: '200', data } });
const detail: SubmissionDetail = {
  id: 21,
  projectId: 5,
  projectName: '肺癌靶向治疗研究',
  projectNo: 'HK-1021',
  type: 'amendment',
  title: '方案 3.0 版修正审查',
  status: 'decided',
  acceptanceNumber: 'EC-2026-0002',
  submittedAt: '2026-01-04T02:00:00.000Z',
  submittedBy: 'coordinator',
  documentCount: 0,
  updatedAt: '2026-01-04T02:00:00.000Z',
  version: 7,
  notes: null,
  returnReason: null,
  acceptedAt: '2026-01-04T03:00:00.000Z',
  createdBy: 'coordinator',
  createdAt: '2026-01-04T01:00:00.000Z',
  header: Object.fromEntries(ethicsHeaderSchema.required.map((key) => [key, null])) as SubmissionDetail['header'],
  documents: [],
  history: [],
};

const draft: Letter = {
  id: 3,
  submissionId: 21,
  projectId: 5,
  kind: 'approval',
  status: 'draft',
  lines: [
    { section: '伦理委员会 · 伦理审查批件 Ethics approval' },
    { label: '项目名称 Project', value: '肺癌靶向治疗研究' },
    { label: '审查决定 Decision', value: '同意 Approve' },
  ],
  validityMonths: 12,
  reviewFrequencyMonths: 6,
  approvalNumber: null,
  validFrom: null,
  validUntil: null,
  nextReviewDue: null,
  signedAt: null,
  signedBy: null,
  signature: null,
  filed: null,
  createdBy: 'ethics',
  createdAt: '2026-01-06T02:00:00.000Z',
  version: 1,
};
const signed: Letter = {
  ...draft,
  status: 'signed',
  approvalNumber: 'EC-PJ-2026-0007',
  validFrom: '2026-01-06',
  validUntil: '2027-01-05',
  nextReviewDue: '2026-07-06',
  signedAt: '2026-01-06T03:00:00.000Z',
  signedBy: '李红',
  signature: {
    signerName: '李红',
    meaningText: '作为伦理委员会主任委员，我签发本审查决定',
    signedAt: '2026-01-06T03:00:00.000Z',
    contentHash: 'ab12cd',
    state: 'valid',
  },
  filed: { documentId: 40, folderId: 9, versionNumber: 1 },
  version: 2,
};

function board(
  buttons: string[],
  letter: Letter | null,
  signAnswer = ok({ id: 3, version: 2, approvalNumber: 'EC-PJ-2026-0007' }),
) {
  return stubStaffApi({
    who: demoWho({ system: { pages: ['EthicsBoard'], buttons } }),
    answers: {
      '/api/ethic/board/detail/21': ok(detail),
      '/api/ethic/review/state/21': ok(null),
      '/api/ethic/board/letter/21': ok(letter),
      '/api/ethic/board/letter/draft': ok({ id: 3, version: 1 }),
      '/api/ethic/board/letter/sign': signAnswer,
      '/api/gbc/signature/challenge': ok({ challenge: 'c1', expiresAt: '2026-01-06T02:10:00Z' }),
    },
  });
}

describe('the decision letter on the board', () => {
  it("lets the secretary draft an approval's letter with its validity and review frequency", async () => {
    const calls = board(['ethicsLetter:draft'], null);
    renderApp('/staff/ethics-board/21');
    const section = await screen.findByRole('region', { name: '审查决定函' });
    expect(section).toHaveTextContent('尚未起草决定函');
    expect(within(section).queryByRole('button', { name: '签发' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: '起草决定函' }));
    const dialog = await screen.findByRole('dialog', { name: '起草审查决定函' });
    const validity = within(dialog).getByLabelText(/批件有效期/);
    await user.clear(validity);
    await user.type(validity, '40');
    await user.click(within(dialog).getByRole('button', { name: '起草决定函' }));
    expect(await within(dialog).findByText(/1–36/)).toBeInTheDocument();
    expect(callsTo(calls, '/api/ethic/board/letter/draft')).toEqual([]);
    await user.clear(validity);
    await user.type(validity, '24');
    await user.click(within(dialog).getByRole('button', { name: '起草决定函' }));
    await waitFor(() => expect(callsTo(calls, '/api/ethic/board/letter/draft')).toHaveLength(1));
    expect(callsTo(calls, '/api/ethic/board/letter/draft')[0]?.json).toEqual({
      submissionId: 21,
      validityMonths: 24,
      reviewFrequencyMonths: 12,
    });
  });

  it('lets the chair sign a draft, and keeps the dialog open when the password is wrong', async () => {
    const wrong = () => ({
      status: 400,
      body: { isOk: false, code: '100', msg: '签名密码错误，未提交', data: { reason: 'signature_password' } },
    });
    const calls = board(['ethicsLetter:sign'], draft, wrong);
    renderApp('/staff/ethics-board/21');
    const section = await screen.findByRole('region', { name: '审查决定函' });
    expect(section).toHaveTextContent('伦理审查批件 · 待签发');
    expect(within(section).queryByRole('button', { name: '重新起草' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: '签发' }));
    const dialog = await screen.findByRole('dialog', { name: '签发审查决定函' });
    await user.type(within(dialog).getByLabelText(/登录密码/), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: /签名/ }));
    expect(await within(dialog).findByText(/签名密码错误/)).toBeInTheDocument();
    expect(callsTo(calls, '/api/ethic/board/letter/sign')[0]?.json).toEqual({
      id: 3,
      version: 1,
      signature: { challenge: 'c1', password: 'enc[wrong]', meaning: 'chair-signs-decision' },
    });
  });

  it('shows a signed letter with its number and where it was filed, and no more writes', async () => {
    board(['ethicsLetter:draft', 'ethicsLetter:sign'], signed);
    renderApp('/staff/ethics-board/21');
    const section = await screen.findByRole('region', { name: '审查决定函' });
    expect(section).toHaveTextContent('伦理批件号：EC-PJ-2026-0007');
    expect(section).toHaveTextContent('有效期至：2027-01-05');
    expect(section).toHaveTextContent('已归档：项目文件夹 v1');
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: '预览 / 打印' })).toHaveAttribute(
      'href',
      '/staff/ethics-board/21/letter',
    );
  });
});

describe('the letter print page', () => {
  it('marks a draft as not signed and prints with the print button', async () => {
    board([], draft);
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderApp('/staff/ethics-board/21/letter');
    const letter = await screen.findByRole('article', { name: '审查决定函' });
    expect(letter).toHaveTextContent('草稿：尚未签发');
    expect(letter).toHaveTextContent('审查决定 Decision同意 Approve');
    // A section heading is read as a heading, not inside the list of terms (axe: definition-list).
    const heading = within(letter).getByRole('heading', { name: '伦理委员会 · 伦理审查批件 Ethics approval' });
    expect(heading.closest('dl')).toBeNull();
    expect(
      within(letter)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['项目名称 Project', '审查决定 Decision']);
    expect(within(letter).queryByRole('region', { name: '主任委员签名' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '打印' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("shows the team a signed letter with the chair's signature block", async () => {
    stubStaffApi({
      who: demoWho({ projects: [{ projectId: 5, projectName: 'HK-1021 肺癌研究', pages: ['EthicsSubmissions'] }] }),
      answers: { '/api/ethic/issue/letter/5/21': ok(signed) },
    });
    renderApp('/staff/projects/5/ethics-submissions/21/letter');
    const block = await screen.findByRole('region', { name: '主任委员签名' });
    expect(block).toHaveTextContent('李红');
    expect(block).toHaveTextContent('作为伦理委员会主任委员，我签发本审查决定');
    expect(screen.queryByText('草稿：尚未签发')).not.toBeInTheDocument();
  });
});

describe("the project's approval status", () => {
  const team = (approval: ApprovalStatus) =>
    stubStaffApi({
      who: demoWho({ projects: [{ projectId: 5, projectName: 'HK-1021 肺癌研究', pages: ['EthicsSubmissions'] }] }),
      answers: {
        '/api/ethic/issue/list/5': ok({ rows: [], total: 0 }),
        '/api/ethic/issue/approval/5': ok(approval),
      },
    });

  it('shows the approval in force and a continuing review due soon', async () => {
    team({
      approvalNumber: 'EC-PJ-2026-0007',
      validFrom: '2026-01-06',
      validUntil: '2999-01-05',
      nextReviewDue: '2026-07-06',
      reviewDueState: 'dueSoon',
      submissionId: 21,
    });
    renderApp('/staff/projects/5/ethics-submissions');
    const status = await screen.findByRole('region', { name: '伦理批件' });
    expect(status).toHaveTextContent('伦理批件号：EC-PJ-2026-0007');
    expect(status).toHaveTextContent('下次跟踪审查：2026-07-06即将到期');
    expect(status).not.toHaveTextContent('已过期');
    // A chip renders a div, which a paragraph may not hold.
    expect(within(status).getByText('即将到期').closest('p')).toBeNull();
  });

  it('flags an overdue review and an expired approval', async () => {
    team({
      approvalNumber: 'EC-PJ-2024-0001',
      validFrom: '2024-01-06',
      validUntil: '2025-01-05',
      nextReviewDue: '2025-01-06',
      reviewDueState: 'overdue',
      submissionId: 21,
    });
    renderApp('/staff/projects/5/ethics-submissions');
    const status = await screen.findByRole('region', { name: '伦理批件' });
    expect(status).toHaveTextContent('有效期至：2025-01-05已过期');
    expect(status).toHaveTextContent('已逾期');
  });
});
