/**
 * An agenda item's vote (issue 30 item 4), each write one transaction with its audit row: the
 * secretary opens it (only with the quorum, less the members with a conflict for the item); a
 * present member declares a conflict (they leave the vote) or casts one signed vote; closing
 * tallies the votes of the present members without a conflict (`tallyVotes`) and decides the
 * submission with the majority's decision; without a majority the secretary records an
 * otherDecision (no majority or deferred: back to be routed).
 */
import type { VoteCastBody, VoteRecordBody } from '../../../../shared/api/ethics/meetings';
import { MEETING } from '../../../../shared/domain/meetings';
import { type VoteDecision, tallyVotes } from '../../../../shared/domain/ethics/votes';
import type { MeetingStatus } from '../../../../shared/domain/study';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { type Actor, auditActor, cleanText, isoTime, staleVersion } from '../../../services/staff-write';
import { type PasswordCipher, type SignFn, signedWrite } from '../../access';
import { decideSubmission, routeSubmission } from '../submissions/moves';
import type { Transaction } from 'kysely';
import { liveQuorum, QUORUM_CONDITION_TEXT } from './quorum';
import { createMeetingRepository } from './repository';
import { ITEM_ENTITY, loadMeeting, noItem, refuse } from './service';

type Trx = Transaction<Database>;
export const VOTE_ENTITY = 'ethics_vote';
export const VOTE_MEANING = 'ethics-member-votes';

/** The item, its meeting (ongoing), and the item's vote rows. */
async function itemInSession(trx: Trx, itemId: number) {
  const repo = createMeetingRepository(trx);
  const item = await repo.item(itemId);
  if (!item || item.voteStatus === 'removed') throw noItem();
  const meeting = await loadMeeting(trx, item.meetingId);
  if (!MEETING.inSession(meeting.status as MeetingStatus))
    throw refuse('会议进行中才能投票', 'Votes are held while the meeting is ongoing');
  const votes = await repo.itemVotes(item.id);
  return { item, meeting, votes };
}

async function setItem(trx: Trx, item: { id: number; version: number }, at: number, changes: Record<string, unknown>) {
  if (!(await createMeetingRepository(trx).updateItem(item, changes, isoTime(at)))) throw staleVersion();
  return { id: item.id, version: item.version + 1 };
}

/** Why the member may not vote on the item now, or nothing (checked before and inside the signature). */
async function requireVoter(trx: Trx, itemId: number, actor: Actor) {
  const { item, meeting, votes } = await itemInSession(trx, itemId);
  const attendee = await createMeetingRepository(trx).attendance(meeting.id, actor.actorId ?? 0);
  if (!attendee) throw refuse('您不是本次会议的参会委员，不能投票', 'You are not a member invited to this meeting');
  if (item.voteStatus !== 'open')
    throw refuse(
      item.voteStatus === 'closed' ? '该议程项的投票已结束' : '该议程项的投票尚未开始',
      item.voteStatus === 'closed' ? "This item's vote is closed" : "This item's vote has not opened",
    );
  if (attendee.status !== 1 && attendee.status !== 2)
    throw refuse('未签到到会的委员不能投票', 'Only members present at the meeting vote');
  const mine = votes.find((vote) => vote.userId === actor.actorId);
  if (mine?.conflict === 1) throw refuse('已声明利益冲突，不能投票', 'A member with a declared conflict does not vote');
  if (mine) throw refuse('您已对该议程项投票，不能再次投票', 'You have already voted on this item');
  return { item, meeting };
}

export function createVoteService(db: Db, cipher?: PasswordCipher) {
  return {
    async open(itemId: number, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const { item, meeting, votes } = await itemInSession(trx, itemId);
        if (item.voteStatus !== 'pending')
          throw refuse('该议程项的投票已开启或已结束', "This item's vote has already opened or closed");
        const conflicted = votes.filter((vote) => vote.conflict === 1).map((vote) => vote.userId);
        const quorum = await liveQuorum(trx, meeting, conflicted);
        const failing = quorum.conditions.filter((condition) => !condition.met);
        if (failing.length > 0) {
          const texts = failing.map((condition) => QUORUM_CONDITION_TEXT[condition.condition]);
          throw refuse(
            `未达到法定人数，不能开启投票：${texts.map((text) => text['zh-CN']).join('；')}（到会 ${quorum.present} 人，需 ${quorum.needed} 人）`,
            `No quorum, the vote cannot open: ${texts.map((text) => text.en).join('; ')} (${quorum.present} present, ${quorum.needed} needed)`,
          );
        }
        const saved = await setItem(trx, item, actor.at, { voteStatus: 'open', openedAt: isoTime(actor.at) });
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'ethicsAgendaItem.openVote',
          entity: ITEM_ENTITY,
          entityId: item.id,
          before: { voteStatus: 'pending' },
          after: {
            voteStatus: 'open',
            meetingId: meeting.id,
            submissionId: item.submissionId,
            present: quorum.present,
          },
        });
        return saved;
      });
    },

    async declareConflict(body: { itemId: number; note: string }, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const { item, meeting, votes } = await itemInSession(trx, body.itemId);
        const invited = await createMeetingRepository(trx).invitation(meeting.id, actor.actorId ?? 0);
        if (!invited) throw refuse('您不是本次会议的参会委员', 'You are not a member invited to this meeting');
        if (item.voteStatus === 'closed') throw refuse('该议程项的投票已结束', "This item's vote is closed");
        if (votes.some((vote) => vote.userId === actor.actorId))
          throw refuse('您已投票或已声明利益冲突', 'You have already voted or declared a conflict on this item');
        const now = isoTime(actor.at);
        const note = cleanText(body.note);
        if (!note) throw refuse('请说明利益冲突', 'Describe the conflict of interest');
        const id = await createMeetingRepository(trx).insertVote({
          itemId: item.id,
          userId: actor.actorId ?? 0,
          conflict: 1,
          conflictNote: note,
          createdBy: actor.actorName,
          createdAt: now,
          updatedAt: now,
        });
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'ethicsVote.conflict',
          entity: VOTE_ENTITY,
          entityId: id,
          after: { itemId: item.id, submissionId: item.submissionId, conflictNote: note },
        });
        return { id, version: 1 };
      });
    },

    /** A member's signed vote; the refusals are checked before the signature spends its challenge. */
    async cast(body: VoteCastBody, actor: Actor) {
      if (body.signature.meaning !== VOTE_MEANING)
        throw refuse('签名含义不符', `A vote is signed with the meaning '${VOTE_MEANING}'`);
      await db.transaction().execute((trx) => requireVoter(trx, body.itemId, actor));
      if (!cipher) throw new Error('createVoteService: no password cipher to check signatures');
      return signedWrite(db, { signature: body.signature, cipher }, actor, (trx, sign) =>
        recordVote(trx, body.itemId, body.decision, actor, sign),
      );
    },

    async close(body: { itemId: number; note?: string | null }, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const { item, meeting, votes } = await itemInSession(trx, body.itemId);
        if (item.voteStatus !== 'open') throw refuse('该议程项的投票未在进行中', "This item's vote is not open");
        const conflicted = votes.filter((vote) => vote.conflict === 1).map((vote) => vote.userId);
        const quorum = await liveQuorum(trx, meeting, conflicted);
        const eligible = quorum.presentIds;
        const cast = votes
          .filter((vote) => vote.conflict === 0 && vote.decision && eligible.includes(vote.userId))
          .map((vote) => vote.decision as VoteDecision);
        const tally = tallyVotes(cast, eligible.length);
        const note = cleanText(body.note);
        const saved = await setItem(trx, item, actor.at, {
          voteStatus: 'closed',
          closedAt: isoTime(actor.at),
          tally: JSON.stringify(tally),
          decision: tally.decision,
          outcomeNote: note,
        });
        if (tally.decision)
          await decideSubmission(
            trx,
            item.submissionId,
            { decision: tally.decision, otherDecision: null, via: 'meeting', note },
            actor,
          );
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'ethicsAgendaItem.closeVote',
          entity: ITEM_ENTITY,
          entityId: item.id,
          before: { voteStatus: 'open' },
          after: { voteStatus: 'closed', submissionId: item.submissionId, ...tally },
        });
        return saved;
      });
    },

    async record(body: VoteRecordBody, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const { item } = await itemInSession(trx, body.itemId);
        if (item.voteStatus !== 'closed' || item.decision || item.otherDecision)
          throw refuse(
            '只能为已结束且未形成决定的投票记录结果',
            'An outcome is recorded for a closed vote that decided nothing',
          );
        const note = cleanText(body.note);
        const saved = await setItem(trx, item, actor.at, {
          otherDecision: body.otherDecision,
          outcomeNote: note ?? item.outcomeNote,
        });
        if (body.otherDecision === 'noMajority' || body.otherDecision === 'deferred')
          await routeSubmission(trx, item.submissionId, 'unschedule', actor, note);
        else
          await decideSubmission(
            trx,
            item.submissionId,
            { decision: null, otherDecision: body.otherDecision, via: 'meeting', note },
            actor,
          );
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'ethicsAgendaItem.record',
          entity: ITEM_ENTITY,
          entityId: item.id,
          after: { submissionId: item.submissionId, otherDecision: body.otherDecision, note },
        });
        return saved;
      });
    },
  };
}

/** A member's vote in the caller's transaction (the signed request's, or the demo's), signed by `sign`. */
export async function recordVote(
  trx: Trx,
  itemId: number,
  decision: VoteDecision,
  actor: Actor,
  sign:
    SignFn | ((subject: { entity: string; entityId: number; revision: number }, content: unknown) => Promise<unknown>),
) {
  const { item } = await requireVoter(trx, itemId, actor);
  const now = isoTime(actor.at);
  const id = await createMeetingRepository(trx).insertVote({
    itemId: item.id,
    userId: actor.actorId ?? 0,
    conflict: 0,
    decision,
    castAt: now,
    createdBy: actor.actorName,
    createdAt: now,
    updatedAt: now,
  });
  await sign({ entity: VOTE_ENTITY, entityId: id, revision: 1 }, voteContent(item.id, item.submissionId, decision));
  await appendAudit(trx, {
    ...auditActor(actor),
    action: 'ethicsVote.cast',
    entity: VOTE_ENTITY,
    entityId: id,
    after: { itemId: item.id, submissionId: item.submissionId, decision },
  });
  return { id, version: 1 };
}

/** What a vote's signature covers. */
export const voteContent = (itemId: number, submissionId: number, decision: string | null) => ({
  itemId,
  submissionId,
  decision,
});
