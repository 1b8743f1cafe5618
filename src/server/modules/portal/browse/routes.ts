/** Public portal routes (no sign-in). Thin handlers: validation is in the schemas, SQL in the repository. */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  formConfigEndpoint,
  orgListEndpoint,
  projectDetailEndpoint,
  projectListEndpoint,
  projectOutpatientsEndpoint,
  siteInfoEndpoint,
} from '../../../../shared/api/portal/portal';
import type { Db } from '../../../db/database';
import { notFound } from '../../../lib/api-error';
import { projectExists } from '../../../lib/project-exists';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { createPortalRepository } from './repository';
import { createSearchCache, projectSearchLoaders } from './search-cache';

const ok = ResponseCode.ok;

export async function portalRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const repository = createPortalRepository(db);
  // Every instance drops its cached match sets and pages when the shared 'projects' counter moves.
  const searchCache = createSearchCache(() => repository.projectsVersion());

  registerEndpoint(
    app,
    siteInfoEndpoint,
  )(async () => {
    const data = await repository.siteInfo();
    if (!data) throw notFound({ 'zh-CN': '站点尚未设置', en: 'The site has not been set up' });
    return { isOk: true, code: ok, data };
  });

  registerEndpoint(
    app,
    formConfigEndpoint,
  )(async () => {
    const rows = await repository.formConfig();
    return { isOk: true, code: ok, rows, total: rows.length };
  });

  registerEndpoint(
    app,
    projectListEndpoint,
  )(async ({ body }) => {
    const answer = await searchCache.fetch(body, projectSearchLoaders(repository, body));
    return { isOk: true, code: ok, ...answer };
  });

  registerEndpoint(
    app,
    projectDetailEndpoint,
  )(async ({ params }) => {
    const project = await repository.projectById(params.id);
    if (!project) throw notFound({ 'zh-CN': `项目 ${params.id} 不存在`, en: `Project ${params.id} does not exist` });
    return { isOk: true, code: ok, data: project };
  });

  registerEndpoint(
    app,
    projectOutpatientsEndpoint,
  )(async ({ params }) => {
    if (!(await projectExists(db, params.projectId, { publishedOnly: true }))) {
      throw notFound({ 'zh-CN': `项目 ${params.projectId} 不存在`, en: `Project ${params.projectId} does not exist` });
    }
    return { isOk: true, code: ok, data: await repository.outpatients(params.projectId) };
  });

  registerEndpoint(app, orgListEndpoint)(async () => ({ isOk: true, code: ok, data: await repository.orgs() }));
}
