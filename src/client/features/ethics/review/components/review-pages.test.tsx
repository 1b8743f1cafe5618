/** 我的审查 and the review section of the board's submission page, on the real routes. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyReview, Reviewer } from '../../../../../shared/api/ethics/review';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const reviewer = (id: number, fields: Partial<Reviewer>): Reviewer => ({
  id,
  submissionId: 21,
  userId: id + 100,
  name: '李红',
  assignedAt: '2026-01-04T02:00:00.000Z',
  conflict: null,
  conflictNote: null,
  declaredAt: null,
  opinion: null,
  fullBoard: false,
  comments: null,
  answers: [],
  opinionAt: null,
  version: 1,
  signatures: [],
  ...fields,
});

const assignment = (fields: Partial<Reviewer>): MyReview => ({
  reviewer: reviewer(7, fields),
  submission: {
    id: 21,
    projectName: '肺癌靶向治疗研究',
    projectNo: 'HK-1021',
    type: 'amendment',
    title: '知情同意书 3.0 版修正审查',
    status: 'expedited',
    acceptanceNumber: 'EC-2026-0002',
    documents: [{ versionId: 3, title: '临床试验方案', number: 2, fileName: 'protocol-v2.pdf' }],
  },
});

describe('我的审查', () => {
  it('lists my assignment, declares no conflict, then opens the review form of the type', async () => {
    let current = assignment({});
    const calls = stubStaffApi({
      who: demoWho({ system: { pages: ['EthicsReviews'] } }),
      answers: {
        '/api/ethic/review/mine': () => ({ body: { isOk: true, code: '200', data: [current] } }),
        '/api/ethic/review/declare': () => {
          current = assignment({ conflict: 'none', version: 2 });
          return { body: { isOk: true, code: '200', data: { id: 7, version: 2 } } };
        },
      },
    });
    renderApp('/staff/ethics-reviews');
    expect(await screen.findByRole('heading', { name: '我的审查' })).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: '知情同意书 3.0 版修正审查' });
    expect(card).toHaveTextContent('EC-2026-0002');
    expect(card).toHaveTextContent('利益冲突：未声明');
    expect(within(card).getByRole('button', { name: '下载 临床试验方案 v2' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: '填写审查表' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: '声明无利益冲突' }));
    await waitFor(() => expect(callsTo(calls, '/api/ethic/review/declare')).toHaveLength(1));
    expect(callsTo(calls, '/api/ethic/review/declare')[0]?.json).toEqual({
      id: 7,
      version: 1,
      conflict: 'none',
      note: null,
    });
    await user.click(await within(card).findByRole('button', { name: '填写审查表' }));
    const dialog = await screen.findByRole('dialog', { name: '审查表：知情同意书 3.0 版修正审查' });
    expect(within(dialog).getByRole('group', { name: '修正对受试者风险的影响是否可接受' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '下一步：签名' }));
    expect(await within(dialog).findByText('请回答全部问题并选择审查意见')).toBeInTheDocument();
    expect(callsTo(calls, '/api/ethic/review/opinion')).toEqual([]);
  });

  it('shows a declared conflict and offers no form', async () => {
    stubStaffApi({
      who: demoWho({ system: { pages: ['EthicsReviews'] } }),
      answers: {
        '/api/ethic/review/mine': {
          body: { isOk: true, code: '200', data: [assignment({ conflict: 'declared', conflictNote: '本人为合作者' })] },
        },
      },
    });
    renderApp('/staff/ethics-reviews');
    const card = await screen.findByRole('region', { name: '知情同意书 3.0 版修正审查' });
    expect(card).toHaveTextContent('已声明利益冲突（回避）（本人为合作者）');
    expect(within(card).queryByRole('button', { name: '填写审查表' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: '声明无利益冲突' })).not.toBeInTheDocument();
  });
});
