/**
 * The suite's report catalogue (SUITE.md 'Reports', SPEC §6 role-based report assignment):
 * each report an existing export or summary of an area, which roles may run it being data
 * (role_report, edited on the roles page). A staff member without a report applies for it
 * through the approval workflow `reportApply`; an approved application holds it for the
 * period asked for (at most a year). The endpoints that produce a report declare its key
 * (`report` in shared/api/contract/endpoint.ts) and the server refuses callers who do not
 * hold it (a server test checks every report has such an endpoint).
 */
import type { LocalizedText } from '../labels';

export const REPORT_AREAS = ['enrolment', 'visits', 'safety', 'drugs', 'finance', 'quality'] as const;
export type ReportArea = (typeof REPORT_AREAS)[number];

export const REPORT_AREA_LABELS: Record<ReportArea, LocalizedText> = {
  enrolment: { 'zh-CN': '入组', en: 'Enrolment' },
  visits: { 'zh-CN': '访视', en: 'Visits' },
  safety: { 'zh-CN': '安全性', en: 'Safety' },
  drugs: { 'zh-CN': '药物', en: 'Drugs' },
  finance: { 'zh-CN': '财务', en: 'Finance' },
  quality: { 'zh-CN': '质量', en: 'Quality' },
};

/** 'project': run for one project (its id in the path); 'system': across the projects one works on. */
export type ReportScope = 'project' | 'system';

export interface ReportEntry {
  name: LocalizedText;
  description: LocalizedText;
  area: ReportArea;
  scope: ReportScope;
}

export const REPORT_CATALOGUE = {
  enrolmentSubjects: {
    name: { 'zh-CN': '受试者入组清单', en: 'Enrolled subjects' },
    description: {
      'zh-CN': '项目的受试者及其入组状态、筛选与入组日期（CSV/Excel）',
      en: "The project's subjects with status, screening and enrolment dates (CSV/Excel)",
    },
    area: 'enrolment',
    scope: 'project',
  },
  visitSummary: {
    name: { 'zh-CN': '访视完成情况汇总', en: 'Visit completion summary' },
    description: {
      'zh-CN': '按访视与月份统计计划、完成、缺失、超窗与逾期的访视',
      en: 'Visits planned, done, missed, out of window and overdue, per visit and month',
    },
    area: 'visits',
    scope: 'project',
  },
  visitSchedule: {
    name: { 'zh-CN': '访视日程表', en: 'Visit schedule' },
    description: {
      'zh-CN': '所参与项目在所选日期范围内的计划访视（Excel）',
      en: "Planned visits of one's projects in a date range (Excel)",
    },
    area: 'visits',
    scope: 'system',
  },
  aeListing: {
    name: { 'zh-CN': '不良事件清单', en: 'AE listing' },
    description: {
      'zh-CN': '项目的不良事件（AE）及其严重程度、转归与相关性（Excel）',
      en: "The project's adverse events with severity, outcome and causality (Excel)",
    },
    area: 'safety',
    scope: 'project',
  },
  saeListing: {
    name: { 'zh-CN': '严重不良事件清单', en: 'SAE listing' },
    description: {
      'zh-CN': '项目的严重不良事件（SAE）报告及其报告状态（Excel）',
      en: "The project's serious adverse event reports and their reporting status (Excel)",
    },
    area: 'safety',
    scope: 'project',
  },
  drugAccountability: {
    name: { 'zh-CN': '药物清点与平衡', en: 'Drug accountability' },
    description: {
      'zh-CN': '按药物与批号统计接收、发放、回收、销毁与结余',
      en: 'Received, dispensed, returned, destroyed and on hand, per drug and batch',
    },
    area: 'drugs',
    scope: 'project',
  },
  financeReport: {
    name: { 'zh-CN': '项目财务报表', en: 'Project finance reports' },
    description: {
      'zh-CN': '预算执行、月度收支、应收账龄与受试者补助',
      en: 'Budget against actual, monthly flow, receivables ageing and subject subsidies',
    },
    area: 'finance',
    scope: 'project',
  },
  violationListing: {
    name: { 'zh-CN': '方案偏离清单', en: 'Protocol deviation listing' },
    description: {
      'zh-CN': '项目的方案偏离/违背及其审核结论（Excel）',
      en: "The project's protocol deviations and their review (Excel)",
    },
    area: 'quality',
    scope: 'project',
  },
  qcFindings: {
    name: { 'zh-CN': '质控问题清单', en: 'QC findings' },
    description: {
      'zh-CN': '项目质控发现的问题及其整改与核实状态（Excel）',
      en: "The project's QC findings with their corrective actions and verification (Excel)",
    },
    area: 'quality',
    scope: 'project',
  },
  queryListing: {
    name: { 'zh-CN': '监查质疑清单', en: 'Monitoring queries' },
    description: {
      'zh-CN': '监查员提出的质疑及其回复与关闭情况（Excel）',
      en: "The monitors' queries with their answers and closure (Excel)",
    },
    area: 'quality',
    scope: 'project',
  },
} as const satisfies Record<string, ReportEntry>;

export type ReportKey = keyof typeof REPORT_CATALOGUE;
export const REPORT_KEYS = Object.keys(REPORT_CATALOGUE) as ReportKey[];
export const isReportKey = (value: string): value is ReportKey => Object.hasOwn(REPORT_CATALOGUE, value);

/** The approval workflow an application for a report runs through. */
export const REPORT_APPLY_WORKFLOW = 'reportApply';

/** An application's status: in approval, approved (holds the report for its period), rejected, withdrawn. */
export const REPORT_APPLICATION_STATUSES = ['approving', 'approved', 'rejected', 'withdrawn'] as const;
export type ReportApplicationStatus = (typeof REPORT_APPLICATION_STATUSES)[number];
export const REPORT_APPLICATION_STATUS_LABELS: Record<ReportApplicationStatus, LocalizedText> = {
  approving: { 'zh-CN': '审批中', en: 'In approval' },
  approved: { 'zh-CN': '已批准', en: 'Approved' },
  rejected: { 'zh-CN': '已驳回', en: 'Rejected' },
  withdrawn: { 'zh-CN': '已撤回', en: 'Withdrawn' },
};

/**
 * What is wrong with the period asked for (calendar dates 'YYYY-MM-DD'), or null: it must end
 * on or after its start and today, and end at the latest on the same day a year after its start.
 */
export function applicationPeriodProblem(
  startsOn: string,
  endsOn: string,
  today: string,
): 'ends_before_start' | 'ends_in_past' | 'too_long' | null {
  if (endsOn < startsOn) return 'ends_before_start';
  if (endsOn < today) return 'ends_in_past';
  const yearLater = `${Number(startsOn.slice(0, 4)) + 1}${startsOn.slice(4)}`;
  return endsOn > yearLater ? 'too_long' : null;
}

/** An approved application holds its report from its first to its last day, both included. */
export const applicationHolds = (
  application: { status: string; startsOn: string; endsOn: string },
  today: string,
): boolean => application.status === 'approved' && application.startsOn <= today && today <= application.endsOn;
