/**
 * The ethics area's pages and buttons in the permission catalogue (permissions.ts): the
 * committee and the secretary's board (system), a project's submissions (project).
 */
import type { PageEntry } from './permissions';

export const ETHICS_SYSTEM_PAGES = {
  /** The ethics committee: its members and its quorum rules. */
  EthicsCommittee: {
    label: { 'zh-CN': '伦理委员会', en: 'Ethics committee' },
    buttons: {
      'ethicsCommittee:manage': {
        'zh-CN': '编辑委员会成员与法定人数规则',
        en: "Edit the committee's members and quorum rules",
      },
    },
  },
  /** The secretary's board: incoming, returned, accepted, on the agenda, decided submissions. */
  EthicsBoard: {
    label: { 'zh-CN': '伦理审查工作台', en: 'Ethics review board' },
    buttons: {
      'ethicsSubmission:review': {
        'zh-CN': '形式审查：受理或退回递交',
        en: 'Check submissions: accept or return them',
      },
      'ethicsLetter:draft': {
        'zh-CN': '起草审查决定函（批件号、有效期、跟踪审查频率）',
        en: 'Draft decision letters (approval number, validity, continuing-review frequency)',
      },
      'ethicsLetter:sign': {
        'zh-CN': '签发审查决定函（主任委员）',
        en: "Sign decision letters (the chair's)",
      },
    },
  },
  /** A committee member's review: the submissions assigned to them, conflict declarations, signed opinions. */
  EthicsReviews: {
    label: { 'zh-CN': '我的审查', en: 'My ethics reviews' },
    buttons: {},
  },
  /** The committee's meetings: agenda, attendance, the live quorum and the members' votes. */
  EthicsMeetings: {
    label: { 'zh-CN': '会议', en: 'Meetings' },
    buttons: {
      'ethicsMeeting:manage': {
        'zh-CN': '安排会议、议程与考勤，开启与结束投票',
        en: 'Schedule meetings, keep the agenda and attendance, open and close votes',
      },
    },
  },
} as const satisfies Record<string, PageEntry>;

export const ETHICS_PROJECT_PAGES = {
  /** The project's submissions to the ethics committee. */
  EthicsSubmissions: {
    label: { 'zh-CN': '伦理递交', en: 'Ethics submissions' },
    buttons: {
      'ethics:submit': {
        'zh-CN': '起草、递交与撤回伦理递交',
        en: 'Draft, submit and withdraw ethics submissions',
      },
    },
  },
} as const satisfies Record<string, PageEntry>;
