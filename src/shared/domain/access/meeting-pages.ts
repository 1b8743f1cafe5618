/**
 * The study meetings' project page in the permission catalogue (permissions.ts): kick-off,
 * site initiation, investigators' and close-out meetings with attendance and filed minutes.
 */
import type { PageEntry } from './permissions';

export const MEETING_PROJECT_PAGES = {
  /** The project's meetings: schedule, start, attendance, close or cancel, minutes into the binder. */
  StudyMeetings: {
    label: { 'zh-CN': '项目会议', en: 'Study meetings' },
    buttons: {
      'studyMeeting:manage': { 'zh-CN': '安排与主持会议、记录纪要', en: 'Schedule and run meetings, write minutes' },
    },
  },
} as const satisfies Record<string, PageEntry>;
