/** The visit summary on the real route, read through its tables (the charts say the same). */
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VisitSummary } from '../../../../../shared/api/visits/schedule';
import { demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

class NoResize {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeEach(() => vi.stubGlobal('ResizeObserver', NoResize));
afterEach(() => vi.unstubAllGlobals());

const zero = { planned: 0, done: 0, missed: 0, outOfWindow: 0, overdue: 0 };
const summary: VisitSummary = {
  projectId: 5,
  today: '2026-01-05',
  totals: { planned: 9, done: 4, missed: 1, outOfWindow: 2, overdue: 1 },
  deviations: 3,
  visits: [
    { visitCode: 'V1', visitName: '筛选访视', counts: { planned: 5, done: 3, missed: 0, outOfWindow: 1, overdue: 0 } },
    { visitCode: 'V2', visitName: '基线', counts: { planned: 4, done: 1, missed: 1, outOfWindow: 1, overdue: 1 } },
  ],
  months: [
    { month: '2025-12', counts: { planned: 4, done: 3, missed: 1, outOfWindow: 1, overdue: 0 } },
    { month: '2026-01', counts: zero },
  ],
};
const project = { projectId: 5, projectName: 'HK-2103 肺癌研究', pages: ['VisitSummary'], buttons: [] };

describe('visit summary page', () => {
  it('shows planned, done, missed, out-of-window and overdue per visit and per month, and the deviations', async () => {
    stubStaffApi({
      who: demoWho({ projects: [project] }),
      answers: { '/api/trial/subject/visit/summary/5': () => ({ body: { isOk: true, code: '200', data: summary } }) },
    });
    renderApp('/staff/projects/5/visit-summary');
    const byVisit = await screen.findByRole('table', { name: '各访视计划、完成、缺失、超窗与逾期数' });
    expect(within(byVisit).getByRole('rowheader', { name: '筛选访视' }).closest('tr')).toHaveTextContent(
      '筛选访视53010',
    );
    expect(within(byVisit).getByRole('rowheader', { name: '合计' }).closest('tr')).toHaveTextContent('合计94121');
    const byMonth = screen.getByRole('table', { name: '各月计划、完成、缺失、超窗与逾期数' });
    expect(within(byMonth).getByRole('rowheader', { name: '2025-12' }).closest('tr')).toHaveTextContent('2025-1243110');
    expect(screen.getByText('方案偏离（缺失或超窗）', { exact: false })).toHaveTextContent('3');
    expect(screen.getByRole('img', { name: '各访视完成情况' })).toBeInTheDocument();
  });

  it('offers a retry when loading fails', async () => {
    stubStaffApi({
      who: demoWho({ projects: [project] }),
      answers: { '/api/trial/subject/visit/summary/5': { status: 500, body: { isOk: false, code: '500', msg: 'x' } } },
    });
    renderApp('/staff/projects/5/visit-summary');
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
