/**
 * The drugs area's staff routes (SPEC §7 /ctdms/*, /phm/*, /recovery/*, /ctims/*): the site's
 * pharmacies, each project's drug catalogue and settings, its inventory with the stock ledger,
 * deliveries and transfers, prescriptions and dispensing, returns and recovery, storage
 * conditions and accountability.
 */
import type { FastifyInstance } from 'fastify';
import type { StaffRoutesOptions } from '../staff-routes-options';
import { drugCatalogueRoutes } from './catalogue/routes';
import { drugDeliveryRoutes } from './deliveries/routes';
import { drugDispensingRoutes } from './dispensing/routes';
import { drugInventoryRoutes } from './inventory/routes';
import { drugReconciliationRoutes } from './reconciliation/routes';
import { drugRecoveryRoutes } from './recovery/routes';
import { drugStorageRoutes } from './storage/routes';
import { temperatureRoutes } from './storage/temperature-routes';
import { drugWarehouseRoutes } from './warehouses/routes';

export async function drugRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  await app.register(drugWarehouseRoutes, options);
  await app.register(drugCatalogueRoutes, options);
  await app.register(drugInventoryRoutes, options);
  await app.register(drugDeliveryRoutes, options);
  await app.register(drugDispensingRoutes, options);
  await app.register(drugRecoveryRoutes, options);
  await app.register(drugStorageRoutes, options);
  await app.register(temperatureRoutes, options);
  await app.register(drugReconciliationRoutes, options);
}
