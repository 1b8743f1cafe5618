/**
 * Study meetings (SPEC §7 gctms meetings): the kinds a project holds. Their status (0–3) and
 * attendance (1–4) are SPEC §4's, moved by the meeting status machine every kind shares
 * (shared/domain/meetings.ts).
 */
export const STUDY_MEETING_TYPES = ['kickOff', 'siteInitiation', 'investigator', 'closeOut'] as const;
export type StudyMeetingType = (typeof STUDY_MEETING_TYPES)[number];

export const STUDY_MEETING_TYPE_LABELS: Record<StudyMeetingType, { 'zh-CN': string; en: string }> = {
  kickOff: { 'zh-CN': '项目启动会', en: 'Kick-off meeting' },
  siteInitiation: { 'zh-CN': '中心启动会', en: 'Site initiation visit' },
  investigator: { 'zh-CN': '研究者会议', en: "Investigators' meeting" },
  closeOut: { 'zh-CN': '关闭访视会', en: 'Close-out meeting' },
};

export const STUDY_MEETING_AGENDA_MAX = 4000;
export const STUDY_MEETING_MINUTES_MAX = 20000;
