/**
 * Which staff route shows which permission-catalogue page. Route files name the permission
 * they need in `staticData` (checked by the staff layout: a missing one shows 'no permission');
 * the navigation links each granted page to its route through the maps below. Every catalogue
 * page must have a route: a new page without one does not type-check.
 */
import type { Locale } from '../../../lib/i18n';
import {
  PROJECT_PAGES,
  type ProjectPage,
  SYSTEM_PAGES,
  type SystemPage,
} from '../../../../shared/domain/access/permissions';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The system page permission the route needs. */
    staffPage?: SystemPage;
    /** The project page permission the route needs, in the project of its `$projectId`. */
    projectPage?: ProjectPage;
    /** A breadcrumb of the route's own, below its page's (a detail view, my account). */
    staffCrumb?: 'roleDetail' | 'myAccount' | 'newProject' | 'publicPreview' | 'patientRecord' | 'helpCenter';
  }
}

export const SYSTEM_PAGE_PATHS = {
  UserManage: '/staff/users',
  RoleManage: '/staff/roles',
  OrgManage: '/staff/orgs',
  RegistrationManage: '/staff/registrations',
  ProjectManage: '/staff/projects',
  LoginLog: '/staff/login-log',
  AuditLog: '/staff/audit',
  DictManage: '/staff/dictionaries',
  SiteSettings: '/staff/site',
  FileManage: '/staff/files',
  RecruitOverview: '/staff/recruitment',
  VisitSchedule: '/staff/visit-schedule',
  JobMonitor: '/staff/jobs',
  TaskInbox: '/staff/tasks',
  DrugWarehouses: '/staff/drug-warehouses',
  Workflows: '/staff/workflows',
  MyApprovals: '/staff/my-approvals',
  ProblemReports: '/staff/problem-reports',
  FinanceFeeTypes: '/staff/finance-fee-types',
  FinanceDesk: '/staff/finance-desk',
  DocumentTemplates: '/staff/document-templates',
  EthicsCommittee: '/staff/ethics-committee',
  EthicsBoard: '/staff/ethics-board',
  EthicsReviews: '/staff/ethics-reviews',
  EthicsMeetings: '/staff/ethics-meetings',
  DocumentSearch: '/staff/document-search',
  ConnectedSystems: '/staff/connected-systems',
  AppList: '/staff/app-list',
  Reports: '/staff/reports',
} as const satisfies Record<SystemPage, `/staff/${string}`>;

export const PROJECT_PAGE_PATHS = {
  ProjectOverview: '/staff/projects/$projectId/overview',
  ProjectTeam: '/staff/projects/$projectId/team',
  ProjectMilestones: '/staff/projects/$projectId/milestones',
  StudyMeetings: '/staff/projects/$projectId/meetings',
  ResearchCentres: '/staff/projects/$projectId/centres',
  RecruitCandidates: '/staff/projects/$projectId/candidates',
  RecruitRules: '/staff/projects/$projectId/recruit-rules',
  TrialSubjects: '/staff/projects/$projectId/subjects',
  RecruitFunnel: '/staff/projects/$projectId/funnel',
  VisitPlans: '/staff/projects/$projectId/visit-plans',
  SubjectVisits: '/staff/projects/$projectId/visits',
  VisitSummary: '/staff/projects/$projectId/visit-summary',
  SafetyAe: '/staff/projects/$projectId/ae',
  SafetySae: '/staff/projects/$projectId/sae',
  SafetySusar: '/staff/projects/$projectId/susar',
  SafetyDsur: '/staff/projects/$projectId/dsur',
  ProtocolViolations: '/staff/projects/$projectId/violations',
  ConMeds: '/staff/projects/$projectId/con-meds',
  SafetyRules: '/staff/projects/$projectId/safety-rules',
  MonitoringVisits: '/staff/projects/$projectId/monitoring',
  MonitoringQueries: '/staff/projects/$projectId/queries',
  QualityPlans: '/staff/projects/$projectId/quality-plans',
  QualityCheckTasks: '/staff/projects/$projectId/quality-tasks',
  QualityFindings: '/staff/projects/$projectId/quality-findings',
  QualityInspections: '/staff/projects/$projectId/quality-inspections',
  QualitySelfChecks: '/staff/projects/$projectId/quality-self-checks',
  QualityDashboard: '/staff/projects/$projectId/quality-dashboard',
  DrugCatalogue: '/staff/projects/$projectId/drug-catalogue',
  DrugInventory: '/staff/projects/$projectId/drug-inventory',
  DrugDeliveries: '/staff/projects/$projectId/drug-deliveries',
  DrugDispensing: '/staff/projects/$projectId/drug-dispensing',
  DrugRecovery: '/staff/projects/$projectId/drug-recovery',
  DrugReconciliation: '/staff/projects/$projectId/drug-reconciliation',
  FinanceExpenses: '/staff/projects/$projectId/finance-expenses',
  FinanceReports: '/staff/projects/$projectId/finance-reports',
  FinanceSubsidies: '/staff/projects/$projectId/finance-subsidies',
  FinanceBudget: '/staff/projects/$projectId/finance-budget',
  FinanceReceivables: '/staff/projects/$projectId/finance-receivables',
  FinanceContracts: '/staff/projects/$projectId/finance-contracts',
  FinanceWarnings: '/staff/projects/$projectId/finance-warnings',
  DocumentBinder: '/staff/projects/$projectId/documents',
  DocumentSignatures: '/staff/projects/$projectId/document-signatures',
  ReportSeals: '/staff/projects/$projectId/report-seals',
  EthicsSubmissions: '/staff/projects/$projectId/ethics-submissions',
  SampleBoxes: '/staff/projects/$projectId/samples',
} as const satisfies Partial<Record<ProjectPage, `/staff/projects/$projectId/${string}`>>;

/** A project page the client has a screen for. */
export type RoutedProjectPage = keyof typeof PROJECT_PAGE_PATHS;
export const hasProjectPagePath = (page: ProjectPage): page is RoutedProjectPage => page in PROJECT_PAGE_PATHS;

export function systemPageLabel(page: SystemPage, locale: Locale): string {
  return SYSTEM_PAGES[page].label[locale];
}

export function projectPageLabel(page: ProjectPage, locale: Locale): string {
  return PROJECT_PAGES[page].label[locale];
}
