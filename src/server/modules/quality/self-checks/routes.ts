/** Self-checks (/api/quality/self-check): thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  selfCheckDetailEndpoint,
  selfCheckListEndpoint,
  selfCheckRunEndpoint,
  selfCheckTemplateEndpoint,
  selfCheckTemplateSaveEndpoint,
} from '../../../../shared/api/quality/self-checks';
import { notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { attachedFindings } from '../inspections/repository';
import { createSelfCheckRepository } from './repository';
import { createSelfCheckService } from './service';

const ok = ResponseCode.ok;

export async function selfCheckRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const selfChecks = createSelfCheckRepository(db);
  const service = createSelfCheckService(db);

  registerEndpoint(
    app,
    selfCheckTemplateEndpoint,
  )(async ({ params }) => ({ isOk: true, code: ok, data: await selfChecks.template(params.projectId) }));

  registerEndpoint(
    app,
    selfCheckTemplateSaveEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.saveTemplate(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    selfCheckListEndpoint,
  )(async ({ params, query }) => {
    const page = { offset: query.offset ?? 0, limit: query.limit ?? 20 };
    return { isOk: true, code: ok, ...(await selfChecks.list(params.projectId, page)) };
  });

  registerEndpoint(
    app,
    selfCheckDetailEndpoint,
  )(async ({ params }) => {
    const run = await selfChecks.byId(params.id);
    if (!run || run.projectId !== params.projectId)
      throw notFound({ 'zh-CN': '自查记录不存在', en: 'No such self-check in this project' });
    return { isOk: true, code: ok, data: { run, findings: await attachedFindings(db, 'selfCheckRunId', params.id) } };
  });

  registerEndpoint(
    app,
    selfCheckRunEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.run(body, actorOf(request, clock)) }));
}
