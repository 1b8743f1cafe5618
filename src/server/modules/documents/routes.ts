/**
 * The documents area's staff routes (SPEC §7 /doc/*, gctms directory templates), one
 * registration per part, and its listener on the study area's project events: a new project
 * gets its binder folders from the published directory template.
 */
import type { FastifyInstance } from 'fastify';
import { onProjectCreated } from '../study';
import type { StaffRoutesOptions } from '../staff-routes-options';
import { archiveRoutes } from './archive/routes';
import { copyBinderTemplate } from './binder/folder-service';
import { binderPreviewRoutes } from './binder/preview';
import { binderRoutes } from './binder/routes';
import { binderUploadRoutes } from './binder/upload-routes';
import { reviewRoutes } from './review/routes';
import { reportSealRoutes } from './seals/routes';
import { delegationLogRoutes } from './delegation/routes';
import { helpRoutes } from './help/routes';
import { documentSearchRoutes } from './search/routes';
import { documentTemplateRoutes } from './templates/routes';
import { noVirusScanner } from './virus-scan';

export async function documentRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  onProjectCreated('documents', copyBinderTemplate);
  const withScanner = { ...options, scanner: options.virusScanner ?? noVirusScanner };
  await app.register(documentTemplateRoutes, options);
  await app.register(binderRoutes, withScanner);
  await app.register(binderUploadRoutes, withScanner);
  await app.register(binderPreviewRoutes, options);
  await app.register(archiveRoutes, options);
  await app.register(reviewRoutes, options);
  await app.register(reportSealRoutes, options);
  await app.register(documentSearchRoutes, options);
  await app.register(delegationLogRoutes, withScanner);
  await app.register(helpRoutes, options);
}
