/**
 * The quality area's staff routes. Monitoring: monitoring visits with their appointment rules
 * and the remote switch, source data verification, queries.
 */
import type { FastifyInstance } from 'fastify';
import type { StaffRoutesOptions } from '../staff-routes-options';
import { monitoringRoutes } from './monitoring/routes';
import { queryRoutes } from './queries/routes';
import { sdvRoutes } from './sdv/routes';

export async function qualityRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  // Monitoring.
  await app.register(monitoringRoutes, options);
  await app.register(sdvRoutes, options);
  await app.register(queryRoutes, options);
}
