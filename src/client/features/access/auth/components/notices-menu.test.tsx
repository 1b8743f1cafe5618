/** The header's notices: unread count on the button, the menu linking to the subject's calendar, marking read. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NoticeList, StaffNotice } from '../../../../../shared/api/work';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const LIST = '/api/gbs/notice/list';
const READ = '/api/gbs/notice/read';
const notice = (id: number, fields: Partial<StaffNotice>): StaffNotice => ({
  id,
  projectId: 5,
  projectName: 'HK-2103 肺癌研究',
  kind: 'visitReminder',
  subjectVisitId: 100 + id,
  subjectId: 40 + id,
  title: `访视提醒：HK-00${id} 治疗周期第1天`,
  body: '…',
  dueDate: '2026-03-03',
  createdAt: '2026-03-01T02:00:00.000Z',
  readAt: null,
  ...fields,
});

function stub(list: NoticeList) {
  return stubStaffApi({
    who: demoWho({ projects: [{ projectId: 5, projectName: 'HK-2103 肺癌研究', pages: ['SubjectVisits'] }] }),
    answers: {
      [LIST]: () => ({ body: { isOk: true, code: '200', data: list } }),
      [READ]: (call) => ({
        body: { isOk: true, code: '200', data: { marked: (call.json as { ids: number[] }).ids.length } },
      }),
    },
  });
}

describe('notices menu', () => {
  it('shows the unread count and opens a notice at the subject’s calendar, marking it read', async () => {
    const calls = stub({
      unreadCount: 2,
      notices: [notice(1, {}), notice(2, {}), notice(3, { readAt: '2026-02-27T02:00:00.000Z' })],
    });
    renderApp('/staff');
    await userEvent.click(await screen.findByRole('button', { name: '通知（2 条未读）' }));
    const menu = screen.getByRole('menu', { name: '通知列表' });
    expect(menu).toHaveTextContent('访视日 2026-03-03');
    const first = screen.getByRole('menuitem', { name: /HK-001/ });
    expect(first).toHaveAttribute('href', '/staff/projects/5/visits?subjectId=41');
    await userEvent.click(first);
    await waitFor(() => expect(callsTo(calls, READ)).toHaveLength(1));
    expect(callsTo(calls, READ)[0]?.json).toEqual({ ids: [1] });
  });

  it('marks all unread notices read at once, and says when there are none', async () => {
    const calls = stub({ unreadCount: 1, notices: [notice(7, {})] });
    renderApp('/staff');
    await userEvent.click(await screen.findByRole('button', { name: '通知（1 条未读）' }));
    await userEvent.click(screen.getByRole('menuitem', { name: '全部标为已读' }));
    await waitFor(() => expect(callsTo(calls, READ)[0]?.json).toEqual({ ids: [7] }));
  });

  it('has a plain button and an empty list without notices', async () => {
    stub({ unreadCount: 0, notices: [] });
    renderApp('/staff');
    await userEvent.click(await screen.findByRole('button', { name: '通知' }));
    expect(screen.getByRole('menu', { name: '通知列表' })).toHaveTextContent('暂无通知');
  });
});
