/** The report catalogue, report applications and a role's reports: thin handlers. */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  myReportApplicationsEndpoint,
  reportApplyEndpoint,
  reportCatalogueEndpoint,
  roleReportsEndpoint,
  roleReportsSaveEndpoint,
} from '../../../../shared/api/access/reports';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import { REPORT_APPLY_WORKFLOW } from '../../../../shared/domain/reports';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { requireStaff } from '../../../services/staff-principal';
import { actorOf } from '../../../services/staff-write';
import { registerWorkflowHooks } from '../../work';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createReportRepository } from './repository';
import { applyForReport, reportApplyWorkflowHooks, reportCatalogue, roleReports, saveRoleReports } from './service';

const ok = ResponseCode.ok;

export async function reportRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  registerWorkflowHooks(REPORT_APPLY_WORKFLOW, reportApplyWorkflowHooks);
  const today = () => hospitalDay(clock());

  registerEndpoint(
    app,
    reportCatalogueEndpoint,
  )(async ({ request }) => ({
    isOk: true,
    code: ok,
    data: await reportCatalogue(db, requireStaff(request).userId, today()),
  }));

  registerEndpoint(
    app,
    myReportApplicationsEndpoint,
  )(async ({ request }) => ({
    isOk: true,
    code: ok,
    data: await createReportRepository(db).applicationsOf(requireStaff(request).userId),
  }));

  registerEndpoint(
    app,
    reportApplyEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await applyForReport(db, body, actorOf(request, clock), today()),
  }));

  registerEndpoint(
    app,
    roleReportsEndpoint,
  )(async ({ params }) => ({ isOk: true, code: ok, data: await roleReports(db, params.roleId) }));

  registerEndpoint(
    app,
    roleReportsSaveEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await saveRoleReports(db, body, actorOf(request, clock)),
  }));
}
