import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffTestApp, auditRows } from '../../../staff-test-kit';
import {
  MEETING,
  QUORUM,
  accepted,
  mark,
  meetingTestApp,
  room,
  schedule,
  start,
  submissionRow,
  vote,
} from './meeting-test-kit';

/** Votes on agenda items: conflicts, one signed vote per present member, the tally and the decision. */
let t: StaffTestApp;
let projectId = 0;
beforeAll(async () => {
  ({ t, projectId } = await meetingTestApp());
});
afterAll(async () => t.close());

const voteRows = (itemId: number) => t.db.selectFrom('ethicsVote').selectAll().where('itemId', '=', itemId).execute();

/** An ongoing meeting with the quorum present (and 高雅 absent) and one open item per submission. */
async function ongoing(count = 1) {
  const ids = [];
  for (let n = 0; n < count; n += 1) ids.push(await accepted(t, projectId));
  const id = await schedule(t, ids);
  await start(t, id);
  await mark(t, id, QUORUM);
  await mark(t, id, ['ec.gaoya'], 3);
  const items = (await room(t, id)).items;
  return { id, submissionIds: ids, itemIds: items.map((item) => item.id) };
}

describe('a vote on an agenda item', () => {
  it('refuses a second vote, a conflicted, an absent and an uninvited member, and a closed item, changing nothing', async () => {
    const { id, itemIds } = await ongoing();
    const itemId = itemIds[0] ?? 0;
    expect((await vote(t, itemId, 'ec.lihong')).json().msg).toContain('尚未开始');
    expect((await t.post(`${MEETING}/vote/open`, { itemId }, 'ethics')).statusCode).toBe(200);
    const conflict = await t.post(`${MEETING}/vote/conflict`, { itemId, note: '本人为该项目研究者' }, 'ec.sunjie');
    expect(conflict.statusCode, conflict.body).toBe(200);
    const first = await vote(t, itemId, 'ec.lihong');
    expect(first.statusCode, first.body).toBe(200);
    const cases: [string, string][] = [
      ['ec.lihong', '已对该议程项投票'],
      ['ec.sunjie', '已声明利益冲突'],
      ['ec.gaoya', '未签到到会'],
      ['admin', '不是本次会议的参会委员'],
    ];
    for (const [user, text] of cases) {
      const refused = await vote(t, itemId, user);
      expect(refused.statusCode, user).toBe(400);
      expect(refused.json().msg).toContain(text);
    }
    expect(await voteRows(itemId)).toHaveLength(2);
    const live = (await room(t, id, 'ec.lihong')).items[0];
    expect(live).toMatchObject({ voteStatus: 'open', cast: 1, eligible: 6, counts: null, myVote: 'approve' });
    expect(live?.voted).toEqual([await t.idOf('ec.lihong')]);
    expect(live?.conflicted).toEqual([await t.idOf('ec.sunjie')]);
    expect((await t.post(`${MEETING}/vote/close`, { itemId }, 'ethics')).statusCode).toBe(200);
    const late = await vote(t, itemId, 'ec.liuqing');
    expect(late.json().msg).toContain('投票已结束');
    expect(await voteRows(itemId)).toHaveLength(2);
    expect((await t.post(`${MEETING}/vote/close`, { itemId }, 'ec.lihong')).statusCode).toBe(403);
  });

  it('tallies the signed votes and decides the submission via the meeting, with audit rows', async () => {
    const { id, itemIds, submissionIds } = await ongoing();
    const itemId = itemIds[0] ?? 0;
    await t.post(`${MEETING}/vote/open`, { itemId }, 'ethics');
    for (const user of QUORUM.slice(0, 4)) expect((await vote(t, itemId, user)).statusCode).toBe(200);
    await vote(t, itemId, 'ec.maliang', 'approveWithModifications');
    const hidden = (await room(t, id)).items[0];
    expect(hidden).toMatchObject({ cast: 5, eligible: 7, counts: null, decision: null });
    const closed = await t.post(`${MEETING}/vote/close`, { itemId, note: '会议审查同意' }, 'ethics');
    expect(closed.statusCode, closed.body).toBe(200);
    const result = (await room(t, id)).items[0];
    expect(result).toMatchObject({ voteStatus: 'closed', decision: 'approve', cast: 5, eligible: 7 });
    expect(result?.counts).toMatchObject({ approve: 4, approveWithModifications: 1 });
    const submission = await submissionRow(t, submissionIds[0] ?? 0);
    expect(submission).toMatchObject({ status: 'decided', decision: 'approve', decidedVia: 'meeting' });
    const signatures = await t.db.selectFrom('eSignature').selectAll().where('entity', '=', 'ethics_vote').execute();
    expect(signatures.filter((row) => row.meaning === 'ethics-member-votes').length).toBeGreaterThanOrEqual(5);
    expect((await auditRows(t.db, 'ethicsVote.cast')).length).toBeGreaterThanOrEqual(5);
    expect((await auditRows(t.db, 'ethicsAgendaItem.closeVote')).some((row) => row.entityId === String(itemId))).toBe(
      true,
    );
    expect(
      (await auditRows(t.db, 'ethicsSubmission.decide')).some((row) => row.entityId === String(submissionIds[0])),
    ).toBe(true);
    const meeting = (await room(t, id)).meeting;
    const done = await t.post(`${MEETING}/move`, { id, version: meeting.version, action: 'close' }, 'ethics');
    expect(done.statusCode, done.body).toBe(200);
  });

  it('without a majority the secretary records the outcome: no majority sends it back to be routed', async () => {
    const { itemIds, submissionIds } = await ongoing(2);
    const [noMajority, noted] = itemIds;
    for (const itemId of itemIds) {
      await t.post(`${MEETING}/vote/open`, { itemId }, 'ethics');
      await vote(t, itemId ?? 0, 'ec.lihong', 'approve');
      await vote(t, itemId ?? 0, 'ec.liuqing', 'disapprove');
      expect((await t.post(`${MEETING}/vote/close`, { itemId }, 'ethics')).statusCode).toBe(200);
    }
    expect((await submissionRow(t, submissionIds[0] ?? 0)).status).toBe('onAgenda');
    const first = await t.post(`${MEETING}/vote/record`, { itemId: noMajority, otherDecision: 'noMajority' }, 'ethics');
    expect(first.statusCode, first.body).toBe(200);
    expect((await submissionRow(t, submissionIds[0] ?? 0)).status).toBe('accepted');
    await t.post(`${MEETING}/vote/record`, { itemId: noted, otherDecision: 'noted', note: '知悉' }, 'ethics');
    expect(await submissionRow(t, submissionIds[1] ?? 0)).toMatchObject({
      status: 'decided',
      decision: null,
      otherDecision: 'noted',
      decidedVia: 'meeting',
    });
    const again = await t.post(`${MEETING}/vote/record`, { itemId: noted, otherDecision: 'deferred' }, 'ethics');
    expect(again.statusCode).toBe(400);
  });

  it('a conflict lowers the eligible count and can take the quorum away', async () => {
    const { itemIds } = await ongoing();
    const itemId = itemIds[0] ?? 0;
    await t.post(`${MEETING}/vote/conflict`, { itemId, note: '配偶为申办方员工' }, 'ec.hexiulan');
    const refused = await t.post(`${MEETING}/vote/open`, { itemId }, 'ethics');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain('没有外单位委员');
  });
});
