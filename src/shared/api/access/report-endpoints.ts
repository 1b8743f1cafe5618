/**
 * Which existing endpoint produces each catalogue report (shared/domain/reports/catalogue.ts):
 * the endpoint declares the report's key (`report`), so the server refuses callers who do
 * not hold it. Other endpoints may declare the same key (the finance reports' Excel export).
 */
import type { ReportKey } from '../../domain/reports/catalogue';
import type { Endpoint } from '../contract/endpoint';
import { reconciliationEndpoint } from '../drugs/reconciliation';
import { financeReportEndpoint } from '../finance/reports';
import { findingExportEndpoint } from '../quality/findings';
import { queryExportEndpoint } from '../quality/queries';
import { subjectExportEndpoint } from '../recruitment/subjects';
import { aeExportEndpoint, saeExportEndpoint, violationExportEndpoint } from '../safety/exports';
import { visitSummaryEndpoint } from '../visits/schedule';
import { visitScheduleExportEndpoint } from '../visits/schedule-export';

export const REPORT_ENDPOINTS = {
  enrolmentSubjects: subjectExportEndpoint,
  visitSummary: visitSummaryEndpoint,
  visitSchedule: visitScheduleExportEndpoint,
  aeListing: aeExportEndpoint,
  saeListing: saeExportEndpoint,
  drugAccountability: reconciliationEndpoint,
  financeReport: financeReportEndpoint,
  violationListing: violationExportEndpoint,
  qcFindings: findingExportEndpoint,
  queryListing: queryExportEndpoint,
} as const satisfies Record<ReportKey, Endpoint>;
