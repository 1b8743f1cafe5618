/**
 * The permission catalogue (SPEC §3, §6): every staff page and button in the two scopes,
 * system and project. Roles grant entries of this catalogue; endpoint declarations name
 * them in `access`; the staff navigation and buttons are built from them. A suite area
 * adds its pages and buttons here.
 */

import { APP_LIST_PAGES } from './app-pages';
import { CENTRE_PROJECT_PAGES } from './centre-pages';
import { CONNECTED_SYSTEM_PAGES } from './connected-pages';
import { DOCUMENT_PROJECT_PAGES, DOCUMENT_SYSTEM_PAGES } from './document-pages';
import { DRUG_PROJECT_PAGES, DRUG_SYSTEM_PAGES } from './drug-pages';
import { ETHICS_PROJECT_PAGES, ETHICS_SYSTEM_PAGES } from './ethics-pages';
import { FINANCE_PROJECT_PAGES, FINANCE_SYSTEM_PAGES } from './finance-pages';
import { MEETING_PROJECT_PAGES } from './meeting-pages';
import { QUALITY_PAGES } from './quality-pages';
import { REPORT_PAGES } from './report-pages';
import { SAMPLE_PROJECT_PAGES } from './sample-pages';

export type PermissionScope = 'system' | 'project';

export interface PageEntry {
  /** zh-CN and English labels for the permission editor and the navigation. */
  label: { 'zh-CN': string; en: string };
  /** Id of the help-centre article for the page, when there is one. */
  helpId?: string;
  buttons: Record<string, { 'zh-CN': string; en: string; helpId?: string }>;
}

/** Pages every signed-in user has in the system scope, whatever the roles (SPEC §3). */
export const ALWAYS_SYSTEM_PAGES = [
  'HelpCenter',
  'FilePreviewWrapper',
  'NoticeView',
  'MessageView',
  'NoticeList',
] as const;

export const SYSTEM_PAGES = {
  /** One's open tasks across the projects and areas one works in (safety reports, visits, follow-ups). */
  TaskInbox: { label: { 'zh-CN': '待办任务', en: 'Task inbox' }, helpId: 'help-task-inbox', buttons: {} },
  UserManage: {
    label: { 'zh-CN': '用户管理', en: 'Users' },
    helpId: 'help-user-manage',
    buttons: {
      'user:create': { 'zh-CN': '新增用户', en: 'Create user' },
      'user:update': { 'zh-CN': '编辑用户', en: 'Edit user' },
      'user:disable': { 'zh-CN': '停用/启用用户', en: 'Disable or enable user' },
      'user:resetPassword': { 'zh-CN': '重置密码', en: 'Reset password' },
      'user:assignRoles': { 'zh-CN': '分配角色', en: 'Assign roles' },
    },
  },
  RoleManage: {
    label: { 'zh-CN': '角色管理', en: 'Roles' },
    helpId: 'help-role-manage',
    buttons: {
      'role:create': { 'zh-CN': '新增角色', en: 'Create role' },
      'role:update': { 'zh-CN': '编辑角色', en: 'Edit role' },
      'role:permission': { 'zh-CN': '配置权限', en: 'Edit permissions', helpId: 'help-role-permission' },
      'role:setDefault': { 'zh-CN': '设为注册默认角色', en: 'Set default registration role' },
    },
  },
  OrgManage: {
    label: { 'zh-CN': '组织机构', en: 'Organizations' },
    buttons: { 'org:save': { 'zh-CN': '保存科室', en: 'Save department' } },
  },
  RegistrationManage: {
    label: { 'zh-CN': '注册审核', en: 'Registration requests' },
    buttons: { 'registration:review': { 'zh-CN': '审核注册申请', en: 'Review requests' } },
  },
  ProjectManage: {
    label: { 'zh-CN': '项目管理', en: 'Projects' },
    buttons: {
      'project:create': { 'zh-CN': '新建项目', en: 'Create project' },
      'project:import': { 'zh-CN': '导入项目', en: 'Import projects' },
      'project:export': { 'zh-CN': '导出项目表', en: 'Export the project table' },
    },
  },
  LoginLog: { label: { 'zh-CN': '登录日志', en: 'Login log' }, buttons: {} },
  AuditLog: { label: { 'zh-CN': '审计日志', en: 'Audit trail' }, buttons: {} },
  DictManage: {
    label: { 'zh-CN': '字典管理', en: 'Dictionaries' },
    buttons: { 'dict:update': { 'zh-CN': '维护字典条目', en: 'Edit dictionary entries' } },
  },
  SiteSettings: {
    label: { 'zh-CN': '站点设置', en: 'Site settings' },
    buttons: { 'site:update': { 'zh-CN': '保存站点设置', en: 'Save site settings' } },
  },
  /** Uploads (images for now); the page reads private files, the button uploads. */
  FileManage: {
    label: { 'zh-CN': '文件管理', en: 'Files' },
    buttons: { 'file:upload': { 'zh-CN': '上传文件', en: 'Upload files' } },
  },
  /** The recruitment funnel across the projects where one holds RecruitFunnel. */
  RecruitOverview: { label: { 'zh-CN': '招募总览', en: 'Recruitment overview' }, buttons: {} },
  /** The coordinator's schedule: planned visits across the projects where one holds SubjectVisits. */
  VisitSchedule: { label: { 'zh-CN': '访视日程', en: 'Visit schedule' }, buttons: {} },
  /** Scheduled jobs (reminders, HIS sync): their last run and failures. */
  JobMonitor: { label: { 'zh-CN': '定时任务', en: 'Scheduled jobs' }, buttons: {} },
  /** The approval workflows' definitions (who approves which step, from which amount). */
  Workflows: {
    label: { 'zh-CN': '审批流程', en: 'Approval workflows' },
    buttons: { 'workflow:manage': { 'zh-CN': '编辑与发布审批流程', en: 'Edit and publish workflows' } },
  },
  /** The approval steps one may decide now (as approver or agent), and one's delegations while away. */
  MyApprovals: { label: { 'zh-CN': '我的审批', en: 'My approvals' }, helpId: 'help-my-approvals', buttons: {} },
  /** Problem reports staff filed from any page (SPEC §7 gctms bug reports): triage and answers. */
  ProblemReports: { label: { 'zh-CN': '问题反馈', en: 'Problem reports' }, buttons: {} },
  ...DRUG_SYSTEM_PAGES,
  ...FINANCE_SYSTEM_PAGES,
  ...DOCUMENT_SYSTEM_PAGES,
  ...ETHICS_SYSTEM_PAGES,
  ...CONNECTED_SYSTEM_PAGES,
  ...APP_LIST_PAGES,
  ...REPORT_PAGES,
} as const satisfies Record<string, PageEntry>;

export const PROJECT_PAGES = {
  ProjectOverview: {
    label: { 'zh-CN': '项目概览', en: 'Project overview' },
    buttons: {
      'project:update': { 'zh-CN': '编辑项目与招募状态', en: 'Edit project and recruitment status' },
      'project:copy': { 'zh-CN': '复制为新项目', en: 'Copy as a new project' },
      'project:doctors': { 'zh-CN': '维护门诊医生', en: 'Edit outpatient doctors' },
      'project:publish': { 'zh-CN': '发布/撤回', en: 'Publish or withdraw' },
      'project:start': { 'zh-CN': '启动项目', en: 'Start project' },
      'project:terminate': { 'zh-CN': '终止项目', en: 'Terminate project' },
      'project:archive': { 'zh-CN': '归档项目', en: 'Archive project' },
    },
  },
  ProjectTeam: {
    label: { 'zh-CN': '项目成员', en: 'Project team' },
    helpId: 'help-project-team',
    buttons: { 'team:manage': { 'zh-CN': '管理项目成员', en: 'Manage the team' } },
  },
  ProjectMilestones: {
    label: { 'zh-CN': '里程碑', en: 'Milestones' },
    buttons: { 'milestone:update': { 'zh-CN': '维护里程碑', en: 'Edit milestones' } },
  },
  ...MEETING_PROJECT_PAGES,
  ...CENTRE_PROJECT_PAGES,
  /** Candidate patients (personal and health data): the worklist, a patient's record, follow-up. */
  RecruitCandidates: {
    label: { 'zh-CN': '候选患者', en: 'Candidate patients' },
    buttons: {
      'recruit:patient': { 'zh-CN': '添加/导入/同步患者', en: 'Add, import or sync patients' },
      'recruit:match': { 'zh-CN': '运行匹配', en: 'Run matching' },
      'recruit:follow': { 'zh-CN': '推荐入组与随访联系', en: 'Suggest and record contacts' },
    },
  },
  RecruitRules: {
    label: { 'zh-CN': '招募规则', en: 'Recruitment rules' },
    buttons: {
      'recruitRule:update': { 'zh-CN': '编辑规则草稿', en: 'Edit rule drafts' },
      'recruitRule:publish': { 'zh-CN': '发布规则', en: 'Publish rules' },
    },
  },
  TrialSubjects: {
    label: { 'zh-CN': '受试者', en: 'Trial subjects' },
    helpId: 'help-trial-subjects',
    buttons: {
      'subject:create': { 'zh-CN': '筛选入组', en: 'Add subjects' },
      'subject:status': { 'zh-CN': '变更受试者状态', en: 'Change subject status' },
      'subject:invalid': { 'zh-CN': '设为无效', en: 'Set invalid' },
      'subject:delete': { 'zh-CN': '删除受试者', en: 'Delete subjects' },
      'subject:export': { 'zh-CN': '导出受试者', en: 'Export subjects' },
    },
  },
  RecruitFunnel: { label: { 'zh-CN': '招募漏斗', en: 'Recruitment funnel' }, buttons: {} },
  VisitPlans: {
    label: { 'zh-CN': '访视计划', en: 'Visit plans' },
    buttons: {
      'visitPlan:update': { 'zh-CN': '编辑访视计划草稿', en: 'Edit visit plan drafts' },
      'visitPlan:publish': { 'zh-CN': '发布访视计划', en: 'Publish visit plans' },
    },
  },
  SubjectVisits: {
    label: { 'zh-CN': '受试者访视', en: 'Subject visits' },
    buttons: {
      'visit:record': { 'zh-CN': '安排与记录访视', en: 'Plan and record visits' },
      'visit:applyPlan': { 'zh-CN': '应用新版访视计划', en: 'Apply a newer plan version' },
    },
  },
  VisitSummary: { label: { 'zh-CN': '访视统计', en: 'Visit summary' }, buttons: {} },
  /** Adverse events per subject: drafts, submission, revisions with a reason, import. */
  SafetyAe: {
    label: { 'zh-CN': '不良事件', en: 'Adverse events' },
    buttons: {
      'ae:update': { 'zh-CN': '录入/导入不良事件', en: 'Enter or import AEs' },
      'ae:submit': { 'zh-CN': '提交/修订不良事件', en: 'Submit or revise AEs' },
    },
  },
  SafetySae: {
    label: { 'zh-CN': 'SAE报告', en: 'SAE reports' },
    buttons: {
      'sae:update': { 'zh-CN': '填写SAE报告与附件', en: 'Write SAE reports and attach files' },
      'sae:submit': { 'zh-CN': '提交/修订SAE报告', en: 'Submit or revise SAE reports' },
      'sae:assign': { 'zh-CN': '指派SAE负责人', en: 'Assign SAE reports' },
    },
  },
  SafetySusar: {
    label: { 'zh-CN': 'SUSAR报告', en: 'SUSAR reports' },
    buttons: {
      'susar:update': { 'zh-CN': '填写SUSAR报告', en: 'Write SUSAR reports' },
      'susar:submit': { 'zh-CN': '提交/修订SUSAR报告', en: 'Submit or revise SUSAR reports' },
      'susar:pv': { 'zh-CN': '变更SUSAR药物警戒状态', en: 'Move SUSAR PV status' },
    },
  },
  SafetyDsur: {
    label: { 'zh-CN': 'DSUR年度报告', en: 'DSUR reports' },
    buttons: {
      'dsur:update': { 'zh-CN': '填写DSUR报告', en: 'Write DSUR reports' },
      'dsur:submit': { 'zh-CN': '提交/修订DSUR报告', en: 'Submit or revise DSUR reports' },
      'dsur:pv': { 'zh-CN': '变更DSUR药物警戒状态', en: 'Move DSUR PV status' },
    },
  },
  ProtocolViolations: {
    label: { 'zh-CN': '方案违背', en: 'Protocol violations' },
    buttons: {
      'violation:update': { 'zh-CN': '录入方案违背', en: 'Enter violations' },
      'violation:review': { 'zh-CN': '审核方案违背', en: 'Review violations' },
    },
  },
  ConMeds: {
    label: { 'zh-CN': '合并用药', en: 'Concomitant medication' },
    buttons: {
      'cmed:update': { 'zh-CN': '录入/导入合并用药', en: 'Enter or import medications' },
      'cmed:check': { 'zh-CN': '核对合并用药', en: 'Check medications' },
    },
  },
  SafetyRules: {
    label: { 'zh-CN': '安全规则', en: 'Safety rules' },
    buttons: {
      'safetyRule:update': { 'zh-CN': '编辑安全规则草稿', en: 'Edit safety rule drafts' },
      'safetyRule:publish': { 'zh-CN': '发布安全规则', en: 'Publish safety rules' },
    },
  },
  ...QUALITY_PAGES,
  ...DRUG_PROJECT_PAGES,
  ...FINANCE_PROJECT_PAGES,
  ...DOCUMENT_PROJECT_PAGES,
  ...ETHICS_PROJECT_PAGES,
  ...SAMPLE_PROJECT_PAGES,
} as const satisfies Record<string, PageEntry>;

export type SystemPage = keyof typeof SYSTEM_PAGES;
export type ProjectPage = keyof typeof PROJECT_PAGES;
type ButtonsOf<P> = P extends { buttons: infer B } ? keyof B & string : never;
export type SystemButton = ButtonsOf<(typeof SYSTEM_PAGES)[SystemPage]>;
export type ProjectButton = ButtonsOf<(typeof PROJECT_PAGES)[ProjectPage]>;

export const PERMISSION_CATALOGUE = { system: SYSTEM_PAGES, project: PROJECT_PAGES } as const;

/** One scope's permissions as held by a signed-in user (SPEC §3 'permissions state'). */
export interface ScopePermissions {
  pages: string[];
  buttons: string[];
  pageHelpIds: string[];
  buttonHelpIds: string[];
}

function catalogueOf(scope: PermissionScope): Record<string, PageEntry> {
  return PERMISSION_CATALOGUE[scope];
}

export function allPages(scope: PermissionScope): string[] {
  return Object.keys(catalogueOf(scope));
}

export function allButtons(scope: PermissionScope): string[] {
  return Object.values(catalogueOf(scope)).flatMap((page) => Object.keys(page.buttons));
}

/** True when `name` is a page or button of the scope's catalogue. */
export function isKnownPermission(scope: PermissionScope, kind: 'page' | 'button', name: string): boolean {
  return (kind === 'page' ? allPages(scope) : allButtons(scope)).includes(name);
}

/**
 * The permissions state for granted pages and buttons: the always-present system pages are
 * added, a button counts only with its page, and help ids are those of the granted entries.
 */
export function scopePermissions(
  scope: PermissionScope,
  pages: Iterable<string>,
  buttons: Iterable<string>,
): ScopePermissions {
  const catalogue = catalogueOf(scope);
  const grantedPages = [...new Set(pages)].filter((page) => page in catalogue);
  const buttonEntries = grantedPages.flatMap((page) => Object.entries(catalogue[page]?.buttons ?? {}));
  const wanted = new Set(buttons);
  const grantedButtons = buttonEntries.filter(([button]) => wanted.has(button));
  return {
    pages: scope === 'system' ? [...grantedPages, ...ALWAYS_SYSTEM_PAGES] : grantedPages,
    buttons: grantedButtons.map(([button]) => button),
    pageHelpIds: grantedPages.flatMap((page) => catalogue[page]?.helpId ?? []),
    buttonHelpIds: grantedButtons.flatMap(([, entry]) => entry.helpId ?? []),
  };
}
