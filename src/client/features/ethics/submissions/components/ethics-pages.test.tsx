/** The secretary's board and a project's submissions on the real routes: columns with counts, the new-submission dialog. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubmissionDocument, SubmissionRow } from '../../../../../shared/api/ethics/submissions';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const row = (id: number, fields: Partial<SubmissionRow>): SubmissionRow => ({
  id,
  projectId: 5,
  projectName: '肺癌靶向治疗研究',
  projectNo: 'HK-1021',
  type: 'amendment',
  title: '方案修正案 1 审查申请',
  status: 'submitted',
  acceptanceNumber: null,
  submittedAt: '2026-01-04T02:00:00.000Z',
  submittedBy: 'coordinator',
  documentCount: 1,
  updatedAt: '2026-01-04T02:00:00.000Z',
  version: 2,
  ...fields,
});

const version = (versionId: number, title: string, number: number, folderCode: string): SubmissionDocument => ({
  versionId,
  documentId: versionId * 10,
  title,
  number,
  status: 'effective',
  fileName: `${title}-v${number}.pdf`,
  fileSize: 2048,
  folderCode,
  folderName: folderCode === '01' ? '方案及修正案' : '研究者简历',
});

describe('the ethics board', () => {
  it('shows each column with its count and lists the chosen column, each submission linked to its page', async () => {
    stubStaffApi({
      who: demoWho({ system: { pages: ['EthicsBoard'], buttons: ['ethicsSubmission:review'] } }),
      answers: {
        '/api/ethic/board/counts': {
          body: { isOk: true, code: '200', data: { incoming: 2, returned: 1, accepted: 3, agenda: 0, decided: 0 } },
        },
        '/api/ethic/board/list': (call) => ({
          body: {
            isOk: true,
            code: '200',
            rows:
              call.search.get('column') === 'incoming'
                ? [row(11, {}), row(12, { type: 'continuing', title: '2026 年度跟踪审查报告' })]
                : call.search.get('column') === 'returned'
                  ? [row(13, { type: 'safetyReport', title: 'SAE 报告', status: 'returned' })]
                  : [],
            total: 0,
          },
        }),
      },
    });
    renderApp('/staff/ethics-board');
    expect(await screen.findByRole('heading', { name: '伦理审查工作台' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: '工作台分栏' });
    expect(await within(tabs).findByRole('tab', { name: '待受理 (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: '已受理/审查中 (3)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '待受理' });
    const first = (await within(table).findByText('方案修正案 1 审查申请')).closest('tr')!;
    expect(first).toHaveTextContent('HK-1021 肺癌靶向治疗研究');
    expect(first).toHaveTextContent('修正案审查');
    expect(within(first).getByRole('link', { name: '查看 方案修正案 1 审查申请' })).toHaveAttribute(
      'href',
      '/staff/ethics-board/11',
    );
    expect(within(table).getByText('跟踪（年度）审查')).toBeInTheDocument();

    await userEvent.setup().click(within(tabs).getByRole('tab', { name: '已退回 (1)' }));
    const returned = await screen.findByRole('table', { name: '已退回' });
    expect(await within(returned).findByText('SAE 报告')).toBeInTheDocument();
    expect(within(returned).queryByText('方案修正案 1 审查申请')).not.toBeInTheDocument();
  });
});

describe("a project's submissions", () => {
  function stub(buttons: string[]) {
    return stubStaffApi({
      who: demoWho({
        projects: [{ projectId: 5, projectName: 'HK-1021 肺癌研究', pages: ['EthicsSubmissions'], buttons }],
      }),
      answers: {
        '/api/ethic/issue/list/5': {
          body: { isOk: true, code: '200', rows: [row(11, { status: 'draft', submittedAt: null })], total: 1 },
        },
        '/api/ethic/issue/binder/5': {
          body: {
            isOk: true,
            code: '200',
            data: [version(21, '临床试验方案', 2, '01'), version(22, '主要研究者简历', 1, '06.01')],
          },
        },
        '/api/ethic/issue/save': { body: { isOk: true, code: '200', data: { id: 12, version: 1 } } },
      },
    });
  }

  it('lists the submissions; a reader has no new-submission button', async () => {
    stub([]);
    renderApp('/staff/projects/5/ethics-submissions');
    const table = await screen.findByRole('table', { name: '伦理递交' });
    const first = (await within(table).findByText('方案修正案 1 审查申请')).closest('tr')!;
    expect(first).toHaveTextContent('草稿');
    expect(screen.queryByRole('button', { name: '新建递交' })).not.toBeInTheDocument();
  });

  it('drafts a submission of a type carrying the binder versions picked, and asks for a title first', async () => {
    const calls = stub(['ethics:submit']);
    renderApp('/staff/projects/5/ethics-submissions');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '新建递交' }));
    const dialog = await screen.findByRole('dialog', { name: '伦理递交' });
    await user.click(within(dialog).getByRole('combobox', { name: '递交类型' }));
    await user.click(await screen.findByRole('option', { name: '修正案审查' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /临床试验方案 v2/ }));
    await user.click(within(dialog).getByRole('button', { name: '保存草稿' }));
    expect(within(dialog).getByText('请填写标题')).toBeInTheDocument();
    expect(callsTo(calls, '/api/ethic/issue/save')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /标题/ }), '方案修正案 2 审查申请');
    await user.click(within(dialog).getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(callsTo(calls, '/api/ethic/issue/save')).toHaveLength(1));
    expect(callsTo(calls, '/api/ethic/issue/save')[0]?.json).toEqual({
      projectId: 5,
      type: 'amendment',
      title: '方案修正案 2 审查申请',
      notes: null,
      documentVersionIds: [21],
    });
  });
});
