/**
 * The drugs area's staff routes (SPEC §7 /ctdms/*, /phm/*, /recovery/*, /ctims/*): the
 * catalogue, warehouses and stock, deliveries, dispensing, returns and recovery.
 */
import type { FastifyInstance } from 'fastify';
import type { StaffRoutesOptions } from '../staff-routes-options';
import { drugReconciliationRoutes } from './reconciliation/routes';
import { drugRecoveryRoutes } from './recovery/routes';
import { drugStorageRoutes } from './storage/routes';

export async function drugRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  await app.register(drugRecoveryRoutes, options);
  await app.register(drugStorageRoutes, options);
  await app.register(drugReconciliationRoutes, options);
}
