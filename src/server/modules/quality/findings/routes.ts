/**
 * QC findings (/api/quality/finding): thin handlers (access is enforced by the declarations);
 * the export is the list's rows for the same filters as a typed sheet, audited.
 */
import type { FastifyInstance } from 'fastify';
import { LIST_EXPORT_MAX_ROWS } from '../../../../shared/api/contract/export-query';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  findingAcceptEndpoint,
  findingAnswerEndpoint,
  findingExportEndpoint,
  findingListEndpoint,
  findingRaiseEndpoint,
  findingReturnEndpoint,
  findingSendEndpoint,
} from '../../../../shared/api/quality/findings';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { checkExportSize, sendTypedSheet } from '../../../lib/typed-sheet';
import { auditExport } from '../../../services/export-audit';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { FINDING_COLUMNS } from './columns';
import { createFindingRepository } from './repository';
import { FINDING_ENTITY, createFindingService } from './service';

const ok = ResponseCode.ok;

export async function qualityFindingRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const findings = createFindingRepository(db);
  const service = createFindingService(db);

  registerEndpoint(
    app,
    findingListEndpoint,
  )(async ({ params, query, request }) => {
    const page = { ...query, offset: query.offset ?? 0, limit: query.limit ?? 20 };
    return { isOk: true, code: ok, ...(await findings.list(params.projectId, page, actorOf(request, clock).actorId)) };
  });

  registerEndpoint(
    app,
    findingRaiseEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.raise(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    findingSendEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.send(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    findingAnswerEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.answer(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    findingAcceptEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.accept(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    findingReturnEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.return(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    findingExportEndpoint,
  )(async ({ params, query, request, reply }) => {
    const actor = actorOf(request, clock);
    const { rows, total } = await findings.list(
      params.projectId,
      { ...query, offset: 0, limit: LIST_EXPORT_MAX_ROWS },
      actor.actorId,
    );
    checkExportSize(total);
    await auditExport(db, request, clock, {
      action: 'qcFinding.export',
      entity: FINDING_ENTITY,
      projectId: params.projectId,
      filters: query,
      rows: total,
    });
    return sendTypedSheet(
      reply,
      { name: '质控问题', baseName: 'qc-findings', columns: FINDING_COLUMNS, rows },
      clock(),
    );
  });
}
