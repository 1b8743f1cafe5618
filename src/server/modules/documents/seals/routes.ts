/** Report seal applications (/api/doc/report-seal): thin handlers; the seal workflow's hooks registered here. */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  type ReportSeal,
  type ReportVersion,
  reportSealListEndpoint,
  reportSealSaveEndpoint,
  reportSealSubmitEndpoint,
  reportSealVersionsEndpoint,
} from '../../../../shared/api/documents/report-seals';
import {
  REPORT_SEAL_WORKFLOW,
  type ReportSealKind,
  type ReportSealStatus,
} from '../../../../shared/domain/documents/report-seals';
import type { DocumentVersionStatus } from '../../../../shared/domain/documents/versions';
import type { ApprovalTaskStatus, InstanceStatus } from '../../../../shared/domain/work';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { registerSignedRecord, registerWorkflowHooks } from '../../work';
import { createReportSealRepository } from './repository';
import { createReportSealService, reportSealWorkflowHooks, sealedRecord } from './service';

const ok = ResponseCode.ok;
type Repo = ReturnType<typeof createReportSealRepository>;
type Row = Awaited<ReturnType<Repo['list']>>[number];
type Approvals = Awaited<ReturnType<Repo['approvals']>>;

function toReportSeal(row: Row, { instances, steps }: Approvals): ReportSeal {
  return {
    ...row,
    kind: row.kind as ReportSealKind,
    status: row.status as ReportSealStatus,
    approvals: instances
      .filter((instance) => instance.recordId === row.id)
      .map(({ recordId: _r, ...instance }) => ({
        ...instance,
        status: instance.status as InstanceStatus,
        steps: steps
          .filter((step) => step.instanceId === instance.instanceId)
          .map(({ instanceId: _i, ...step }) => ({ ...step, status: step.status as ApprovalTaskStatus })),
      })),
  };
}

export async function reportSealRoutes(app: FastifyInstance, { db, clock, files }: StaffRoutesOptions) {
  registerWorkflowHooks(REPORT_SEAL_WORKFLOW, reportSealWorkflowHooks(files));
  registerSignedRecord(REPORT_SEAL_WORKFLOW, sealedRecord);
  const seals = createReportSealRepository(db);
  const service = createReportSealService(db);

  registerEndpoint(
    app,
    reportSealListEndpoint,
  )(async ({ params }) => {
    const rows = await seals.list(params.projectId);
    const approvals = await seals.approvals(rows.map((row) => row.id));
    return { isOk: true, code: ok, data: rows.map((row) => toReportSeal(row, approvals)) };
  });

  registerEndpoint(
    app,
    reportSealVersionsEndpoint,
  )(async ({ params }) => {
    const rows = await seals.versions(params.projectId);
    const data = rows.map((row): ReportVersion => ({ ...row, status: row.status as DocumentVersionStatus }));
    return { isOk: true, code: ok, data };
  });

  registerEndpoint(
    app,
    reportSealSaveEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.save(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    reportSealSubmitEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.submit(body, actorOf(request, clock)) }));
}
