/** Inspections (/api/quality/inspection): thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  inspectionCreateEndpoint,
  inspectionDetailEndpoint,
  inspectionFindingEndpoint,
  inspectionListEndpoint,
  inspectionUpdateEndpoint,
} from '../../../../shared/api/quality/inspections';
import { notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { attachedFindings, createInspectionRepository } from './repository';
import { createInspectionService } from './service';

const ok = ResponseCode.ok;

export async function inspectionRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const inspections = createInspectionRepository(db);
  const service = createInspectionService(db);

  registerEndpoint(
    app,
    inspectionListEndpoint,
  )(async ({ params, query }) => {
    const page = { ...query, offset: query.offset ?? 0, limit: query.limit ?? 20 };
    return { isOk: true, code: ok, ...(await inspections.list(params.projectId, page)) };
  });

  registerEndpoint(
    app,
    inspectionDetailEndpoint,
  )(async ({ params }) => {
    const inspection = await inspections.byId(params.id);
    if (!inspection || inspection.projectId !== params.projectId)
      throw notFound({ 'zh-CN': '检查记录不存在', en: 'No such inspection in this project' });
    return {
      isOk: true,
      code: ok,
      data: { inspection, findings: await attachedFindings(db, 'inspectionId', params.id) },
    };
  });

  registerEndpoint(
    app,
    inspectionCreateEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.create(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    inspectionUpdateEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.update(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    inspectionFindingEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.raiseFinding(body, actorOf(request, clock)),
  }));
}
