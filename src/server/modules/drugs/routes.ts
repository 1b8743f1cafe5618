/**
 * The drugs area's staff routes (SPEC §7 /ctdms, /phm): the site's pharmacies, each
 * project's drug catalogue and settings, and its inventory with the stock ledger.
 */
import type { FastifyInstance } from 'fastify';
import type { StaffRoutesOptions } from '../staff-routes-options';
import { drugCatalogueRoutes } from './catalogue/routes';
import { drugInventoryRoutes } from './inventory/routes';
import { drugWarehouseRoutes } from './warehouses/routes';

export async function drugsRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  await app.register(drugWarehouseRoutes, options);
  await app.register(drugCatalogueRoutes, options);
  await app.register(drugInventoryRoutes, options);
}
