/** The live quorum of a meeting from its attendance, with the committee's rules as data. */
import { DEFAULT_QUORUM_RULES, type QuorumAnswer, quorumOf } from '../../../../shared/domain/ethics/quorum';
import { isPresent } from '../../../../shared/domain/meetings';
import type { AttendeeStatus } from '../../../../shared/domain/study';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import type { Db } from '../../../db/database';
import { createCommitteeRepository } from '../committee/repository';
import { createMeetingRepository } from './repository';

export const QUORUM_CONDITION_TEXT = {
  count: { 'zh-CN': '到会委员人数不足', en: 'not enough members present' },
  nonScientific: { 'zh-CN': '到会委员中没有非医药专业委员', en: 'no lay member present' },
  nonAffiliated: { 'zh-CN': '到会委员中没有外单位委员', en: 'no member from outside the institution present' },
  bothSexes: { 'zh-CN': '到会委员未包含不同性别', en: 'members of both sexes are not present' },
} as const;

/**
 * The quorum of the meeting now: the committee's members serving on the meeting's day, those
 * of them present (on time or late), less `leaving` (members with a conflict on an item).
 */
export async function liveQuorum(
  db: Db,
  meeting: { id: number; startsAt: string },
  leaving: readonly number[] = [],
): Promise<QuorumAnswer & { members: number; presentIds: number[] }> {
  const repo = createMeetingRepository(db);
  const committee = await createCommitteeRepository(db).committee();
  const members = await repo.serving(hospitalDay(Date.parse(meeting.startsAt)));
  const attendees = await repo.attendees(meeting.id);
  const presentIds = attendees
    .filter((row) => isPresent(row.status as AttendeeStatus | null))
    .map((row) => row.userId)
    .filter((userId) => !leaving.includes(userId));
  const present = members.filter((member) => presentIds.includes(member.userId)).map((member) => member.quorum);
  const answer = quorumOf(
    members.map((member) => member.quorum),
    present,
    committee?.rules ?? DEFAULT_QUORUM_RULES,
  );
  return { ...answer, members: members.length, presentIds: present.map((member) => member.userId) };
}
