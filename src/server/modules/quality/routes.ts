/**
 * The quality area's staff routes (SPEC §7 /quality/*): QC plans, check tasks and findings
 * to closure.
 */
import type { FastifyInstance } from 'fastify';
import type { StaffRoutesOptions } from '../staff-routes-options';
import { qualityCheckTaskRoutes } from './check-tasks/routes';
import { qualityFindingRoutes } from './findings/routes';
import { qualityPlanRoutes } from './plans/routes';

export async function qualityRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  await app.register(qualityPlanRoutes, options);
  await app.register(qualityCheckTaskRoutes, options);
  await app.register(qualityFindingRoutes, options);
}
