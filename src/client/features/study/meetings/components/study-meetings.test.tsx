/** Study meetings on the real routes: the list, a new meeting with the team invited, attendance, filed minutes. */
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudyMeetingDetail, StudyMeetingSummary } from '../../../../../shared/api/study/meetings';
import { type RecordedCall, callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const BASE = '/api/gctms/meeting';
const LIST = `${BASE}/5/list`;
const DETAIL = `${BASE}/5/detail/7`;
const ok = (data: unknown) => ({ body: { isOk: true, code: '200', data } });
const summary = (id: number, title: string, fields: Partial<StudyMeetingSummary>): StudyMeetingSummary => ({
  id,
  projectId: 5,
  meetingType: 'kickOff',
  title,
  startsAt: '2026-01-06T02:00:00.000Z',
  place: '临床试验中心会议室',
  status: 0,
  attendees: 3,
  hasMinutes: false,
  version: 1,
  ...fields,
});
const member = (userId: number, realname: string) => ({
  userId,
  userName: `u${userId}`,
  realname,
  deptId: null,
  deptName: null,
  belong: null,
  phone: null,
  email: null,
  status: 'enabled',
  roles: [{ id: 2, code: 'coordinator', name: '临床研究协调员' }],
});
const meeting = (fields: Partial<StudyMeetingDetail>): StudyMeetingDetail => ({
  id: 7,
  projectId: 5,
  meetingType: 'kickOff',
  title: '项目启动会',
  startsAt: '2026-01-06T02:00:00.000Z',
  place: '临床试验中心会议室',
  agenda: '1. 方案培训\n2. 职责分工',
  status: 1,
  startedAt: '2026-01-06T02:00:00.000Z',
  closedAt: null,
  minutes: null,
  minutesBy: null,
  minutesAt: null,
  filed: null,
  attendees: [
    { userId: 11, name: '张医生', status: null, markedAt: null },
    { userId: 12, name: '李协调', status: 1, markedAt: '2026-01-06T02:01:00.000Z' },
  ],
  version: 2,
  ...fields,
});

function stub(buttons: string[], answers: Record<string, (call: RecordedCall) => { status?: number; body: unknown }>) {
  return stubStaffApi({
    who: demoWho({
      projects: [{ projectId: 5, projectName: 'HK-2103 肺癌研究', pages: ['StudyMeetings', 'ProjectTeam'], buttons }],
    }),
    answers,
  });
}

describe('study meetings', () => {
  it('lists upcoming and past meetings and schedules one with the whole team invited', async () => {
    const calls = stub(['studyMeeting:manage'], {
      [LIST]: () =>
        ok([
          summary(9, '关闭访视会', { meetingType: 'closeOut', startsAt: '2026-03-01T02:00:00.000Z' }),
          summary(7, '项目启动会', { status: 2, hasMinutes: true }),
        ]),
      '/api/bus/project/5/members': () => ok([member(11, '张医生'), member(12, '李协调'), member(13, '王监查')]),
      [`${BASE}/create`]: () => ok({ id: 10, version: 1 }),
    });
    renderApp('/staff/projects/5/meetings');
    const upcoming = await screen.findByRole('region', { name: '待召开' });
    expect(within(upcoming).getByText('关闭访视会')).toBeInTheDocument();
    expect(within(upcoming).getByText(/关闭访视会 · 2026-03-01 10:00/)).toBeInTheDocument();
    const past = screen.getByRole('region', { name: '已结束或已取消' });
    expect(within(past).getByText(/已有纪要/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '安排会议' }));
    const dialog = await screen.findByRole('dialog', { name: '安排会议' });
    const team = within(dialog).getByRole('group', { name: '参会人（项目成员，默认全部邀请）' });
    await waitFor(() => expect(within(team).getAllByRole('checkbox')).toHaveLength(3));
    expect(
      within(team)
        .getAllByRole('checkbox')
        .every((box) => (box as HTMLInputElement).checked),
    ).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText(/请填写会议类型/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '会议名称' }), '中心启动会');
    fireEvent.change(within(dialog).getByLabelText(/开始时间/), { target: { value: '2026-02-10T09:30' } });
    await user.type(within(dialog).getByRole('textbox', { name: '地点' }), '三楼会议室');
    await user.type(within(dialog).getByRole('textbox', { name: '议程' }), '方案培训');
    await user.click(within(team).getByRole('checkbox', { name: /王监查/ }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(callsTo(calls, `${BASE}/create`)).toHaveLength(1));
    expect(callsTo(calls, `${BASE}/create`)[0]?.json).toEqual({
      projectId: 5,
      meetingType: 'kickOff',
      title: '中心启动会',
      startsAt: '2026-02-10T01:30:00.000Z',
      place: '三楼会议室',
      agenda: '方案培训',
      attendeeIds: [11, 12],
    });
  });

  it('marks attendance while the meeting is ongoing and closes it', async () => {
    const calls = stub(['studyMeeting:manage'], {
      [DETAIL]: () => ok(meeting({})),
      [`${BASE}/attend`]: () => ok({ id: 1, version: 2 }),
      [`${BASE}/move`]: () => ok({ id: 7, version: 3 }),
    });
    renderApp('/staff/projects/5/meetings/7');
    const table = await screen.findByRole('table', { name: '考勤' });
    expect(within(screen.getByRole('region', { name: '议程' })).getByText(/方案培训/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '开始会议' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(table).getByRole('combobox', { name: '登记 张医生 的考勤' }));
    await user.click(await screen.findByRole('option', { name: '迟到' }));
    await waitFor(() => expect(callsTo(calls, `${BASE}/attend`)).toHaveLength(1));
    expect(callsTo(calls, `${BASE}/attend`)[0]?.json).toEqual({ projectId: 5, id: 7, userId: 11, status: 2 });
    await user.click(screen.getByRole('button', { name: '结束会议' }));
    await waitFor(() => expect(callsTo(calls, `${BASE}/move`)).toHaveLength(1));
    expect(callsTo(calls, `${BASE}/move`)[0]?.json).toEqual({ projectId: 5, id: 7, version: 2, action: 'close' });
  });

  it('files the minutes of a done meeting and shows the binder version; read-only without the button', async () => {
    let filed = false;
    const calls = stub(['studyMeeting:manage'], {
      [DETAIL]: () =>
        ok(
          meeting({
            status: 2,
            version: filed ? 4 : 3,
            ...(filed
              ? {
                  minutes: '方案培训已完成',
                  minutesBy: '李协调',
                  minutesAt: '2026-01-06T04:00:00.000Z',
                  filed: { documentId: 3, versionId: 8, number: 1, folderCode: '12' },
                }
              : {}),
          }),
        ),
      [`${BASE}/minutes`]: () => {
        filed = true;
        return ok({ id: 7, version: 4 });
      },
    });
    renderApp('/staff/projects/5/meetings/7');
    const section = await screen.findByRole('region', { name: '会议纪要' });
    expect(within(screen.getByRole('table', { name: '考勤' })).queryByRole('combobox')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: '保存并归档纪要' }));
    expect(within(section).getByText('请填写会议纪要')).toBeInTheDocument();
    await user.type(within(section).getByRole('textbox', { name: '会议纪要' }), '方案培训已完成');
    await user.click(within(section).getByRole('button', { name: '保存并归档纪要' }));
    await waitFor(() => expect(callsTo(calls, `${BASE}/minutes`)).toHaveLength(1));
    expect(callsTo(calls, `${BASE}/minutes`)[0]?.json).toEqual({
      projectId: 5,
      id: 7,
      version: 3,
      minutes: '方案培训已完成',
    });
    expect(await screen.findByText('已归档：文件夹 12，第 1 版')).toBeInTheDocument();
  });

  it('shows a viewer without the button the meeting without moves, attendance selects or minutes form', async () => {
    stub([], {
      [DETAIL]: () =>
        ok(meeting({ status: 2, minutes: '纪要正文', minutesBy: '李协调', minutesAt: '2026-01-06T04:00:00.000Z' })),
    });
    renderApp('/staff/projects/5/meetings/7');
    const section = await screen.findByRole('region', { name: '会议纪要' });
    expect(within(section).getByText('纪要正文')).toBeInTheDocument();
    expect(within(section).getByText(/纪要未归档/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /会议|纪要/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: '考勤' })).getByText('准时')).toBeInTheDocument();
  });
});
