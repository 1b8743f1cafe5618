/** The review section of the board's submission page and the team's decision, on the real routes. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewState, Reviewer } from '../../../../../shared/api/ethics/review';
import type { SubmissionDetail } from '../../../../../shared/api/ethics/submissions';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const detail: SubmissionDetail = {
  id: 21,
  projectId: 5,
  projectName: '肺癌靶向治疗研究',
  projectNo: 'HK-1021',
  type: 'amendment',
  title: '知情同意书 3.0 版修正审查',
  status: 'expedited',
  acceptanceNumber: 'EC-2026-0002',
  submittedAt: '2026-01-04T02:00:00.000Z',
  submittedBy: 'coordinator',
  documentCount: 0,
  updatedAt: '2026-01-04T02:00:00.000Z',
  version: 5,
  notes: null,
  returnReason: null,
  acceptedAt: '2026-01-04T03:00:00.000Z',
  createdBy: 'coordinator',
  createdAt: '2026-01-04T01:00:00.000Z',
  header: Object.fromEntries(
    [
      'projectNo',
      'planCode',
      'approvalNumber',
      'trialCategory',
      'startDate',
      'deptName',
      'sponsorName',
      'initiatingUnit',
      'acceptNumber',
      'leadResearcher',
      'financeCode',
      'ethicsApprovalNumber',
      'ethicsAcceptNumber',
    ].map((key) => [key, null]),
  ) as SubmissionDetail['header'],
  documents: [],
  history: [],
};

const reviewer = (id: number, name: string, fields: Partial<Reviewer>): Reviewer => ({
  id,
  submissionId: 21,
  userId: id + 100,
  name,
  assignedAt: '2026-01-04T04:00:00.000Z',
  conflict: 'none',
  conflictNote: null,
  declaredAt: '2026-01-04T05:00:00.000Z',
  opinion: 'approve',
  fullBoard: false,
  comments: '同意',
  answers: [],
  opinionAt: '2026-01-04T06:00:00.000Z',
  version: 3,
  signatures: [],
  ...fields,
});

const state: ReviewState = {
  submissionId: 21,
  status: 'expedited',
  type: 'amendment',
  version: 5,
  reviewers: [
    reviewer(1, '李红', {}),
    reviewer(2, '刘青', {}),
    reviewer(3, '徐伟', { conflict: 'declared', conflictNote: '咨询专家', opinion: null, comments: null }),
  ],
  candidates: [{ userId: 108, name: '高雅' }],
  outcome: { kind: 'decision', decision: 'approve' },
  expeditable: true,
};
const ok = (data: unknown) => () => ({ body: { isOk: true, code: '200', data } });

describe('the review section', () => {
  it('shows the reviewers, a declared conflict and the agreed outcome, and records the decision', async () => {
    const calls = stubStaffApi({
      who: demoWho({ system: { pages: ['EthicsBoard'], buttons: ['ethicsSubmission:review'] } }),
      answers: {
        '/api/ethic/board/detail/21': ok(detail),
        '/api/ethic/review/state/21': ok(state),
        '/api/ethic/review/decide': ok({ id: 21, version: 6, outcome: 'decided' }),
      },
    });
    renderApp('/staff/ethics-board/21');
    const table = await screen.findByRole('table', { name: '主审委员' });
    expect(within(table).getByText('徐伟').closest('tr')).toHaveTextContent('已声明利益冲突（回避）：咨询专家');
    expect(within(table).getByText('李红').closest('tr')).toHaveTextContent('同意');
    expect(screen.getByText('意见一致：同意')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '记录快速审查决定' }));
    const dialog = await screen.findByRole('dialog', { name: '记录快速审查决定' });
    await user.click(within(dialog).getByRole('button', { name: '记录快速审查决定' }));
    await waitFor(() => expect(callsTo(calls, '/api/ethic/review/decide')).toHaveLength(1));
    expect(callsTo(calls, '/api/ethic/review/decide')[0]?.json).toEqual({
      submissionId: 21,
      version: 5,
      noted: false,
      note: null,
    });
  });

  it("shows the team the decision and never the reviewers' names", async () => {
    stubStaffApi({
      who: demoWho({ projects: [{ projectId: 5, projectName: 'HK-1021 肺癌研究', pages: ['EthicsSubmissions'] }] }),
      answers: {
        '/api/ethic/issue/detail/5/21': ok({ ...detail, status: 'decided' }),
        '/api/ethic/issue/decision/5/21': ok({
          decision: 'approve',
          otherDecision: null,
          decidedVia: 'expedited',
          decidedAt: '2026-01-05T02:00:00.000Z',
          decisionNote: '同意修正',
        }),
      },
    });
    renderApp('/staff/projects/5/ethics-submissions/21');
    const decision = await screen.findByRole('region', { name: '审查决定' });
    expect(decision).toHaveTextContent('审查决定：同意');
    expect(decision).toHaveTextContent('快速审查');
    expect(decision).toHaveTextContent('同意修正');
    expect(screen.queryByText('李红')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: '主审委员' })).not.toBeInTheDocument();
  });
});
