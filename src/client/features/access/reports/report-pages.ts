/**
 * Where each catalogue report is shown in the suite: the staff page of the list or summary
 * whose export or figures the report is (its filters there), by permission page name.
 */
import type { ProjectPage, SystemPage } from '../../../../shared/domain/access/permissions';
import type { ReportKey } from '../../../../shared/domain/reports';

export type ReportPage = { scope: 'project'; page: ProjectPage } | { scope: 'system'; page: SystemPage };

export const REPORT_PAGES = {
  enrolmentSubjects: { scope: 'project', page: 'TrialSubjects' },
  visitSummary: { scope: 'project', page: 'VisitSummary' },
  visitSchedule: { scope: 'system', page: 'VisitSchedule' },
  aeListing: { scope: 'project', page: 'SafetyAe' },
  saeListing: { scope: 'project', page: 'SafetySae' },
  drugAccountability: { scope: 'project', page: 'DrugReconciliation' },
  financeReport: { scope: 'project', page: 'FinanceReports' },
  violationListing: { scope: 'project', page: 'ProtocolViolations' },
  qcFindings: { scope: 'project', page: 'QualityFindings' },
  queryListing: { scope: 'project', page: 'MonitoringQueries' },
} as const satisfies Record<ReportKey, ReportPage>;
