/** One subject's page on the real route: sections as the role may see them, and the randomisation form. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubjectPage } from '../../../../../shared/api/recruitment/subject-page';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const PAGE_URL = '/api/trial/subject/5/3/page';
const RANDOMISE = '/api/trial/subject/randomise';
const event = (id: number, action: string, after: Record<string, unknown>) => ({
  id,
  at: '2026-01-05T02:00:00.000Z',
  actorName: '张敏',
  action,
  reason: null,
  before: null,
  after: JSON.stringify(after),
});
const FULL: SubjectPage = {
  subject: {
    id: 3,
    projectId: 5,
    subjectNumber: 'S-005-003',
    initials: 'ZJM',
    status: 'enrolled',
    invalid: false,
    invalidReason: null,
    screeningDate: '2026-01-02',
    consentDate: '2026-01-03',
    enrolledDate: '2026-01-05',
    endedDate: null,
    reasonCode: null,
    reason: null,
    note: null,
    patientId: 7,
    createdAt: '2026-01-02T02:00:00.000Z',
    updatedAt: '2026-01-05T02:00:00.000Z',
    version: 2,
  },
  randomisation: { number: null, arm: null, date: null },
  consentVersion: 'V1.0',
  identity: {
    patientId: 7,
    maskedName: '张*明',
    maskedPhone: '139****5678',
    sex: 'male',
    birthYear: 1961,
    matchStatus: 'recruitDone',
  },
  statusHistory: [
    event(1, 'subject.create', { status: 'screening' }),
    event(2, 'subject.enrol', { status: 'enrolled' }),
  ],
  consentHistory: [],
  audit: [event(2, 'subject.enrol', { status: 'enrolled' }), event(1, 'subject.create', { status: 'screening' })],
  contacts: [
    {
      id: 1,
      contactedAt: '2026-01-03T01:30:00.000Z',
      method: 'clinic',
      result: 1,
      reason: null,
      note: null,
      actorName: '刘洋',
    },
  ],
  visits: [],
  aes: [{ id: 11, term: '恶心', onsetDate: '2026-01-04', serious: '0', status: 'draft' }],
  saes: [],
  conMeds: [],
  deviations: [],
};
const HIDDEN: SubjectPage = {
  ...FULL,
  identity: null,
  contacts: null,
  visits: null,
  aes: null,
  saes: null,
  conMeds: null,
  deviations: null,
};

function stub(data: SubjectPage, pages: string[], buttons: string[]) {
  return stubStaffApi({
    who: demoWho({ projects: [{ projectId: 5, projectName: 'HK-2103 肺癌研究', pages, buttons }] }),
    answers: {
      [PAGE_URL]: () => ({ body: { isOk: true, code: '200', data } }),
      [RANDOMISE]: () => ({ body: { isOk: true, code: '200', data: { id: 3, version: 3 } } }),
    },
  });
}

describe("the subject's page", () => {
  it('shows a role without the other pages the subject by number only and says which parts are hidden', async () => {
    stub(HIDDEN, ['TrialSubjects'], []);
    renderApp('/staff/projects/5/subjects/3');
    const identity = await screen.findByRole('region', { name: '身份信息' });
    expect(identity).toHaveTextContent('S-005-003');
    expect(identity).toHaveTextContent('您的角色无权查看受试者身份信息');
    expect(identity).not.toHaveTextContent('张*明');
    for (const name of ['访视日历', '不良事件（AE）', '合并用药', '联系记录']) {
      expect(screen.getByRole('region', { name })).toHaveTextContent('您的角色无权查看此部分');
    }
    expect(screen.getByRole('region', { name: '状态变更记录' })).toHaveTextContent('入组');
    expect(screen.queryByRole('button', { name: '记录随机' })).not.toBeInTheDocument();
    // Changed fields by their names, the status by its label: no codes.
    const audit = screen.getByRole('region', { name: '稽查轨迹' });
    expect(audit).toHaveTextContent('状态：已入组');
    expect(audit).not.toHaveTextContent(/status|enrolled/);
  });

  it('shows the masked person and the records, and records a randomisation checked before sending', async () => {
    const calls = stub(FULL, ['TrialSubjects', 'RecruitCandidates', 'SafetyAe'], ['subject:status']);
    renderApp('/staff/projects/5/subjects/3');
    const identity = await screen.findByRole('region', { name: '身份信息' });
    expect(identity).toHaveTextContent('张*明');
    expect(identity).toHaveTextContent('139****5678');
    // The automatic match is a pre-screen: free-text criteria are not reviewed by it.
    expect(identity).toHaveTextContent('初筛符合');
    expect(identity).not.toHaveTextContent('符合条件');
    const contacts = screen.getByRole('region', { name: '联系记录' });
    expect(contacts).toHaveTextContent('门诊面谈');
    expect(contacts).toHaveTextContent('刘洋');
    const aes = screen.getByRole('region', { name: '不良事件（AE）' });
    expect(within(aes).getByRole('link', { name: '打开 恶心' })).toHaveAttribute('href', '/staff/projects/5/ae?id=11');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '记录随机' }));
    const dialog = await screen.findByRole('dialog', { name: '随机信息 · S-005-003' });
    await user.type(within(dialog).getByLabelText(/^随机号/), 'R 01');
    await user.type(within(dialog).getByLabelText(/^组别/), 'A 组');
    await user.clear(within(dialog).getByLabelText(/^随机日期/));
    await user.type(within(dialog).getByLabelText(/^随机日期/), '2026-01-02');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByText('随机日期不能早于知情同意日期')).toBeInTheDocument();
    expect(callsTo(calls, RANDOMISE)).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText(/^随机号/));
    await user.type(within(dialog).getByLabelText(/^随机号/), 'R-0001');
    await user.clear(within(dialog).getByLabelText(/^随机日期/));
    await user.type(within(dialog).getByLabelText(/^随机日期/), '2026-01-04');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(callsTo(calls, RANDOMISE)[0]?.json).toEqual({
        projectId: 5,
        id: 3,
        version: 2,
        randomisationNumber: 'R-0001',
        randomisationArm: 'A 组',
        randomisedDate: '2026-01-04',
      }),
    );
  });

  it('shows what the subject was owed, billed and paid to holders of the subsidy page only', async () => {
    const subsidies = {
      owedFen: 20_000,
      billedFen: 0,
      paidFen: 40_000,
      unbilled: [],
      bills: [
        {
          id: 1,
          projectId: 5,
          subjectId: 3,
          subjectNumber: 'S-005-003',
          batchId: 2,
          batchNumber: 'BZ20260105-001',
          amountFen: 40_000,
          dueCount: 2,
          status: 'issued',
          payeeName: '张**',
          bankAccount: '6222 **** **** 0123',
          bankName: '工商银行',
          issuedOn: '2026-01-05',
          issueReference: 'FF-0001',
          note: null,
          createdBy: 'coordinator',
          createdAt: '2026-01-05T02:00:00Z',
          updatedAt: '2026-01-05T02:00:00Z',
          version: 3,
        },
      ],
    };
    stubStaffApi({
      who: demoWho({
        projects: [
          { projectId: 5, projectName: 'HK-2103 肺癌研究', pages: ['TrialSubjects', 'FinanceSubsidies'], buttons: [] },
        ],
      }),
      answers: {
        [PAGE_URL]: () => ({ body: { isOk: true, code: '200', data: FULL } }),
        '/api/trial/subject/subsidy/subject/5/3': () => ({ body: { isOk: true, code: '200', data: subsidies } }),
      },
    });
    renderApp('/staff/projects/5/subjects/3');
    const section = await screen.findByRole('region', { name: '受试者补助' });
    expect(
      await within(section).findByText('待生成 200.00 元 · 已生成未发放 0.00 元 · 已发放 400.00 元'),
    ).toBeInTheDocument();
    expect(section).toHaveTextContent('6222 **** **** 0123');
    expect(section).not.toHaveTextContent('6222021234567890123');
  });

  it('has no subsidy section without the subsidy page', async () => {
    stub(FULL, ['TrialSubjects'], []);
    renderApp('/staff/projects/5/subjects/3');
    await screen.findByRole('region', { name: '身份信息' });
    expect(screen.queryByRole('region', { name: '受试者补助' })).not.toBeInTheDocument();
  });
});
