/**
 * All SQL of the report catalogue: the reports assigned to roles (role_report), the reports a
 * user holds through their roles, and report applications (report_application).
 */
import type { Kysely } from 'kysely';
import type { ReportApplication } from '../../../../shared/api/access/reports';
import type { ReportApplicationStatus, ReportKey } from '../../../../shared/domain/reports';
import type { Database } from '../../../db/schema';

type Executor = Kysely<Database>;

export interface NewApplication {
  applicantId: number;
  reportKey: ReportKey;
  projectId: number | null;
  reason: string;
  startsOn: string;
  endsOn: string;
  createdAt: string;
}

export function createReportRepository(db: Executor) {
  return {
    async reportsOfRole(roleId: number): Promise<ReportKey[]> {
      const rows = await db
        .selectFrom('roleReport')
        .select('reportKey')
        .where('roleId', '=', roleId)
        .orderBy('reportKey')
        .execute();
      return rows.map((row) => row.reportKey as ReportKey);
    },

    async replaceRoleReports(roleId: number, reports: readonly ReportKey[]): Promise<void> {
      await db.deleteFrom('roleReport').where('roleId', '=', roleId).execute();
      if (reports.length > 0)
        await db
          .insertInto('roleReport')
          .values(reports.map((reportKey) => ({ roleId, reportKey })))
          .execute();
    },

    /** Reports one of the user's system roles holds. */
    async heldBySystemRoles(userId: number): Promise<Set<string>> {
      const rows = await db
        .selectFrom('roleReport')
        .innerJoin('userRole', 'userRole.roleId', 'roleReport.roleId')
        .select('roleReport.reportKey')
        .distinct()
        .where('userRole.userId', '=', userId)
        .execute();
      return new Set(rows.map((row) => row.reportKey));
    },

    /** (report, project) pairs one of the user's roles in a project holds. */
    async heldByProjectRoles(userId: number): Promise<{ reportKey: string; projectId: number }[]> {
      return db
        .selectFrom('roleReport')
        .innerJoin('userProjectRole', 'userProjectRole.roleId', 'roleReport.roleId')
        .select(['roleReport.reportKey', 'userProjectRole.projectId'])
        .distinct()
        .where('userProjectRole.userId', '=', userId)
        .execute();
    },

    /** The projects the user has a role in, by name. */
    async projectsOf(userId: number): Promise<{ id: number; name: string }[]> {
      return db
        .selectFrom('project')
        .select(['project.id', 'project.name'])
        .where('project.id', 'in', (eb) =>
          eb.selectFrom('userProjectRole').select('projectId').where('userId', '=', userId),
        )
        .orderBy('project.id')
        .execute();
    },

    async applicationsOf(userId: number): Promise<ReportApplication[]> {
      const rows = await db
        .selectFrom('reportApplication as a')
        .leftJoin('project', 'project.id', 'a.projectId')
        .select([
          'a.id',
          'a.reportKey',
          'a.projectId',
          'project.name as projectName',
          'a.reason',
          'a.startsOn',
          'a.endsOn',
          'a.status',
          'a.createdAt',
          'a.decidedAt',
        ])
        .where('a.applicantId', '=', userId)
        .orderBy('a.id', 'desc')
        .execute();
      return rows.map((row) => ({
        ...row,
        reportKey: row.reportKey as ReportKey,
        status: row.status as ReportApplicationStatus,
      }));
    },

    async application(id: number) {
      return db.selectFrom('reportApplication').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** A running application of the user for the same report and project, if any. */
    async runningApplication(userId: number, reportKey: string, projectId: number | null) {
      return db
        .selectFrom('reportApplication')
        .select('id')
        .where('applicantId', '=', userId)
        .where('reportKey', '=', reportKey)
        .where('status', '=', 'approving')
        .where((eb) => (projectId === null ? eb('projectId', 'is', null) : eb('projectId', '=', projectId)))
        .executeTakeFirst();
    },

    async insertApplication(row: NewApplication): Promise<number> {
      const { id } = await db
        .insertInto('reportApplication')
        .values({ ...row, status: 'approving', decidedAt: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Moves an application on from 'approving'; false when it is no longer there. */
    async settle(id: number, status: ReportApplicationStatus, decidedAt: string): Promise<boolean> {
      const result = await db
        .updateTable('reportApplication')
        .set((eb) => ({ status, decidedAt, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('status', '=', 'approving')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
