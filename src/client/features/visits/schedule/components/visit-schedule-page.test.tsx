/** The schedule page on the real route, read through its day regions and tables. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScheduleRow, VisitDayList, VisitSchedule } from '../../../../../shared/api/visits/schedule';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

const base: ScheduleRow = {
  id: 1,
  projectId: 5,
  projectName: 'HK-2103 肺癌研究',
  subjectId: 11,
  subjectNumber: 'S-001',
  initials: 'ZSM',
  visitCode: 'V1',
  cycle: 1,
  visitName: '筛选访视',
  groupName: null,
  day: '2026-01-05',
  plannedDate: '2026-01-05',
  windowStart: '2026-01-03',
  windowEnd: '2026-01-07',
  executedDate: null,
  status: 'planned',
  overdue: false,
  dueToday: true,
  outOfWindow: false,
};
const overdue: ScheduleRow = {
  ...base,
  id: 2,
  visitCode: 'V0',
  visitName: '基线',
  day: '2025-12-20',
  plannedDate: '2025-12-20',
  windowStart: '2025-12-18',
  windowEnd: '2025-12-22',
  dueToday: false,
  overdue: true,
};
const late: ScheduleRow = {
  ...base,
  id: 3,
  subjectId: 12,
  subjectNumber: 'S-002',
  visitName: '治疗第1周期',
  cycle: 2,
  day: '2026-01-08',
  plannedDate: '2026-01-06',
  executedDate: '2026-01-08',
  status: 'done',
  dueToday: false,
  outOfWindow: true,
};
const schedule: VisitSchedule = {
  today: '2026-01-05',
  from: '2026-01-05',
  to: '2026-01-11',
  projects: [{ id: 5, name: 'HK-2103 肺癌研究' }],
  rows: [base, late],
  attention: [overdue, base],
};
const project = { projectId: 5, projectName: 'HK-2103 肺癌研究', pages: ['SubjectVisits'], buttons: [] };
const ok = (data: unknown) => ({ body: { isOk: true, code: '200', data } });

function stub() {
  return stubStaffApi({
    who: demoWho({ system: { pages: ['VisitSchedule'] }, projects: [project] }),
    answers: {
      '/api/trial/subject/visit/schedule': () => ok(schedule),
      '/api/trial/subject/visit/day': (call) =>
        ok({ today: '2026-01-05', date: call.search.get('date') ?? '', rows: [base] } satisfies VisitDayList),
      '/api/trial/subject/visit/schedule.ics': () => ({ body: 'BEGIN:VCALENDAR' }),
    },
  });
}

const createObjectURL = vi.fn(() => 'blob:visits');

beforeEach(() => {
  createObjectURL.mockClear();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('visit schedule page', () => {
  it('shows the Monday-start week as day regions with linked visits, and today and overdue first', async () => {
    const calls = stub();
    renderApp('/staff/visit-schedule?date=2026-01-07&layout=grid');
    const monday = await screen.findByRole('region', { name: '2026-01-05 周一' });
    const link = within(monday).getByRole('link', { name: '打开 S-001 的访视日历' });
    expect(link).toHaveAttribute('href', '/staff/projects/5/visits?subjectId=11');
    expect(within(monday).getByText('今日')).toBeInTheDocument();
    const thursday = screen.getByRole('region', { name: '2026-01-08 周四' });
    expect(within(thursday).getByText('治疗第1周期 (2)')).toBeInTheDocument();
    expect(within(thursday).getByText('超窗')).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: /^2026-01-\d\d 周/ })).toHaveLength(7);
    const query = callsTo(calls, '/api/trial/subject/visit/schedule')[0]?.search;
    expect(query?.get('from')).toBe('2026-01-05');
    expect(query?.get('to')).toBe('2026-01-11');
    const attention = screen.getByRole('table', { name: '今日与逾期' });
    const rows = within(attention).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2025-12-20S-001 (ZSM)基线');
    expect(rows[1]).toHaveTextContent('逾期');
  });

  it('asks for whole weeks around a month, filtered by project and status from the URL', async () => {
    const calls = stub();
    renderApp('/staff/visit-schedule?view=month&date=2026-01-15&projectId=5&status=overdue&layout=table');
    const table = await screen.findByRole('table', { name: '访视列表' });
    expect(within(table).getByRole('rowheader', { name: '2026-01-08' }).closest('tr')).toHaveTextContent('已完成');
    const query = callsTo(calls, '/api/trial/subject/visit/schedule')[0]?.search;
    expect(query?.get('from')).toBe('2025-12-29');
    expect(query?.get('to')).toBe('2026-02-01');
    expect(query?.get('projectId')).toBe('5');
    expect(query?.get('status')).toBe('overdue');
  });

  it('downloads the shown range as .ics and prints the day list', async () => {
    const calls = stub();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = userEvent.setup();
    renderApp('/staff/visit-schedule?date=2026-01-07');
    await user.click(await screen.findByRole('button', { name: '导出日历' }));
    await waitFor(() => expect(callsTo(calls, '/api/trial/subject/visit/schedule.ics')).toHaveLength(1));
    const ics = callsTo(calls, '/api/trial/subject/visit/schedule.ics')[0]?.search;
    expect(ics?.get('from')).toBe('2026-01-05');
    expect(ics?.get('to')).toBe('2026-01-11');
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: '打印当日' }));
    const list = await screen.findByRole('table', { name: '2026-01-07 访视清单' });
    expect(within(list).getByText('S-001 (ZSM)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '打印' }));
    expect(print).toHaveBeenCalled();
  });
});
