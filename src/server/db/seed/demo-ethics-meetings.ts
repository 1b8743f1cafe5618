/**
 * The demo's committee meetings, through the meetings and votes services so their agendas,
 * attendance, signed votes, decisions and audit rows are what the screens would have written:
 *
 * - a completed meeting six days ago at 14:00: every member invited, seven on time, 高雅 late,
 *   徐伟 on leave; the first project's initial review approved by the eight present, and an
 *   initial review of the fourth project (submitted and accepted here, three weeks before)
 *   approved with modifications, 孙杰 (a thoracic surgeon) having declared a conflict on it;
 * - an upcoming meeting a week from now at 14:00 with the first project's amendment on its
 *   agenda (accepted here two days ago).
 *
 * The votes are signed as the app would sign them (stored signature, audit row) without a
 * typed password. Does nothing once an ethics meeting exists, or without the demo committee.
 */
import { signatureMeaningText } from '../../../shared/domain/access/signatures';
import { addDays, hospitalDay, hospitalInstant } from '../../../shared/domain/hospital-time';
import type { VoteDecision } from '../../../shared/domain/ethics/votes';
import { contentHash } from '../../lib/canonical-json';
import { createMeetingService } from '../../modules/ethics/meetings/service';
import { VOTE_MEANING, createVoteService, recordVote } from '../../modules/ethics/meetings/votes';
import { createSubmissionService } from '../../modules/ethics/submissions/service';
import { type Actor, auditActor, isoTime } from '../../services/staff-write';
import { appendAudit } from '../audit/audit-trail';
import type { Db } from '../database';

const MINUTE = 60_000;
const DAY = 86_400_000;
const PLACE = '行政楼三楼伦理委员会会议室';

interface Signer extends Actor {
  actorId: number;
  name: string;
}

async function actorNamed(db: Db, userName: string, at: number): Promise<Signer> {
  const user = await db
    .selectFrom('staffUser')
    .select(['id', 'realname', 'fullName'])
    .where('userName', '=', userName)
    .executeTakeFirstOrThrow();
  const name = user.fullName?.trim() || user.realname;
  return { at, actorId: user.id, actorName: userName, clientIp: null, requestId: null, name };
}

/** Who came to the completed meeting: everyone on time but these. */
const LATE = 'ec.gaoya';
const ON_LEAVE = 'ec.xuwei';
const CONFLICTED = 'ec.sunjie';

/** The two items' votes, by member (the present ones; 孙杰 declared a conflict on the second). */
const FIRST_ITEM_VOTES: Record<string, VoteDecision> = {
  ethics: 'approve',
  'ec.wangjianhua': 'approve',
  'ec.lihong': 'approve',
  'ec.liuqing': 'approve',
  'ec.sunjie': 'approve',
  'ec.gaoya': 'approveWithModifications',
  'ec.maliang': 'approve',
  'ec.hexiulan': 'approve',
};
const SECOND_ITEM_VOTES: Record<string, VoteDecision> = {
  ethics: 'approveWithModifications',
  'ec.wangjianhua': 'approveWithModifications',
  'ec.lihong': 'approveWithModifications',
  'ec.liuqing': 'approve',
  'ec.gaoya': 'approveWithModifications',
  'ec.maliang': 'approve',
  'ec.hexiulan': 'approveWithModifications',
};

/** The member's vote, signed in the vote's transaction as the signature service would sign it. */
async function castSigned(db: Db, itemId: number, decision: VoteDecision, voter: Signer) {
  await db.transaction().execute((trx) =>
    recordVote(trx, itemId, decision, voter, async (subject, content) => {
      const stored = await trx
        .insertInto('eSignature')
        .values({
          ...subject,
          signerId: voter.actorId,
          signerUserName: voter.actorName,
          signerName: voter.name,
          meaning: VOTE_MEANING,
          meaningText: signatureMeaningText(VOTE_MEANING),
          signedAt: isoTime(voter.at),
          contentHash: contentHash(content),
          challenge: `demo-ethics-vote-${subject.entityId}`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await appendAudit(trx, {
        ...auditActor(voter),
        action: 'signature.sign',
        entity: subject.entity,
        entityId: subject.entityId,
        after: { signatureId: stored.id, revision: subject.revision, meaning: VOTE_MEANING },
      });
      return stored;
    }),
  );
}

/** A submission on the project drafted, submitted and accepted at `at` (the team, then the secretary). */
async function acceptedInitialReview(db: Db, projectId: number, at: number): Promise<number | null> {
  const protocol = await db
    .selectFrom('docDocumentVersion as v')
    .innerJoin('docDocument as d', 'd.id', 'v.documentId')
    .select('v.id')
    .where('d.projectId', '=', projectId)
    .where('d.title', '=', '临床试验方案')
    .orderBy('v.number', 'desc')
    .executeTakeFirst();
  if (!protocol) return null;
  const service = createSubmissionService(db);
  const team = await actorNamed(db, 'investigator', at);
  const saved = await service.save(
    {
      projectId,
      type: 'initial',
      title: '初始审查申请',
      notes: '方案 2.0 版、知情同意书及研究者资质',
      documentVersionIds: [protocol.id],
    },
    team,
  );
  const submitted = await service.submit(
    { projectId, id: saved.id, version: saved.version },
    { ...team, at: at + 10 * MINUTE },
  );
  await service.accept({ id: saved.id, version: submitted.version }, await actorNamed(db, 'ethics', at + DAY));
  return saved.id;
}

/** The project's first submission of this type in this status. */
const submissionOf = (db: Db, projectId: number, type: 'initial' | 'amendment', status: 'accepted' | 'submitted') =>
  db
    .selectFrom('ethicsSubmission')
    .select(['id', 'version'])
    .where('projectId', '=', projectId)
    .where('type', '=', type)
    .where('status', '=', status)
    .orderBy('id')
    .executeTakeFirst();

/** Opens the item's vote, lets the members vote in turn and closes it with the secretary's note. */
async function holdVote(db: Db, itemId: number, votes: Record<string, VoteDecision>, at: number, note: string) {
  const secretary = await actorNamed(db, 'ethics', at);
  await createVoteService(db).open(itemId, secretary);
  for (const [index, [userName, decision]] of Object.entries(votes).entries())
    await castSigned(db, itemId, decision, await actorNamed(db, userName, at + (index + 2) * MINUTE));
  await createVoteService(db).close({ itemId, note }, { ...secretary, at: at + 15 * MINUTE });
}

async function completedMeeting(db: Db, submissionIds: number[], startsAt: number) {
  const meetings = createMeetingService(db);
  const secretary = await actorNamed(db, 'ethics', startsAt - 10 * DAY);
  const created = await meetings.create(
    {
      title: `${hospitalDay(startsAt).slice(0, 4)}年第1次伦理审查会议`,
      startsAt: isoTime(startsAt),
      place: PLACE,
      notes: '会议审查初始审查申请两项',
      submissionIds,
    },
    secretary,
  );
  const started = await meetings.move({ ...created, action: 'start' }, { ...secretary, at: startsAt });
  const invited = await db
    .selectFrom('meetingAttendee as a')
    .innerJoin('staffUser as u', 'u.id', 'a.userId')
    .select(['a.userId', 'u.userName'])
    .where('a.meetingId', '=', created.id)
    .orderBy('a.id')
    .execute();
  for (const member of invited) {
    const status = member.userName === LATE ? 2 : member.userName === ON_LEAVE ? 4 : 1;
    const at = startsAt + (status === 2 ? 20 : 2) * MINUTE;
    await meetings.attend({ id: created.id, userId: member.userId, status }, { ...secretary, at }, true);
  }
  const items = await db
    .selectFrom('ethicsAgendaItem')
    .select(['id', 'submissionId'])
    .where('meetingId', '=', created.id)
    .orderBy('sort')
    .execute();
  const [first, second] = items;
  if (first) await holdVote(db, first.id, FIRST_ITEM_VOTES, startsAt + 30 * MINUTE, '同意开展本项研究');
  if (second) {
    await createVoteService(db).declareConflict(
      { itemId: second.id, note: '本人为该项目的合作研究者' },
      await actorNamed(db, CONFLICTED, startsAt + 50 * MINUTE),
    );
    await holdVote(
      db,
      second.id,
      SECOND_ITEM_VOTES,
      startsAt + 55 * MINUTE,
      '请按委员意见修改知情同意书中的风险描述后递交确认',
    );
  }
  await meetings.move({ ...started, action: 'close' }, { ...secretary, at: startsAt + 90 * MINUTE });
}

/** The demo's meetings, once; answers whether it added them. */
export async function loadEthicsMeetingDemo(db: Db, now: number): Promise<boolean> {
  if (await db.selectFrom('meeting').select('id').where('kind', '=', 'ethics').limit(1).executeTakeFirst())
    return false;
  if (!(await db.selectFrom('ethicsCommitteeMember').select('id').limit(1).executeTakeFirst())) return false;
  const projects = await db.selectFrom('project').select('id').orderBy('id').limit(4).execute();
  const [first, , , fourth] = projects;
  if (!first || !fourth) return false;

  const today = hospitalDay(now);
  const heldAt = hospitalInstant(`${addDays(today, -6)} 14:00`);
  const initial = await submissionOf(db, first.id, 'initial', 'accepted');
  const fourthInitial = await acceptedInitialReview(db, fourth.id, heldAt - 21 * DAY);
  const past = [initial?.id, fourthInitial].flatMap((id) => (id ? [id] : []));
  if (past.length > 0) await completedMeeting(db, past, heldAt);

  // Upcoming: the first project's amendment, accepted two days ago.
  const amendment = await submissionOf(db, first.id, 'amendment', 'submitted');
  const secretary = await actorNamed(db, 'ethics', now - 2 * DAY);
  if (amendment) await createSubmissionService(db).accept(amendment, secretary);
  const upcomingAt = hospitalInstant(`${addDays(today, 7)} 14:00`);
  const year = hospitalDay(upcomingAt).slice(0, 4);
  const sameYear = past.length > 0 && hospitalDay(heldAt).startsWith(year);
  await createMeetingService(db).create(
    {
      title: `${year}年第${sameYear ? 2 : 1}次伦理审查会议`,
      startsAt: isoTime(upcomingAt),
      place: PLACE,
      notes: '会议审查方案修正案',
      submissionIds: amendment ? [amendment.id] : [],
    },
    { ...secretary, at: now - DAY },
  );
  return true;
}
