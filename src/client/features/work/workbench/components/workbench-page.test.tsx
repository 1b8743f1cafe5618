/** The workbench home on the real route: the clocks, visits, task counts and recruitment, each a link. */
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Workbench } from '../../../../../shared/api/work/workbench';
import { demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const counts = {
  aeSubmit: 0,
  saeRaise: 1,
  saeSubmit: 2,
  susarSubmit: 1,
  dsurSubmit: 0,
  pvReview: 0,
  violationReview: 0,
  conMedCheck: 0,
  visitDue: 3,
  followUp: 0,
  queryAnswer: 0,
  queryClose: 0,
  appointmentReview: 0,
  appointmentConfirm: 0,
  qcTaskRun: 0,
  qcFindingAnswer: 0,
  qcFindingVerify: 0,
  approvalStep: 0,
  financeWarning: 0,
  documentExpiry: 2,
  ethicsContinuingReview: 1,
};
const workbench: Workbench = {
  today: '2026-03-18',
  clocks: [
    { clock: 'sae24h', kinds: ['saeSubmit', 'saeRaise'], open: 3, overdue: 1, nextDueAt: '2026-03-18T23:00:00.000Z' },
    { clock: 'susar', kinds: ['susarSubmit'], open: 1, overdue: 0, nextDueAt: '2026-03-24T16:00:00.000Z' },
    { clock: 'dsur', kinds: ['dsurSubmit'], open: 0, overdue: 0, nextDueAt: null },
  ],
  visits: { today: 2, overdue: 1 },
  followUps: { due: 0, overdue: 0 },
  counts,
  projects: [{ id: 5, name: 'HK-2103 肺癌研究', screening: 4, enrolled: 12, target: null }],
};

describe('workbench page', () => {
  it('shows the running clocks with overdue reports and links each figure to its list', async () => {
    stubStaffApi({
      who: demoWho({ system: { pages: ['TaskInbox'] } }),
      answers: { '/api/trial/task/workbench': () => ({ body: { isOk: true, code: '200', data: workbench } }) },
    });
    renderApp('/staff');
    const clocks = await screen.findByRole('region', { name: '法规时限' });
    const sae = within(clocks).getAllByRole('listitem')[0] as HTMLElement;
    // Due 2026-03-19 07:00 in the hospital's zone, whatever the test machine's zone.
    expect(sae).toHaveTextContent('待完成 3 · 逾期 1 · 最近截止 2026-03-19 07:00');
    expect(within(clocks).getByRole('link', { name: 'SUSAR 7/15天报告' })).toHaveAttribute(
      'href',
      '/staff/tasks?kind=susarSubmit',
    );
    expect(within(clocks).getByText('无进行中的时限')).toBeInTheDocument();
    const visits = screen.getByRole('region', { name: '访视与随访' });
    expect(within(visits).getByRole('link', { name: '逾期访视' })).toHaveAttribute(
      'href',
      '/staff/tasks?kind=visitDue',
    );
    const tasks = screen.getByRole('region', { name: '待办任务' });
    expect(
      within(tasks)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      '待上报SAE',
      'SAE报告待提交',
      'SUSAR报告待提交',
      '访视待完成',
      '文件即将到期',
      '伦理跟踪审查到期',
      '查看全部待办',
    ]);
    // Documents due to expire, counted and linked to the inbox's documents kind.
    const documents = within(tasks).getByRole('link', { name: '文件即将到期' });
    expect(documents).toHaveAttribute('href', '/staff/tasks?kind=documentExpiry');
    expect(documents.parentElement).toHaveTextContent('文件即将到期2');
    // A continuing ethics review due, counted and linked the same way.
    expect(within(tasks).getByRole('link', { name: '伦理跟踪审查到期' })).toHaveAttribute(
      'href',
      '/staff/tasks?kind=ethicsContinuingReview',
    );
    const recruitment = screen.getByRole('region', { name: '招募进度' });
    expect(within(recruitment).getByRole('link', { name: 'HK-2103 肺癌研究' })).toHaveAttribute(
      'href',
      '/staff/projects/5/subjects',
    );
    expect(recruitment).toHaveTextContent('已入组 12 · 未设入组目标 · 筛选中 4');
  });

  it("shows enrolled against the project's target with a labelled progress bar", async () => {
    const withTarget = { ...workbench, projects: [{ ...workbench.projects[0], target: 40 }] };
    stubStaffApi({
      who: demoWho({ system: { pages: ['TaskInbox'] } }),
      answers: { '/api/trial/task/workbench': () => ({ body: { isOk: true, code: '200', data: withTarget } }) },
    });
    renderApp('/staff', { locale: 'en' });
    const bar = await screen.findByRole('progressbar', { name: 'HK-2103 肺癌研究' });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    expect(screen.getByText(/12 of 40 enrolled/)).toBeInTheDocument();
  });

  it('lists a multi-centre project’s recruitment per centre', async () => {
    const centres = [
      { id: 1, name: '和康医院', isOwn: true, screening: 3, enrolled: 8, target: 20 },
      { id: 2, name: '江南医科大学附属肿瘤医院', isOwn: false, screening: 1, enrolled: 4, target: null },
    ];
    const multi = { ...workbench, projects: [{ ...workbench.projects[0], target: 40, centres }] };
    stubStaffApi({
      who: demoWho({ system: { pages: ['TaskInbox'] } }),
      answers: { '/api/trial/task/workbench': () => ({ body: { isOk: true, code: '200', data: multi } }) },
    });
    renderApp('/staff');
    const list = await screen.findByRole('list', { name: 'HK-2103 肺癌研究 各中心' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['和康医院（本院）：已入组 8 / 目标 20 · 筛选中 3', '江南医科大学附属肿瘤医院：已入组 4 · 筛选中 1']);
  });
});
