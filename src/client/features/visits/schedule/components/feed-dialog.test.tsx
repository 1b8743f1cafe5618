/** The schedule page's Excel export and calendar subscription, on the real route. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VisitSchedule } from '../../../../../shared/api/visits/schedule';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

const schedule: VisitSchedule = {
  today: '2026-01-05',
  from: '2026-01-05',
  to: '2026-01-11',
  projects: [{ id: 5, name: 'HK-2103 肺癌研究' }],
  rows: [],
  attention: [],
};
const project = { projectId: 5, projectName: 'HK-2103 肺癌研究', pages: ['SubjectVisits'], buttons: [] };
const ok = (data: unknown) => ({ body: { isOk: true, code: '200', data } });
const SECRET = 'A'.repeat(43);

function stub(active: boolean) {
  let state = { active, createdAt: active ? '2026-01-02T01:00:00.000Z' : null };
  return stubStaffApi({
    who: demoWho({ system: { pages: ['VisitSchedule'] }, projects: [project] }),
    answers: {
      '/api/trial/subject/visit/schedule': () => ok(schedule),
      '/api/trial/subject/visit/schedule.xlsx': () => ({ body: 'xlsx' }),
      '/api/trial/subject/visit/feed': () => ok(state),
      '/api/trial/subject/visit/feed/create': () => {
        state = { active: true, createdAt: '2026-01-05T02:00:00.000Z' };
        return ok({ path: `/api/feed/visits/${SECRET}.ics`, createdAt: state.createdAt });
      },
      '/api/trial/subject/visit/feed/revoke': () => {
        state = { active: false, createdAt: null };
        return ok(state);
      },
    },
  });
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:visits');
  URL.revokeObjectURL = vi.fn();
  // The test DOM would follow the download link and leave the page's origin behind.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('visit schedule export and subscription', () => {
  it('downloads the shown range with its filters as Excel', async () => {
    const calls = stub(false);
    const user = userEvent.setup();
    renderApp('/staff/visit-schedule?date=2026-01-07&projectId=5&status=done');
    await user.click(await screen.findByRole('button', { name: '导出' }));
    await waitFor(() => expect(callsTo(calls, '/api/trial/subject/visit/schedule.xlsx')).toHaveLength(1));
    const query = callsTo(calls, '/api/trial/subject/visit/schedule.xlsx')[0]?.search;
    expect(query?.get('from')).toBe('2026-01-05');
    expect(query?.get('to')).toBe('2026-01-11');
    expect(query?.get('projectId')).toBe('5');
    expect(query?.get('status')).toBe('done');
  });

  it('makes a feed URL shown once with the page origin, and revokes it', async () => {
    const calls = stub(false);
    const user = userEvent.setup();
    renderApp('/staff/visit-schedule?date=2026-01-07');
    await user.click(await screen.findByRole('button', { name: '订阅日历' }));
    const dialog = await screen.findByRole('dialog', { name: '订阅访视日程' });
    expect(await within(dialog).findByText('您还没有订阅链接。')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '创建订阅链接' }));
    // The create call and the answer's rendering can take a while on a busy machine.
    const url = await within(dialog).findByTestId('visit-feed-url', {});
    expect(url).toHaveValue(`${window.location.origin}/api/feed/visits/${SECRET}.ics`);
    expect(callsTo(calls, '/api/trial/subject/visit/feed/create')[0]?.method).toBe('POST');
    await user.click(await within(dialog).findByRole('button', { name: '撤销订阅' }));
    await waitFor(() => expect(callsTo(calls, '/api/trial/subject/visit/feed/revoke')).toHaveLength(1));
    expect(await within(dialog).findByText('您还没有订阅链接。')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('visit-feed-url')).not.toBeInTheDocument();
  });

  it('says since when a link exists without showing it, and offers to replace it', async () => {
    stub(true);
    const user = userEvent.setup();
    renderApp('/staff/visit-schedule?date=2026-01-07');
    await user.click(await screen.findByRole('button', { name: '订阅日历' }));
    const dialog = await screen.findByRole('dialog', { name: '订阅访视日程' });
    expect(await within(dialog).findByText(/订阅链接创建于 2026-01-02 09:00/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '更换链接' })).toBeInTheDocument();
    expect(within(dialog).queryByTestId('visit-feed-url')).not.toBeInTheDocument();
  });
});
