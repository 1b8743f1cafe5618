/** The site's pharmacies (/api/phm/warehouse): thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import type { WarehouseKind } from '../../../../shared/domain/drugs/status';
import { warehouseListEndpoint, warehouseSaveEndpoint } from '../../../../shared/api/drugs/warehouses';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createWarehouseRepository } from './repository';
import { createWarehouseService } from './service';

const ok = ResponseCode.ok;

export async function drugWarehouseRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const warehouses = createWarehouseRepository(db);
  const service = createWarehouseService(db);

  registerEndpoint(
    app,
    warehouseListEndpoint,
  )(async () => ({
    isOk: true,
    code: ok,
    data: (await warehouses.list()).map((row) => ({
      ...row,
      kind: row.kind as WarehouseKind,
      active: row.active === 1,
    })),
  }));

  registerEndpoint(
    app,
    warehouseSaveEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.save(body, actorOf(request, clock)) }));
}
