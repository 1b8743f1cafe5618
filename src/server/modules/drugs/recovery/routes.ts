/** Returns and recovery (/api/recovery): thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  drugRecoveryListEndpoint,
  drugRecoverySaveEndpoint,
  drugReturnListEndpoint,
  drugReturnSaveEndpoint,
  recoverableStockEndpoint,
} from '../../../../shared/api/drugs/recovery';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { recoverableStock, recoveriesPage, returnsPage } from './repository';
import { createRecoveryService } from './service';

const ok = ResponseCode.ok;
const paged = <Q extends { offset?: number; limit?: number }>(query: Q) => ({
  ...query,
  offset: query.offset ?? 0,
  limit: query.limit ?? 20,
});

export async function drugRecoveryRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const service = createRecoveryService(db);

  registerEndpoint(
    app,
    drugReturnListEndpoint,
  )(async ({ params, query }) => ({
    isOk: true,
    code: ok,
    ...(await returnsPage(db, params.projectId, paged(query))),
  }));

  registerEndpoint(
    app,
    drugReturnSaveEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.saveReturn(body, actorOf(request, clock), hospitalDay(clock())),
  }));

  registerEndpoint(
    app,
    drugRecoveryListEndpoint,
  )(async ({ params, query }) => ({
    isOk: true,
    code: ok,
    ...(await recoveriesPage(db, params.projectId, paged(query))),
  }));

  registerEndpoint(
    app,
    recoverableStockEndpoint,
  )(async ({ params, query }) => ({
    isOk: true,
    code: ok,
    ...(await recoverableStock(db, params.projectId, paged(query), hospitalDay(clock()))),
  }));

  registerEndpoint(
    app,
    drugRecoverySaveEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.saveRecovery(body, actorOf(request, clock), hospitalDay(clock())),
  }));
}
