/** The job monitor on the real route: jobs with their last run, error and lease; failed messages; retry after an error. */
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobList } from '../../../../../shared/api/work';
import { demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const LIST = '/api/sys/job/list';
const jobs: JobList = {
  jobs: [
    {
      name: 'his-sync',
      holder: 'node-a',
      leaseExpiresAt: '2026-03-01T02:54:00.000Z',
      lastRunAt: '2026-03-01T02:00:00.000Z',
      lastError: null,
    },
    {
      name: 'visit-reminders',
      holder: 'node-b',
      leaseExpiresAt: '2026-03-01T02:54:00.000Z',
      lastRunAt: '2026-03-01T02:00:00.000Z',
      lastError: 'unknown patient data key',
    },
  ],
  failedMessages: 2,
  pendingMessages: 1,
};
const who = demoWho({ system: { pages: ['JobMonitor'] } });

describe('job monitor', () => {
  it('lists each job with its last run, its last error and the lease, and counts failed messages', async () => {
    stubStaffApi({ who, answers: { [LIST]: () => ({ body: { isOk: true, code: '200', data: jobs } }) } });
    renderApp('/staff/jobs');
    const table = await screen.findByRole('table', { name: '定时任务' });
    const reminders = within(table).getByRole('rowheader', { name: '访视提醒' }).closest('tr');
    expect(reminders).toHaveTextContent('unknown patient data key');
    expect(reminders).toHaveTextContent('node-b');
    expect(within(table).getByRole('rowheader', { name: 'HIS 患者同步' }).closest('tr')).toHaveTextContent('无');
    const messages = screen.getByRole('region', { name: '患者提醒短信' });
    expect(messages).toHaveTextContent('发送失败 2 条');
    expect(messages).toHaveTextContent('待发送 1 条');
  });

  it('says when no job has run and offers a retry after a failed load', async () => {
    let fail = true;
    stubStaffApi({
      who,
      answers: {
        [LIST]: () =>
          fail
            ? { status: 500, body: { isOk: false, code: '500', msg: 'boom' } }
            : { body: { isOk: true, code: '200', data: { jobs: [], failedMessages: 0, pendingMessages: 0 } } },
      },
    });
    renderApp('/staff/jobs');
    await screen.findByText('加载失败');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('尚无任务运行记录')).toBeInTheDocument();
  });
});
