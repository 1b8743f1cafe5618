/** Drug deliveries and transfers (/api/phm/delivery): thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  deliveryListEndpoint,
  deliveryOptionsEndpoint,
  deliveryReceiveEndpoint,
  deliveryRecordEndpoint,
  deliveryRefuseEndpoint,
  deliveryStockInEndpoint,
} from '../../../../shared/api/drugs/deliveries';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createDeliveryRepository } from './repository';
import { createDeliveryService } from './service';

const ok = ResponseCode.ok;

export async function drugDeliveryRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const deliveries = createDeliveryRepository(db);
  const service = createDeliveryService(db);

  registerEndpoint(
    app,
    deliveryListEndpoint,
  )(async ({ params, query }) => ({
    isOk: true,
    code: ok,
    ...(await deliveries.list(params.projectId, { ...query, offset: query.offset ?? 0, limit: query.limit ?? 20 })),
  }));

  registerEndpoint(
    app,
    deliveryOptionsEndpoint,
  )(async ({ params }) => ({ isOk: true, code: ok, data: await deliveries.options(params.projectId) }));

  registerEndpoint(
    app,
    deliveryRecordEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.record(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    deliveryReceiveEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.receive(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    deliveryRefuseEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.refuse(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    deliveryStockInEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.stockIn(body, actorOf(request, clock)),
  }));
}
