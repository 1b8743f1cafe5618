/** The funnel pages on the real routes, read through their accessible tables (the charts say the same). */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FunnelOverview, ProjectFunnel } from '../../../../../shared/api/recruitment/funnel';
import { emptyFunnelCounts, funnelStageRows } from '../../../../../shared/domain/recruitment/funnel';
import { demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

class NoResize {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeEach(() => vi.stubGlobal('ResizeObserver', NoResize));
afterEach(() => vi.unstubAllGlobals());

const counts = { candidates: 10, recommended: 6, contacted: 4, willing: 3, screening: 2, enrolled: 1 };
const funnel: ProjectFunnel = {
  projectId: 5,
  centreId: null,
  centres: [],
  today: '2026-01-05',
  from: null,
  to: null,
  stages: funnelStageRows(counts),
  weeks: [
    { week: '2025-12-29', counts: emptyFunnelCounts() },
    { week: '2026-01-05', counts },
  ],
  screenFailReasons: [{ code: 'lab', count: 1 }],
  unwillingReasons: [
    { code: 'risk', count: 2 },
    { code: 'unknown', count: 1 },
  ],
};
const project = { projectId: 5, projectName: 'HK-2103 肺癌研究', pages: ['RecruitFunnel'], buttons: [] };
const ok = (data: unknown) => ({ body: { isOk: true, code: '200', data } });

describe('recruitment funnel pages', () => {
  it('shows each stage with its count and conversion rates, by week and by reason', async () => {
    stubStaffApi({
      who: demoWho({ projects: [project] }),
      answers: { '/api/trial/recruit/funnel/5': () => ok(funnel) },
    });
    renderApp('/staff/projects/5/funnel');
    const stages = await screen.findByRole('table', { name: '各阶段人数与转化率' });
    const willing = within(stages).getByRole('rowheader', { name: '有意愿' }).closest('tr');
    expect(willing).toHaveTextContent('375.0%30.0%');
    expect(within(stages).getByRole('rowheader', { name: '候选患者' }).closest('tr')).toHaveTextContent('10—100.0%');
    const weeks = screen.getByRole('table', { name: '按周各阶段人数' });
    expect(within(weeks).getByRole('rowheader', { name: '2026-01-05' }).closest('tr')).toHaveTextContent(
      '2026-01-05106432',
    );
    const unwilling = screen.getByRole('table', { name: '不愿参加原因' });
    expect(within(unwilling).getByRole('rowheader', { name: '担心风险/副作用' }).closest('tr')).toHaveTextContent('2');
    expect(within(unwilling).getByRole('rowheader', { name: '未记录' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '招募漏斗图' })).toBeInTheDocument();
  });

  it('narrows the funnel to the centre chosen and shows every centre with the total', async () => {
    const atLead = { ...emptyFunnelCounts(), screening: 3, enrolled: 2 };
    const centres = [
      { centreId: 1, name: '和康医院', isOwn: true, counts },
      { centreId: 2, name: '江南医科大学附属肿瘤医院', isOwn: false, counts: atLead },
    ];
    const asked: (string | null)[] = [];
    stubStaffApi({
      who: demoWho({ projects: [project] }),
      answers: {
        '/api/trial/recruit/funnel/5': (call) => {
          const centreId = call.search.get('centreId');
          asked.push(centreId);
          const stages = funnelStageRows(centreId ? atLead : counts);
          return ok({ ...funnel, centres, centreId: centreId ? Number(centreId) : null, stages });
        },
      },
    });
    renderApp('/staff/projects/5/funnel');
    const byCentre = await screen.findByRole('table', { name: '各中心' });
    expect(within(byCentre).getByRole('rowheader', { name: '和康医院（本院）' }).closest('tr')).toHaveTextContent(
      '1064321',
    );
    expect(within(byCentre).getByRole('rowheader', { name: '合计' }).closest('tr')).toHaveTextContent('合计1064353');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: '研究中心' }));
    await user.click(await screen.findByRole('option', { name: '江南医科大学附属肿瘤医院' }));
    await waitFor(() => expect(asked).toContain('2'));
    const stages = screen.getByRole('table', { name: '各阶段人数与转化率' });
    await waitFor(() =>
      expect(within(stages).getByRole('rowheader', { name: '已入组' }).closest('tr')).toHaveTextContent('2'),
    );
    expect(within(stages).getByRole('rowheader', { name: '候选患者' }).closest('tr')).toHaveTextContent('0');
  });

  it('sums projects on the overview and links each to its funnel', async () => {
    const overview: FunnelOverview = {
      ...funnel,
      projects: [{ projectId: 5, projectName: 'HK-2103 肺癌研究', counts }],
    };
    stubStaffApi({
      who: demoWho({ system: { pages: ['RecruitOverview'] }, projects: [project] }),
      answers: { '/api/trial/recruit/funnel': () => ok(overview) },
    });
    renderApp('/staff/recruitment');
    const table = await screen.findByRole('table', { name: '各项目' });
    const link = within(table).getByRole('link', { name: 'HK-2103 肺癌研究' });
    expect(link).toHaveAttribute('href', '/staff/projects/5/funnel');
    expect(link.closest('tr')).toHaveTextContent('106432');
  });
});
