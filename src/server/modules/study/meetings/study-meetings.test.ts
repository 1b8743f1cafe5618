import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudyMeetingDetail, StudyMeetingSummary } from '../../../../shared/api/study/meetings';
import { loadBinderDemo } from '../../../db/seed/demo-binder';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import { createMemoryFileStore } from '../files/file-store';

const BASE = '/api/gctms/meeting';
let t: StaffTestApp;
let projectId: number;
let otherProject: number;
let team: number[];
beforeAll(async () => {
  const store = createMemoryFileStore();
  t = await createStaffTestApp({ fileStore: store });
  await loadBinderDemo(t.db, store, t.clock());
  const projects = (await t.db.selectFrom('project').select('id').orderBy('id').limit(4).execute()).map((p) => p.id);
  projectId = projects[0] ?? 0;
  otherProject = projects[3] ?? 0;
  const members = (await t.get(`/api/bus/project/${projectId}/members`, 'investigator')).json().data as {
    userId: number;
  }[];
  team = members.map((member) => member.userId);
});
afterAll(async () => t.close());

const detail = async (id: number, as = 'coordinator') => {
  const response = await t.get(`${BASE}/${projectId}/detail/${id}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as StudyMeetingDetail;
};

async function schedule(title = '项目启动会', attendeeIds = team) {
  const response = await t.post(
    `${BASE}/create`,
    {
      projectId,
      meetingType: 'kickOff',
      title,
      startsAt: '2026-01-06T02:00:00.000Z',
      place: '临床试验中心会议室',
      agenda: '1. 方案培训\n2. 职责分工',
      attendeeIds,
    },
    'coordinator',
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { id: number }).id;
}

const move = async (id: number, action: string, as = 'coordinator') =>
  t.post(`${BASE}/move`, { projectId, id, version: (await detail(id)).version, action }, as);

describe('study meetings', () => {
  it('schedules a meeting with the team invited, listed with its type and attendee count, audited', async () => {
    expect(team.length).toBeGreaterThan(1);
    const id = await schedule();
    const meeting = await detail(id);
    expect(meeting).toMatchObject({
      meetingType: 'kickOff',
      status: 0,
      agenda: '1. 方案培训\n2. 职责分工',
      minutes: null,
    });
    expect(meeting.attendees.map((row) => row.userId)).toEqual(team);
    expect(meeting.attendees.every((row) => row.status === null)).toBe(true);
    const list = (await t.get(`${BASE}/${projectId}/list`, 'coordinator')).json().data as StudyMeetingSummary[];
    expect(list.find((row) => row.id === id)).toMatchObject({ attendees: team.length, hasMinutes: false });
    const [audit] = await auditRows(t.db, 'meeting.create');
    expect(audit).toMatchObject({ entityId: String(id) });
    expect(audit?.after).toMatchObject({ kind: 'study', projectId, invited: team });
  });

  it('refuses attendees outside the project team, writing nothing', async () => {
    const outsider = await t.db
      .selectFrom('staffUser')
      .select('id')
      .where('id', 'not in', team)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const before = (await t.get(`${BASE}/${projectId}/list`, 'coordinator')).json().data.length;
    const response = await t.post(
      `${BASE}/create`,
      {
        projectId,
        meetingType: 'investigator',
        title: '研究者会议',
        startsAt: '2026-01-07T02:00:00.000Z',
        place: '线上',
        attendeeIds: [team[0], outsider.id],
      },
      'coordinator',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toContain('项目成员');
    expect((await t.get(`${BASE}/${projectId}/list`, 'coordinator')).json().data.length).toBe(before);
  });

  it('moves through the status machine and refuses the moves it does not allow', async () => {
    const id = await schedule('中心启动会');
    expect((await move(id, 'close')).statusCode).toBe(400);
    expect((await move(id, 'start')).statusCode).toBe(200);
    expect((await detail(id)).status).toBe(1);
    const cancel = await move(id, 'cancel');
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json().msg).toContain('不能取消');
    expect((await move(id, 'close')).statusCode).toBe(200);
    expect((await detail(id)).status).toBe(2);
    expect((await move(id, 'start')).statusCode).toBe(400);
    const stale = await t.post(`${BASE}/move`, { projectId, id, version: 1, action: 'cancel' }, 'coordinator');
    expect(stale.statusCode).toBe(400);
    const cancelled = await schedule('取消的会议');
    expect((await move(cancelled, 'cancel')).statusCode).toBe(200);
    expect((await detail(cancelled)).status).toBe(3);
    const [audit] = await auditRows(t.db, 'meeting.cancel');
    expect(audit).toMatchObject({ entityId: String(cancelled), before: { status: 0 }, after: { status: 3 } });
  });

  it('marks attendance only for invitees and only while the meeting is ongoing', async () => {
    const [first = 0, second = 0] = team;
    const id = await schedule('考勤会议', [first]);
    const attend = (userId: number, status: number) =>
      t.post(`${BASE}/attend`, { projectId, id, userId, status }, 'coordinator');
    const early = await attend(first, 1);
    expect(early.statusCode).toBe(400);
    expect(early.json().msg).toContain('会议进行中');
    await move(id, 'start');
    expect((await attend(second, 1)).json().msg).toContain('未受邀');
    expect((await attend(first, 2)).statusCode).toBe(200);
    expect((await detail(id)).attendees).toEqual([expect.objectContaining({ userId: first, status: 2 })]);
    const [audit] = await auditRows(t.db, 'meetingAttendee.mark');
    expect(audit?.after).toMatchObject({ meetingId: id, userId: first, status: 2 });
    expect(
      (await t.post(`${BASE}/attend`, { projectId, id, userId: first, status: 5 }, 'coordinator')).statusCode,
    ).toBe(400);
    await move(id, 'close');
    expect((await attend(first, 1)).statusCode).toBe(400);
  });

  it('files the minutes of a done meeting into the binder, a new version when written again', async () => {
    const id = await schedule('纪要会议');
    const minutes = (text: string) =>
      detail(id).then(({ version }) =>
        t.post(`${BASE}/minutes`, { projectId, id, version, minutes: text }, 'coordinator'),
      );
    const early = await minutes('会议尚未召开');
    expect(early.statusCode).toBe(400);
    expect(early.json().msg).toContain('会议结束后');
    await move(id, 'start');
    await move(id, 'close');
    expect((await minutes('一、方案培训已完成。\n二、分工确认。')).statusCode).toBe(200);
    const first = await detail(id);
    expect(first).toMatchObject({
      minutes: '一、方案培训已完成。\n二、分工确认。',
      filed: { number: 1, folderCode: '12' },
    });
    const version = await t.db
      .selectFrom('docDocumentVersion')
      .select(['status', 'documentId'])
      .where('id', '=', first.filed?.versionId ?? 0)
      .executeTakeFirstOrThrow();
    expect(version).toMatchObject({ status: 'effective', documentId: first.filed?.documentId });
    const [audit] = await auditRows(t.db, 'meeting.minutes');
    expect(audit?.after).toMatchObject({ minutesVersionId: first.filed?.versionId });
    const [filing] = await auditRows(t.db, 'document.file');
    expect(filing?.after).toMatchObject({ projectId, source: { kind: 'studyMeeting', id } });
    expect((await minutes('修订后的纪要')).statusCode).toBe(200);
    const second = await detail(id);
    expect(second.filed).toMatchObject({ number: 2, documentId: first.filed?.documentId });
    const list = (await t.get(`${BASE}/${projectId}/list`, 'coordinator')).json().data as StudyMeetingSummary[];
    expect(list.find((row) => row.id === id)?.hasMinutes).toBe(true);
  });

  it('answers 403 outside the project or without the button, 404 for no such meeting', async () => {
    const id = await schedule('权限会议');
    expect((await t.get(`${BASE}/${otherProject}/list`, 'coordinator')).statusCode).toBe(403);
    const foreign = await t.post(
      `${BASE}/move`,
      { projectId: otherProject, id, version: 1, action: 'start' },
      'coordinator',
    );
    expect(foreign.statusCode).toBe(403);
    expect((await t.post(`${BASE}/move`, { projectId, id, version: 1, action: 'start' }, 'monitor')).statusCode).toBe(
      403,
    );
    expect((await t.get(`${BASE}/${projectId}/detail/${id}`, 'monitor')).statusCode).toBe(403);
    expect((await t.get(`${BASE}/${projectId}/detail/${id + 1000}`, 'investigator')).statusCode).toBe(404);
    expect((await detail(id)).status).toBe(0);
  });
});
