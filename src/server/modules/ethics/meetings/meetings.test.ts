import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffTestApp, auditRows } from '../../../staff-test-kit';
import {
  MEETING,
  MEN_ONLY,
  QUORUM,
  SCIENTIFIC_FIVE,
  accepted,
  mark,
  meetingTestApp,
  room,
  schedule,
  start,
  submissionRow,
} from './meeting-test-kit';

/** Scheduling, the agenda, attendance and the live quorum. */
let t: StaffTestApp;
let projectId = 0;
beforeAll(async () => {
  ({ t, projectId } = await meetingTestApp());
});
afterAll(async () => t.close());

describe('scheduling a meeting', () => {
  it('puts accepted submissions on the agenda, invites the serving members and audits it', async () => {
    const first = await accepted(t, projectId);
    const second = await accepted(t, projectId, 'initial');
    const id = await schedule(t, [first, second]);
    const seen = await room(t, id);
    expect(seen.meeting.status).toBe(0);
    expect(seen.items.map((item) => item.submissionId)).toEqual([first, second]);
    expect(seen.items.every((item) => item.submissionStatus === 'onAgenda')).toBe(true);
    expect(seen.attendees).toHaveLength(9);
    expect(seen.quorum).toMatchObject({ met: false, present: 0, needed: 5, members: 9 });
    expect((await auditRows(t.db, 'meeting.create')).some((row) => row.entityId === String(id))).toBe(true);
    expect((await auditRows(t.db, 'ethicsAgendaItem.add')).filter((row) => row.after?.meetingId === id)).toHaveLength(
      2,
    );
    const list = (await t.get(`${MEETING}/list`, 'ec.lihong')).json().data as { id: number; items: number }[];
    expect(list.find((row) => row.id === id)?.items).toBe(2);
  });

  it('refuses a submission not accepted, and changes nothing', async () => {
    const first = await accepted(t, projectId);
    await schedule(t, [first]);
    const before = (await t.get(`${MEETING}/list`, 'ethics')).json().data as unknown[];
    const again = await t.post(
      `${MEETING}/create`,
      { title: '重复', startsAt: '2026-01-06T06:00:00.000Z', place: '会议室', submissionIds: [first] },
      'ethics',
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toContain('列入会议');
    expect((await t.get(`${MEETING}/list`, 'ethics')).json().data).toHaveLength(before.length);
  });

  it('removing an item and cancelling the meeting take the submissions off the agenda', async () => {
    const first = await accepted(t, projectId);
    const second = await accepted(t, projectId);
    const id = await schedule(t, [first, second]);
    let seen = await room(t, id);
    const removed = await t.post(
      `${MEETING}/agenda/remove`,
      { id, version: seen.meeting.version, itemId: seen.items[0]?.id },
      'ethics',
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await submissionRow(t, first)).status).toBe('accepted');
    seen = await room(t, id);
    const cancelled = await t.post(
      `${MEETING}/move`,
      { id, version: seen.meeting.version, action: 'cancel' },
      'ethics',
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await submissionRow(t, second)).status).toBe('accepted');
    expect((await room(t, id)).meeting.status).toBe(3);
    expect((await room(t, id)).items).toEqual([]);
    expect((await auditRows(t.db, 'meeting.cancel')).some((row) => row.entityId === String(id))).toBe(true);
    const restart = await t.post(
      `${MEETING}/move`,
      { id, version: seen.meeting.version + 1, action: 'start' },
      'ethics',
    );
    expect(restart.statusCode).toBe(400);
  });
});

describe('attendance and the quorum', () => {
  it('names each failing condition when a vote would open without the quorum', async () => {
    const id = await schedule(t, [await accepted(t, projectId)]);
    await start(t, id);
    const itemId = (await room(t, id)).items[0]?.id;
    const open = () => t.post(`${MEETING}/vote/open`, { itemId }, 'ethics');
    let refused = await open();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain('到会委员人数不足');
    await mark(t, id, SCIENTIFIC_FIVE);
    refused = await open();
    expect(refused.json().msg).not.toContain('人数不足');
    expect(refused.json().msg).toContain('没有非医药专业委员');
    expect(refused.json().msg).toContain('没有外单位委员');
    await mark(t, id, ['ec.maliang']);
    refused = await open();
    expect(refused.json().msg).not.toContain('非医药专业');
    expect(refused.json().msg).toContain('没有外单位委员');
    expect((await room(t, id)).items[0]?.voteStatus).toBe('pending');
    await mark(t, id, ['ec.hexiulan']);
    const seen = await room(t, id);
    expect(seen.quorum).toMatchObject({ met: true, present: 7 });
    expect((await open()).statusCode).toBe(200);
    expect((await auditRows(t.db, 'meetingAttendee.mark')).length).toBeGreaterThanOrEqual(7);
  });

  it('names the both-sexes condition, and a member checks only themself in', async () => {
    const id = await schedule(t, [await accepted(t, projectId)]);
    const early = await t.post(`${MEETING}/attend`, { id, userId: await t.idOf('ec.xuwei'), status: 1 }, 'ec.xuwei');
    expect(early.statusCode).toBe(400);
    await start(t, id);
    await mark(t, id, MEN_ONLY.slice(0, 4));
    const self = await t.post(`${MEETING}/attend`, { id, userId: await t.idOf('ec.xuwei'), status: 2 }, 'ec.xuwei');
    expect(self.statusCode, self.body).toBe(200);
    const other = await t.post(`${MEETING}/attend`, { id, userId: await t.idOf('ec.gaoya'), status: 1 }, 'ec.xuwei');
    expect(other.statusCode).toBe(400);
    const seen = await room(t, id, 'ec.xuwei');
    expect(seen.me).toMatchObject({ invited: true, manage: false, status: 2 });
    const refused = await t.post(`${MEETING}/vote/open`, { itemId: seen.items[0]?.id }, 'ethics');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain('未包含不同性别');
    expect(QUORUM).toHaveLength(7);
  });

  it('keeps meetings from a project team and the moves from a member without the button', async () => {
    expect((await t.get(`${MEETING}/list`, 'coordinator')).statusCode).toBe(403);
    const create = await t.post(
      `${MEETING}/create`,
      { title: '会议', startsAt: '2026-01-06T06:00:00.000Z', place: '会议室', submissionIds: [] },
      'ec.lihong',
    );
    expect(create.statusCode).toBe(403);
  });
});
