/**
 * The hospital's ethics committee: its members, each with a role in the committee (the
 * secretary runs the office, the chair signs decisions, members review and vote), and the
 * composition the 2016 measures for the ethical review of biomedical research involving
 * people ask of a committee: at least seven members, of both sexes, among them members
 * outside the medical and scientific professions and a member not affiliated with the
 * institution. The quorum of a meeting (quorum.ts) is a separate, per-meeting question.
 */
import type { LocalizedText } from '../labels';
import type { QuorumMember } from './quorum';

export const COMMITTEE_ROLES = ['secretary', 'chair', 'member'] as const;
export type CommitteeRole = (typeof COMMITTEE_ROLES)[number];
export const COMMITTEE_ROLE_LABELS: Record<CommitteeRole, LocalizedText> = {
  secretary: { 'zh-CN': '秘书', en: 'Secretary' },
  chair: { 'zh-CN': '主任委员', en: 'Chair' },
  member: { 'zh-CN': '委员', en: 'Member' },
};

export const SEXES = ['female', 'male'] as const;
export const SEX_LABELS: Record<QuorumMember['sex'], LocalizedText> = {
  female: { 'zh-CN': '女', en: 'Female' },
  male: { 'zh-CN': '男', en: 'Male' },
};

/** The least number of members a committee has. */
export const MINIMUM_COMMITTEE_SIZE = 7;

export const COMPOSITION_CONDITIONS = ['size', 'bothSexes', 'nonScientific', 'nonAffiliated', 'chair'] as const;
export type CompositionCondition = (typeof COMPOSITION_CONDITIONS)[number];
export const COMPOSITION_LABELS: Record<CompositionCondition, LocalizedText> = {
  size: { 'zh-CN': `委员不少于 ${MINIMUM_COMMITTEE_SIZE} 人`, en: `At least ${MINIMUM_COMMITTEE_SIZE} members` },
  bothSexes: { 'zh-CN': '委员有不同性别', en: 'Members of both sexes' },
  nonScientific: { 'zh-CN': '有非医药专业背景的委员', en: 'A member outside the medical and scientific professions' },
  nonAffiliated: { 'zh-CN': '有本机构以外的委员', en: 'A member not affiliated with the institution' },
  chair: { 'zh-CN': '设主任委员一名', en: 'One chair' },
};

export interface CommitteeSeat extends QuorumMember {
  role: CommitteeRole;
  startsOn: string;
  endsOn: string | null;
}

/** Members whose term covers the day: started on or before it, not ended before it. */
export const activeOn = <T extends Pick<CommitteeSeat, 'startsOn' | 'endsOn'>>(seats: readonly T[], day: string): T[] =>
  seats.filter((seat) => seat.startsOn <= day && (seat.endsOn === null || seat.endsOn >= day));

/** Each composition condition and whether the committee's members (the secretary among them) meet it. */
export function compositionOf(seats: readonly Pick<CommitteeSeat, keyof QuorumMember | 'role'>[]) {
  const voting = seats;
  const sexes = new Set(voting.map((seat) => seat.sex));
  const conditions: { condition: CompositionCondition; met: boolean }[] = [
    { condition: 'size', met: voting.length >= MINIMUM_COMMITTEE_SIZE },
    { condition: 'bothSexes', met: sexes.has('female') && sexes.has('male') },
    { condition: 'nonScientific', met: voting.some((seat) => !seat.scientific) },
    { condition: 'nonAffiliated', met: voting.some((seat) => !seat.affiliated) },
    { condition: 'chair', met: voting.filter((seat) => seat.role === 'chair').length === 1 },
  ];
  return { met: conditions.every((item) => item.met), members: voting.length, conditions };
}

/** The acceptance number (审查受理号) of a year's n-th accepted submission: EC-2026-0001. */
export const formatAcceptanceNumber = (year: string, seq: number): string =>
  `EC-${year}-${String(seq).padStart(4, '0')}`;
