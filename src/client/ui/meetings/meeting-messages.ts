import { defineMessages } from '../../lib/i18n';

/** The texts every kind of meeting shares: the new meeting's basic fields, its moves and the attendance table. */
export const meetingMessages = defineMessages({
  'zh-CN': {
    meetingTitle: '会议名称',
    startsAt: '开始时间',
    place: '地点',
    start: '开始会议',
    close: '结束会议',
    cancel: '取消会议',
    attendance: '考勤',
    attendee: '考勤状态',
    unmarked: '未登记',
    markAs: '登记 {name} 的考勤',
  },
  en: {
    meetingTitle: 'Title',
    startsAt: 'Starts at',
    place: 'Place',
    start: 'Start meeting',
    close: 'Close meeting',
    cancel: 'Cancel meeting',
    attendance: 'Attendance',
    attendee: 'Attendance',
    unmarked: 'Not marked',
    markAs: "Mark {name}'s attendance",
  },
});
