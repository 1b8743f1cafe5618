import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeetingSummary } from '../../../shared/api/ethics/meetings';
import type { MeetingRoom } from '../../../shared/api/ethics/meeting-room';
import { addDays, hospitalDay } from '../../../shared/domain/hospital-time';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../staff-test-kit';
import { createMemoryFileStore } from '../../modules/study';
import { loadBinderDemo } from './demo-binder';
import { loadEthicsDemo } from './demo-ethics';
import { loadEthicsLetterDemo } from './demo-ethics-letters';
import { loadEthicsMeetingDemo } from './demo-ethics-meetings';

/** The demo meetings as the meetings pages show them: one held with signed votes and decisions, one coming. */
let t: StaffTestApp;
beforeAll(async () => {
  const store = createMemoryFileStore();
  t = await createStaffTestApp({ fileStore: store });
  await loadBinderDemo(t.db, store, t.clock());
  await loadEthicsDemo(t.db, t.clock());
  await loadEthicsLetterDemo(t.db, store, t.clock());
  expect(await loadEthicsMeetingDemo(t.db, t.clock())).toBe(true);
});
afterAll(async () => t.close());

const list = async () => (await t.get('/api/meeting/list', 'ec.lihong')).json().data as MeetingSummary[];
const room = async (id: number) => (await t.get(`/api/meeting/room/${id}`, 'ethics')).json().data as MeetingRoom;
const meetingOf = async (status: number) => {
  const found = (await list()).find((meeting) => meeting.status === status);
  if (!found) throw new Error(`No demo meeting in status ${status}`);
  return found;
};

describe('the demo meetings', () => {
  it('lists a completed meeting days ago and an upcoming one a week ahead, newest first', async () => {
    const meetings = await list();
    expect(meetings.map(({ status, items }) => ({ status, items }))).toEqual([
      { status: 0, items: 1 },
      { status: 2, items: 2 },
    ]);
    const today = hospitalDay(t.clock());
    expect(hospitalDay(Date.parse(meetings[0]?.startsAt ?? ''))).toBe(addDays(today, 7));
    expect(hospitalDay(Date.parse(meetings[1]?.startsAt ?? ''))).toBe(addDays(today, -6));
  });

  it('took attendance of every invited member: on time, one late, one on leave, with the quorum met', async () => {
    const held = await room((await meetingOf(2)).id);
    const byName = Object.fromEntries(held.attendees.map((attendee) => [attendee.name, attendee.status]));
    expect(Object.keys(byName)).toHaveLength(9);
    expect(byName).toMatchObject({ 高雅: 2, 徐伟: 4, 王建华: 1, 何秀兰: 1 });
    expect(held.attendees.filter((attendee) => attendee.status === 1)).toHaveLength(7);
    expect(held.quorum).toMatchObject({ met: true, present: 8, members: 9 });
  });

  it('decided both items by signed votes: one approved, one approved with modifications after a conflict', async () => {
    const held = await room((await meetingOf(2)).id);
    expect(
      held.items.map(({ type, voteStatus, decision, cast, eligible, submissionStatus }) => ({
        type,
        voteStatus,
        decision,
        cast,
        eligible,
        submissionStatus,
      })),
    ).toEqual([
      { type: 'initial', voteStatus: 'closed', decision: 'approve', cast: 8, eligible: 8, submissionStatus: 'decided' },
      {
        type: 'initial',
        voteStatus: 'closed',
        decision: 'approveWithModifications',
        cast: 7,
        eligible: 7,
        submissionStatus: 'decided',
      },
    ]);
    expect(held.items[0]?.counts).toMatchObject({ approve: 7, approveWithModifications: 1 });
    expect(held.items[1]?.counts).toMatchObject({ approve: 2, approveWithModifications: 5 });
    expect(held.items[1]?.conflicted).toEqual([await t.idOf('ec.sunjie')]);
    const decided = await t.db
      .selectFrom('ethicsSubmission')
      .select(['decision', 'decidedVia'])
      .where(
        'id',
        'in',
        held.items.map((item) => item.submissionId),
      )
      .orderBy('id')
      .execute();
    expect(decided).toEqual([
      { decision: 'approve', decidedVia: 'meeting' },
      { decision: 'approveWithModifications', decidedVia: 'meeting' },
    ]);
    const signatures = await t.db
      .selectFrom('eSignature')
      .select('meaning')
      .where('entity', '=', 'ethics_vote')
      .execute();
    expect(signatures).toHaveLength(15);
    expect(new Set(signatures.map((row) => row.meaning))).toEqual(new Set(['ethics-member-votes']));
    expect(await auditRows(t.db, 'ethicsVote.cast')).toHaveLength(15);
    expect(await auditRows(t.db, 'meeting.close')).toHaveLength(1);
  });

  it("has the first project's accepted amendment on the upcoming meeting's agenda, its members invited", async () => {
    const upcoming = await room((await meetingOf(0)).id);
    expect(
      upcoming.items.map(({ type, voteStatus, submissionStatus }) => ({ type, voteStatus, submissionStatus })),
    ).toEqual([{ type: 'amendment', voteStatus: 'pending', submissionStatus: 'onAgenda' }]);
    expect(upcoming.items[0]?.acceptanceNumber).toMatch(/^EC-\d{4}-\d{4}$/);
    expect(upcoming.attendees).toHaveLength(9);
    expect(upcoming.attendees.every((attendee) => attendee.status === null)).toBe(true);
  });

  it('adds nothing on a second start', async () => {
    const before = await t.db.selectFrom('meeting').select('id').execute();
    expect(await loadEthicsMeetingDemo(t.db, t.clock())).toBe(false);
    expect(await t.db.selectFrom('meeting').select('id').execute()).toEqual(before);
  });
});
