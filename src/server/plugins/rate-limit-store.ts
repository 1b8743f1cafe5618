/**
 * A store for @fastify/rate-limit that keeps its counts in table `rate_limit`, so every
 * server instance on the database counts against one budget per client. One row per limiter
 * and client key: `<METHOD> <url> <address>` for a route's own limit (`config.rateLimit`),
 * `limiter <key>` for a limiter made with `createRateLimit` (whose keyGenerator must then say
 * which limiter it is), `global <address>` for the limit on every route when that one is
 * shared too. Fixed windows: the first request after a window ended starts a new one; rows
 * whose window ended are deleted at most once a minute per process. Times come from the
 * app's clock.
 *
 * The limit on every route may instead count in this process's memory (`global: 'memory'`,
 * the default of plugins/rate-limit.ts; at most MEMORY_KEYS addresses, the least recent
 * forgotten first): a database write per public request costs most of the list's
 * throughput (docs/operations.md 'Several instances').
 *
 * Only the plain fixed window is implemented: continueExceeding and exponentialBackoff are
 * refused when the limiter is made, not silently ignored.
 */
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { LRUCache } from 'lru-cache';
import { atMostEvery } from '../lib/at-most-every';
import type { Clock } from '../lib/clock';
import type { RateLimitCount, RateLimitRepository } from '../services/rate-limit-repository';

const PRUNE_INTERVAL_MS = 60_000;
const MEMORY_KEYS = 10_000;

export type RateLimitCounting = 'database' | 'memory';

export interface RateLimitStoreOptions {
  repository: RateLimitRepository;
  clock: Clock;
  /** Where the limit on every route counts; routes' own limits and limiters always use the database. */
  global: RateLimitCounting;
}

type Count = (key: string, now: number, windowMs: number) => Promise<RateLimitCount>;
type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

function memoryCount(): Count {
  const windows = new LRUCache<string, RateLimitCount>({ max: MEMORY_KEYS });
  return async (key, now, windowMs) => {
    const live = windows.get(key);
    const next =
      live && live.resetAt > now ? { ...live, count: live.count + 1 } : { count: 1, resetAt: now + windowMs };
    windows.set(key, next);
    return next;
  };
}

/** The route a child store limits, when it limits one (the plugin's `routeInfo`). */
function routeOf(params: object): { method: string; url: string } | undefined {
  const route = 'routeInfo' in params ? params.routeInfo : undefined;
  if (typeof route !== 'object' || route === null || !('url' in route) || typeof route.url !== 'string') {
    return undefined;
  }
  const method = 'method' in route ? route.method : undefined;
  const methods = Array.isArray(method) ? method : [method];
  return { method: methods.filter((name) => typeof name === 'string').join(','), url: route.url };
}

function refuseUnsupported(params: object): void {
  const continues = 'continueExceeding' in params && params.continueExceeding === true;
  const backsOff = 'exponentialBackoff' in params && params.exponentialBackoff === true;
  if (continues || backsOff) {
    throw new Error('The rate-limit store implements neither continueExceeding nor exponentialBackoff');
  }
}

export function rateLimitStore({ repository, clock, global }: RateLimitStoreOptions) {
  const pruneEnded = atMostEvery(PRUNE_INTERVAL_MS, clock, repository.deleteEnded);
  const databaseCount: Count = async (key, now, windowMs) => {
    await pruneEnded();
    return repository.count(key, now, windowMs);
  };
  let rootKeyGenerator: unknown;

  return class RateLimitStore implements FastifyRateLimitStore {
    private readonly namespace: string;
    private readonly count: Count;

    /** `params`: the plugin's options, merged with a route's or a limiter's for a child. */
    constructor(params: object, namespace?: string) {
      refuseUnsupported(params);
      if (namespace === undefined) rootKeyGenerator = 'keyGenerator' in params ? params.keyGenerator : undefined;
      this.namespace = namespace ?? 'global';
      this.count = namespace === undefined && global === 'memory' ? memoryCount() : databaseCount;
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const now = clock();
      this.count(`${this.namespace} ${key}`, now, timeWindow).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: Math.max(0, resetAt - now) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(params: object): RateLimitStore {
      const route = routeOf(params);
      if (route) return new RateLimitStore(params, `${route.method} ${route.url}`);
      // A limiter from createRateLimit has no route: with the default keys it would share
      // the rows of every other such limiter, so it must bring its own keyGenerator.
      const keyGenerator = 'keyGenerator' in params ? params.keyGenerator : undefined;
      if (keyGenerator === rootKeyGenerator) {
        throw new Error('A createRateLimit limiter on the shared rate-limit store needs its own keyGenerator');
      }
      return new RateLimitStore(params, 'limiter');
    }
  };
}
