/**
 * The visits area's staff routes: each subject's visits, the versioned visit plans and the
 * coordinator's schedule.
 */
import type { FastifyInstance } from 'fastify';
import type { StaffRoutesOptions } from '../staff-routes-options';
import { visitFeedRoutes } from './feed/routes';
import { visitPlanRoutes } from './plans/routes';
import { sampleRoutes } from './samples/routes';
import { visitScheduleRoutes } from './schedule/routes';
import { subjectVisitRoutes } from './subject-visits/routes';

export async function visitsRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  // Each subject's visits: calendar, predict, plan/exec dates, apply a newer plan (/api/trial/subject/visit).
  await app.register(subjectVisitRoutes, options);
  // Versioned visit plans (/api/trial/visit/draft).
  await app.register(visitPlanRoutes, options);
  // The coordinator's visit schedule, its .ics and day list, and the visit summary (/api/trial/subject/visit).
  await app.register(visitScheduleRoutes, options);
  // The schedule as a per-user calendar subscription (/api/trial/subject/visit/feed, /api/feed/visits).
  await app.register(visitFeedRoutes, options);
  // Biological samples collected at visits, their boxes and shipments (/api/trial/sample).
  await app.register(sampleRoutes, options);
}
