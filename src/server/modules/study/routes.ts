/**
 * The study area's staff routes (SPEC §7 /bus/*): projects with their doctors and publication,
 * the project team, dictionary administration, milestones, research centres, uploads and the
 * site settings.
 */
import type { FastifyInstance } from 'fastify';
import type { StaffRoutesOptions } from '../staff-routes-options';
import { centreRoutes } from './centres/routes';
import { dictAdminRoutes } from './dict-admin/routes';
import { fileApiRoutes } from './files/routes';
import { studyMeetingRoutes } from './meetings/routes';
import { milestoneRoutes } from './milestones/routes';
import { projectRoutes } from './projects/routes';
import { siteSettingsRoutes } from './site/routes';
import { projectTeamRoutes } from './team/routes';

export async function studyRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  // The project team under /api/bus.
  await app.register(projectTeamRoutes, options);
  // Projects, their doctors and publication.
  await app.register(projectRoutes, options);
  // Dictionary administration (/api/sys/dict).
  await app.register(dictAdminRoutes, options);
  // Project milestones (/api/bus/project/milepost).
  await app.register(milestoneRoutes, options);
  // Study meetings (/api/gctms/meeting): kick-off, site initiation, investigators', close-out.
  await app.register(studyMeetingRoutes, options);
  // A project's research centres (/api/bus/centre).
  await app.register(centreRoutes, options);
  // Uploads (/api/gbs/file), reused by the areas that take images or documents.
  await app.register(fileApiRoutes, options);
  // Site settings (white-label): /api/sys/site.
  await app.register(siteSettingsRoutes, options);
}
