/** What the report catalogue offers the areas (catalogue.ts). */
export {
  type ReportApplicationStatus,
  type ReportArea,
  type ReportEntry,
  type ReportKey,
  type ReportScope,
  REPORT_APPLICATION_STATUSES,
  REPORT_APPLICATION_STATUS_LABELS,
  REPORT_APPLY_WORKFLOW,
  REPORT_AREAS,
  REPORT_AREA_LABELS,
  REPORT_CATALOGUE,
  REPORT_KEYS,
  applicationHolds,
  applicationPeriodProblem,
  isReportKey,
} from './catalogue';
