/**
 * GET /manifest.webmanifest, served per deployment from the site settings. Browsers check
 * it again from time to time; no-cache lets a renamed hospital show its new name.
 */
import type { FastifyInstance } from 'fastify';
import { MANIFEST_CONTENT_TYPE, webManifestEndpoint } from '../../../../shared/api/portal/pwa';
import type { Db } from '../../../db/database';
import { notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { buildWebManifest } from './manifest';
import { createPwaRepository } from './repository';

export async function pwaRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const repository = createPwaRepository(db);
  registerEndpoint(
    app,
    webManifestEndpoint,
  )(async ({ reply }) => {
    const site = await repository.manifestSite();
    if (!site) throw notFound({ 'zh-CN': '站点尚未设置', en: 'The site has not been set up' });
    reply.type(MANIFEST_CONTENT_TYPE).header('cache-control', 'no-cache');
    return buildWebManifest(site);
  });
}
