/**
 * The safety area's staff routes (SPEC §7 gcpAeRecord, gcpSaeRecord, gcpSusarRecord,
 * gcpDsurRecord): safety events, protocol violations, concomitant medication and the safety rules.
 */
import type { FastifyInstance } from 'fastify';
import type { StaffRoutesOptions } from '../staff-routes-options';
import { safetyAeRoutes } from './ae/routes';
import { safetyConMedRoutes } from './con-meds/routes';
import { safetyExportRoutes } from './exports/routes';
import { safetyPvRoutes } from './pv/routes';
import { safetyRuleRoutes } from './rules/routes';
import { safetySaeRoutes } from './sae/routes';
import { safetyViolationRoutes } from './violations/routes';

export async function safetyRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  await app.register(safetyAeRoutes, options);
  await app.register(safetySaeRoutes, options);
  await app.register(safetyPvRoutes, options);
  await app.register(safetyViolationRoutes, options);
  await app.register(safetyConMedRoutes, options);
  await app.register(safetyRuleRoutes, options);
  await app.register(safetyExportRoutes, options);
}
