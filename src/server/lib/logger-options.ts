/**
 * pino options for the server log: secrets in headers are redacted, and so is the
 * RECRUIT-SIGN token when it travels in a page URL (`?sign=`), so the log never holds a
 * credential that would open a project in inner mode.
 */
import type { FastifyServerOptions } from 'fastify';

const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.sourcesign',
  'req.headers["recruit-sign"]',
  'res.headers["set-cookie"]',
];

export function redactUrl(url: string): string {
  return url.replace(/([?&]sign=)[^&#]*/gi, '$1[Redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: redactPaths,
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.hostname,
        remoteAddress: request.ip,
      }),
    },
  };
}
