/**
 * Request rate limits (@fastify/rate-limit) for the routes registered after it in the same
 * context: the optional limit on every route (`max` a minute per client address), routes'
 * own limits (`config.rateLimit`) and limiters made with `app.createRateLimit`.
 *
 * Routes' own limits and the limiters (sign-in, captcha, registration) count in the
 * database (table `rate_limit`, see rate-limit-store.ts): one budget per client whichever
 * instance answers. The limit on every route counts per process by default ('memory'), so
 * with N instances behind a balancer a client may get up to N times `max`: it is a flood
 * guard, and counting it in the database costs a write per public request.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import { createRateLimitRepository } from '../services/rate-limit-repository';
import { type RateLimitCounting, rateLimitStore } from './rate-limit-store';

export interface RateLimitsOptions {
  db: Db;
  clock: Clock;
  /** Requests a minute per client address on every route; 0 or undefined: none. */
  max?: number;
  /** Where `max` counts: 'memory' (per process, default) or 'database' (shared, a write per request). */
  global?: RateLimitCounting;
  /** Requests the limit on every route does not count: the server renderer's own calls. */
  isTrusted?: (request: FastifyRequest) => boolean;
}

export const rateLimits = fp<RateLimitsOptions>(async function rateLimits(app: FastifyInstance, options) {
  await app.register(rateLimit, {
    // Global only when configured; routes and limiters with their own limit always count.
    global: Boolean(options.max),
    max: options.max || 1_000_000,
    timeWindow: '1 minute',
    allowList: (request) => options.isTrusted?.(request) ?? false,
    store: rateLimitStore({
      repository: createRateLimitRepository(options.db),
      clock: options.clock,
      global: options.global ?? 'memory',
    }),
  });
});
