/** Storage conditions (/api/ctims): thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { excursionDecideEndpoint, excursionListEndpoint } from '../../../../shared/api/drugs/storage';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { excursionsPage } from './repository';
import { createStorageService } from './service';

const ok = ResponseCode.ok;

export async function drugStorageRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const service = createStorageService(db);

  registerEndpoint(
    app,
    excursionListEndpoint,
  )(async ({ params, query }) => ({
    isOk: true,
    code: ok,
    ...(await excursionsPage(db, params.projectId, { ...query, offset: query.offset ?? 0, limit: query.limit ?? 20 })),
  }));

  registerEndpoint(
    app,
    excursionDecideEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.decide(body, actorOf(request, clock)) }));
}
