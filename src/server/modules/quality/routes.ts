/**
 * The quality area's staff routes (SPEC §7 /quality/*): QC plans, check tasks and findings
 * to closure; monitoring visits with their appointment rules and the remote switch, source
 * data verification, queries.
 */
import type { FastifyInstance } from 'fastify';
import type { StaffRoutesOptions } from '../staff-routes-options';
import { qualityCheckTaskRoutes } from './check-tasks/routes';
import { qualityEvidenceRoutes } from './findings/evidence-routes';
import { qualityFindingRoutes } from './findings/routes';
import { monitoringRoutes } from './monitoring/routes';
import { qualityPlanRoutes } from './plans/routes';
import { queryRoutes } from './queries/routes';
import { sdvRoutes } from './sdv/routes';
import { inspectionRoutes } from './inspections/routes';
import { selfCheckRoutes } from './self-checks/routes';
import { qualityDashboardRoutes } from './dashboard/routes';

export async function qualityRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  // Quality control.
  await app.register(qualityPlanRoutes, options);
  await app.register(qualityCheckTaskRoutes, options);
  await app.register(qualityFindingRoutes, options);
  await app.register(qualityEvidenceRoutes, options);
  // Monitoring.
  await app.register(monitoringRoutes, options);
  await app.register(sdvRoutes, options);
  await app.register(queryRoutes, options);
  // Inspections, self-checks and the dashboard.
  await app.register(inspectionRoutes, options);
  await app.register(selfCheckRoutes, options);
  await app.register(qualityDashboardRoutes, options);
}
