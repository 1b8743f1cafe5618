/** The meeting room on its real route: the secretary's quorum indicator and vote buttons, a member's phone view and vote dialog. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MeetingRoom, RoomItem } from '../../../../../shared/api/ethics/meeting-room';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const item = (fields: Partial<RoomItem> = {}): RoomItem => ({
  id: 31,
  submissionId: 21,
  sort: 1,
  projectName: '肺癌靶向治疗研究',
  projectNo: 'HK-1021',
  type: 'amendment',
  title: '方案 3.0 版修正案',
  acceptanceNumber: 'EC-2026-0003',
  submissionStatus: 'onAgenda',
  voteStatus: 'pending',
  voted: [],
  conflicted: [],
  cast: 0,
  eligible: 0,
  counts: null,
  decision: null,
  otherDecision: null,
  outcomeNote: null,
  myVote: null,
  documents: [{ versionId: 3, title: '修正案', fileName: 'amendment.pdf' }],
  ...fields,
});

const room = (fields: Partial<MeetingRoom> = {}): MeetingRoom => ({
  meeting: {
    id: 5,
    title: '2026年第1次伦理审查会议',
    startsAt: '2026-01-05T06:00:00.000Z',
    place: '行政楼三楼会议室',
    notes: null,
    status: 1,
    items: 1,
    version: 2,
  },
  attendees: [
    { userId: 101, name: '王建华', role: 'chair', status: 1, markedAt: null },
    { userId: 102, name: '李红', role: 'member', status: null, markedAt: null },
  ],
  quorum: {
    met: false,
    present: 1,
    needed: 5,
    members: 9,
    conditions: [
      { condition: 'count', met: false },
      { condition: 'nonScientific', met: false },
      { condition: 'nonAffiliated', met: true },
      { condition: 'bothSexes', met: true },
    ],
  },
  items: [item()],
  me: { userId: 1, manage: true, invited: false, status: null },
  ...fields,
});

const ok = (data: unknown) => ({ body: { isOk: true, code: '200', data } });

describe('the meeting room', () => {
  it("shows the secretary the quorum indicator with each condition, the attendance and the item's vote button", async () => {
    const calls = stubStaffApi({
      who: demoWho({ system: { pages: ['EthicsMeetings'], buttons: ['ethicsMeeting:manage'] } }),
      answers: {
        '/api/meeting/room/5': () => ok(room()),
        '/api/meeting/vote/open': () => ok({ id: 31, version: 2 }),
      },
    });
    renderApp('/staff/ethics-meetings/5');
    const quorum = await screen.findByRole('status', { name: '法定人数' });
    expect(quorum).toHaveTextContent('未达到法定人数（到会 1 人，需 5 人）');
    expect(quorum).toHaveTextContent('到会人数过半且不少于最低人数：不满足');
    expect(quorum).toHaveTextContent('有非医药专业委员到会：不满足');
    expect(quorum).toHaveTextContent('有外单位委员到会：满足');
    expect(screen.getByRole('table', { name: '考勤' })).toHaveTextContent('李红');
    const section = screen.getByRole('region', { name: '方案 3.0 版修正案' });
    await userEvent.setup().click(within(section).getByRole('button', { name: '开启投票' }));
    await waitFor(() => expect(callsTo(calls, '/api/meeting/vote/open')).toHaveLength(1));
    expect(callsTo(calls, '/api/meeting/vote/open')[0]?.json).toEqual({ itemId: 31 });
  });

  it('lets a secretary who is a present member vote on an open item beside the vote controls', async () => {
    const secretary = room({
      items: [item({ voteStatus: 'open', eligible: 5 })],
      me: { userId: 1, manage: true, invited: true, status: 1 },
    });
    stubStaffApi({
      who: demoWho({ system: { pages: ['EthicsMeetings'], buttons: ['ethicsMeeting:manage'] } }),
      answers: { '/api/meeting/room/5': () => ok(secretary) },
    });
    renderApp('/staff/ethics-meetings/5');
    const section = await screen.findByRole('region', { name: '方案 3.0 版修正案' });
    expect(within(section).getByRole('button', { name: '结束投票' })).toBeInTheDocument();
    await userEvent.setup().click(within(section).getByRole('button', { name: '投票' }));
    expect(await screen.findByRole('dialog', { name: '投票：方案 3.0 版修正案' })).toBeInTheDocument();
  });

  it('offers a secretary who is not invited no vote of their own', async () => {
    stubStaffApi({
      who: demoWho({ system: { pages: ['EthicsMeetings'], buttons: ['ethicsMeeting:manage'] } }),
      answers: { '/api/meeting/room/5': () => ok(room({ items: [item({ voteStatus: 'open', eligible: 5 })] })) },
    });
    renderApp('/staff/ethics-meetings/5');
    const section = await screen.findByRole('region', { name: '方案 3.0 版修正案' });
    expect(within(section).getByRole('button', { name: '结束投票' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: '投票' })).not.toBeInTheDocument();
  });

  it('gives a member at 375 px one column: check-in, the documents, and the vote dialog leading to the signature', async () => {
    vi.stubGlobal('innerWidth', 375);
    const member = room({
      items: [item({ voteStatus: 'open', eligible: 5 })],
      me: { userId: 102, manage: false, invited: true, status: 1 },
    });
    stubStaffApi({
      who: demoWho({ system: { pages: ['EthicsMeetings'] } }),
      answers: { '/api/meeting/room/5': () => ok(member) },
    });
    renderApp('/staff/ethics-meetings/5');
    const view = await screen.findByTestId('member-view');
    expect(within(view).queryByRole('table')).not.toBeInTheDocument();
    expect(within(view).getByRole('region', { name: '我的签到' })).toHaveTextContent('已签到：准时');
    const section = within(view).getByRole('region', { name: '方案 3.0 版修正案' });
    expect(within(section).getByRole('button', { name: '下载 修正案' })).toBeInTheDocument();
    expect(section).toHaveTextContent('投票中 · 已投 0 / 5');
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: '投票' }));
    const dialog = await screen.findByRole('dialog', { name: '投票：方案 3.0 版修正案' });
    await user.click(within(dialog).getByRole('button', { name: '下一步：签名' }));
    expect(await within(dialog).findByText('表决意见', { selector: 'p, div[role="alert"] *' })).toBeInTheDocument();
  });

  it('offers an invited member check-in while the meeting is ongoing', async () => {
    const calls = stubStaffApi({
      who: demoWho({ system: { pages: ['EthicsMeetings'] } }),
      answers: {
        '/api/meeting/room/5': () => ok(room({ me: { userId: 102, manage: false, invited: true, status: null } })),
        '/api/meeting/attend': () => ok({ id: 2, version: 2 }),
      },
    });
    renderApp('/staff/ethics-meetings/5');
    await userEvent.setup().click(await screen.findByRole('button', { name: '签到（准时）' }));
    await waitFor(() => expect(callsTo(calls, '/api/meeting/attend')).toHaveLength(1));
    expect(callsTo(calls, '/api/meeting/attend')[0]?.json).toEqual({ id: 5, userId: 102, status: 1 });
  });
});
