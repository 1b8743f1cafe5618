/** The reports page on the real route: the catalogue with what the user holds, links to run them, applying for one, and the applications. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportApplication, ReportCatalogue } from '../../../../../shared/api/access/reports';
import { REPORT_CATALOGUE, REPORT_KEYS } from '../../../../../shared/domain/reports';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const CATALOGUE = '/api/gbc/report/catalogue';
const APPLICATIONS = '/api/gbc/report/applications';
const APPLY = '/api/gbc/report/apply';
const ok = (data: unknown) => ({ body: { isOk: true, code: '200', data } });

const projects = [
  { id: 11, name: '肺癌靶向药III期研究' },
  { id: 12, name: '2型糖尿病真实世界研究' },
];
const catalogue: ReportCatalogue = {
  reports: REPORT_KEYS.map((key) => ({
    key,
    area: REPORT_CATALOGUE[key].area,
    scope: REPORT_CATALOGUE[key].scope,
    held: key === 'aeListing',
    projects: key === 'aeListing' ? [projects[0] ?? { id: 0, name: '' }] : [],
  })),
  myProjects: projects,
};
const applications: ReportApplication[] = [
  {
    id: 5,
    reportKey: 'financeReport',
    projectId: 11,
    projectName: projects[0]?.name ?? null,
    reason: '季度经费核对',
    startsOn: '2026-01-05',
    endsOn: '2026-03-31',
    status: 'approving',
    createdAt: '2026-01-05T02:00:00.000Z',
    decidedAt: null,
  },
];

function stub(buttons: string[]) {
  return stubStaffApi({
    who: demoWho({ system: { pages: ['Reports'], buttons } }),
    answers: {
      [CATALOGUE]: ok(catalogue),
      [APPLICATIONS]: ok(applications),
      [APPLY]: ok({ id: 6, version: 1 }),
    },
  });
}

describe('reports page', () => {
  it('shows every report, which are held with a link per project, and the applications with their status', async () => {
    stub(['report:apply']);
    renderApp('/staff/reports');
    const table = await screen.findByRole('table', { name: '报表目录' });
    await within(table).findByText('不良事件清单');
    expect(within(table).getAllByRole('row')).toHaveLength(REPORT_KEYS.length + 1);
    const ae = within(table).getByText('不良事件清单').closest('tr');
    if (!ae) throw new Error('no AE row');
    expect(ae).toHaveTextContent('已拥有');
    expect(within(ae).getByRole('link', { name: '打开「不良事件清单」：肺癌靶向药III期研究' })).toHaveAttribute(
      'href',
      '/staff/projects/11/ae',
    );
    const finance = within(table).getByText('项目财务报表').closest('tr');
    expect(finance).toHaveTextContent('未拥有');
    const mine = await screen.findByRole('table', { name: '我的申请' });
    expect(await within(mine).findByText('季度经费核对')).toBeInTheDocument();
    expect(within(mine).getAllByRole('row')[1]).toHaveTextContent('审批中');
  });

  it('applies for a report with its project, reason and period, refusing an empty reason first', async () => {
    const calls = stub(['report:apply']);
    renderApp('/staff/reports');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '申请「项目财务报表」' }));
    const dialog = await screen.findByRole('dialog', { name: '申请报表：项目财务报表' });
    await user.click(within(dialog).getByRole('button', { name: '申请' }));
    expect(within(dialog).getAllByText('必填').length).toBeGreaterThan(0);
    expect(callsTo(calls, APPLY)).toEqual([]);
    await user.click(within(dialog).getByRole('combobox', { name: '项目' }));
    await user.click(await screen.findByRole('option', { name: '2型糖尿病真实世界研究' }));
    await user.type(within(dialog).getByLabelText(/申请理由/), '季度经费核对');
    const startsOn = within(dialog).getByLabelText(/开始日期/);
    await user.clear(startsOn);
    await user.type(startsOn, '2026-02-01');
    await user.type(within(dialog).getByLabelText(/结束日期/), '2026-06-30');
    await user.click(within(dialog).getByRole('button', { name: '申请' }));
    await waitFor(() =>
      expect(callsTo(calls, APPLY)[0]?.json).toEqual({
        reportKey: 'financeReport',
        projectId: 12,
        reason: '季度经费核对',
        startsOn: '2026-02-01',
        endsOn: '2026-06-30',
      }),
    );
  });

  it('offers no application without the report:apply button', async () => {
    stub([]);
    renderApp('/staff/reports');
    await screen.findByRole('table', { name: '报表目录' });
    await screen.findByText('不良事件清单');
    expect(screen.queryByRole('button', { name: /^申请「/ })).not.toBeInTheDocument();
  });
});
