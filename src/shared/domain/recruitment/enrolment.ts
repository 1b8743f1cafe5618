/**
 * When a candidate may start screening (入组筛选, issue 24 item 9), and why not: the staff
 * page shows the reason beside the button (read by screen readers), and the server refuses
 * the same cases. The first reason that holds is the one shown.
 */
import { type DictValue, dictEntry } from '../labels';
import type { RecruitMatchStatus } from './criteria';

/** The project's recruitment status code that lets candidates start screening (dictionary RecruitStatus). */
export const RECRUITING_STATUS = 'zmz';

export const ENROL_BLOCKS = [
  dictEntry('role', '您的角色没有“入组筛选”的权限', 'Your role may not start screening'),
  dictEntry(
    'notRecruiting',
    '项目当前不在招募中，不能入组筛选',
    'The project is not recruiting, so no one can start screening',
  ),
  dictEntry(
    'notEligible',
    '初筛结果为“数据不符合”，不能入组筛选',
    "The pre-screen rules the candidate out ('data does not meet the criteria')",
  ),
  dictEntry(
    'notWilling',
    '尚未记录患者愿意参加：请先记录一次结果为“愿意”的联系',
    "The candidate is not recorded as willing yet: record a contact with the result 'Willing' first",
  ),
] as const;
export type EnrolBlock = DictValue<typeof ENROL_BLOCKS>;

export interface EnrolFacts {
  /** The user holds the project button subject:create. */
  canEnrol: boolean;
  projectRecruiting: boolean;
  matchStatus: RecruitMatchStatus | null;
  /** The last contact's recruit result (1 willing). */
  recruitResult: number | null;
}

/** Why the candidate cannot start screening now, or null when they can. */
export function enrolBlock(facts: EnrolFacts): EnrolBlock | null {
  if (!facts.canEnrol) return 'role';
  if (!facts.projectRecruiting) return 'notRecruiting';
  if (facts.matchStatus === 'recruitOut') return 'notEligible';
  if (facts.recruitResult !== 1) return 'notWilling';
  return null;
}
