/** The report catalogue's tables (migration 063): reports assigned to roles, applications for reports. */
import type { Generated } from 'kysely';

/** A report (shared/domain/reports/catalogue.ts key) the holders of a role may run. */
export interface RoleReportTable {
  roleId: number;
  reportKey: string;
}

/** A staff member's application for a report, approved through the workflow `reportApply`. */
export interface ReportApplicationTable {
  id: Generated<number>;
  applicantId: number;
  reportKey: string;
  /** The project a project-scope report is asked for; null for a system-scope one. */
  projectId: number | null;
  reason: string;
  /** The period asked for ('YYYY-MM-DD', both included): an approval holds the report then. */
  startsOn: string;
  endsOn: string;
  /** shared/domain/reports/catalogue.ts REPORT_APPLICATION_STATUSES. */
  status: string;
  createdAt: string;
  decidedAt: string | null;
  version: Generated<number>;
}

/** The tables of migration 063, as the Database interface (schema/index.ts) includes them. */
export interface ReportTables {
  roleReport: RoleReportTable;
  reportApplication: ReportApplicationTable;
}
