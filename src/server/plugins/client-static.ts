/**
 * Serves the built client from `clientDir`: pre-compressed brotli/gzip files, a year of
 * caching for hashed assets, no-cache for index.html, the service worker and the manifest.
 * A GET for one of the client's pages (page-paths.ts) gets index.html (SPA fallback); any
 * other address gets 404, with the shell for a page-like address (the router shows its
 * not-found page) and plain text otherwise: never a soft 200 that a load balancer's probe
 * or a search engine would take for a page. /api/* answers the envelope's 404.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ResponseCode } from '../../shared/api/contract/envelope';
import { isPagePath } from './page-paths';

const noCacheFiles = /(^|\/)(index\.html|sw\.js|manifest\.webmanifest|registerSW\.js)$/;

function cacheControlFor(path: string): string {
  if (noCacheFiles.test(path)) return 'no-cache';
  if (path.includes('/assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=86400';
}

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

function looksLikeFile(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  const last = path.slice(path.lastIndexOf('/') + 1);
  return last.includes('.');
}

export const clientStatic = fp<{ clientDir?: string }>(async function clientStatic(
  app: FastifyInstance,
  { clientDir },
) {
  if (clientDir) {
    await app.register(fastifyStatic, {
      root: clientDir,
      preCompressed: true,
      cacheControl: false,
      // '/' is the server renderer's (server-render.ts); its own bundle is never served.
      index: false,
      allowedPath: (path) => !path.startsWith('/ssr/'),
      setHeaders: (reply, path) => {
        reply.header('cache-control', cacheControlFor(path));
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    if (isApi(url)) {
      return reply
        .status(404)
        .send({ isOk: false, code: ResponseCode.notFound, msg: `No API at ${request.method} ${url.split('?')[0]}` });
    }
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !looksLikeFile(url);
    if (clientDir && wantsPage) {
      reply.header('cache-control', 'no-cache');
      if (isPagePath(url.split('?')[0] ?? '')) return reply.sendFile('index.html');
      // Read each time: a rebuilt client's shell names its new assets.
      const shell = await readFile(join(clientDir, 'index.html'), 'utf8').catch(() => undefined);
      if (shell !== undefined) return reply.status(404).type('text/html; charset=utf-8').send(shell);
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  });
});
