/**
 * What every staff and auth route shares, added once to the encapsulated context that
 * registers them (app.ts), never per route:
 * - `Cache-Control: no-store` on every answer, errors included: staff data must stay out
 *   of the browser's, the worker's and any proxy's caches (SUITE.md 'Screens').
 * - A write (POST, PUT, PATCH, DELETE) whose `Origin` is not the request's own
 *   scheme://host is refused with 403: a second line behind the staff request header
 *   (plugins/staff-access.ts). A request without `Origin` (a non-browser client) is let
 *   through to that header check.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../lib/api-error';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Origins compared as URLs, so case and a spelt-out default port do not matter. */
function originOf(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** `Origin` names the request's own scheme and host (both as a trusted proxy reports them). */
export function isSameOrigin(request: FastifyRequest, origin: string): boolean {
  const own = originOf(`${request.protocol}://${request.host}`);
  return own !== null && originOf(origin) === own;
}

export function staffAnswers(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!WRITE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (!isSameOrigin(request, origin))
      throw forbidden({ 'zh-CN': '跨站请求已拒绝', en: 'Cross-origin request refused' });
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    const current = reply.getHeader('cache-control');
    // 'private, no-store' set by a download route already says it.
    if (typeof current !== 'string' || !/\bno-store\b/.test(current)) reply.header('cache-control', 'no-store');
    return payload;
  });
}
