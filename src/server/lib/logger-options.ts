/**
 * pino options for the server log. A request is logged by its route pattern
 * (`/api/trial/recruit/patient/:projectId/list`), never by its concrete path, and with every
 * query value redacted (`?keyword=[Redacted]`): staff searches carry phone and medical-record
 * numbers, and inner-mode pages carry a RECRUIT-SIGN token (`?sign=`). Secrets in headers
 * are redacted too, so the log holds neither personal identifiers nor credentials.
 */
import type { FastifyServerOptions } from 'fastify';

const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.sourcesign',
  'req.headers["recruit-sign"]',
  'res.headers["set-cookie"]',
];

const REDACTED = '[Redacted]';
/** A key that reads like a parameter name is kept; anything else could be a value sent as a key. */
const PLAIN_KEY = /^[A-Za-z][A-Za-z0-9_.[\]-]{0,39}$/;

/** The query string with every value (and any key that is not a plain name) redacted. */
export function redactQuery(query: string): string {
  if (query === '') return '';
  const parts = query.split('&').map((part) => {
    const equals = part.indexOf('=');
    const key = equals === -1 ? part : part.slice(0, equals);
    const shownKey = PLAIN_KEY.test(key) ? key : REDACTED;
    return equals === -1 ? shownKey : `${shownKey}=${REDACTED}`;
  });
  return `?${parts.join('&')}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  routeOptions?: { url?: string };
}

/**
 * What the log shows of a request's URL: the matched route's pattern (a catch-all route or
 * no route at all: the path itself), then the redacted query. No fragment reaches a server.
 */
export function loggedUrl(request: Pick<LoggedRequest, 'url' | 'routeOptions'>): string {
  const queryAt = request.url.indexOf('?');
  const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : request.url.slice(queryAt + 1);
  const pattern = request.routeOptions?.url;
  const shownPath = pattern && !pattern.includes('*') ? pattern : path;
  return `${shownPath}${redactQuery(query)}`;
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: redactPaths,
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: loggedUrl(request),
        host: request.hostname,
        remoteAddress: request.ip,
      }),
    },
  };
}
