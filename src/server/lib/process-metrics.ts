/**
 * The process's own metrics (prom-client): one set per process, however many apps or
 * databases it opens (tests open many). The metrics plugin (plugins/metrics.ts) adds the
 * ones read from the database at each scrape and serves them all in Prometheus' text format.
 *
 * Labels never carry an identifier or a URL: routes are their patterns, queries their kind.
 */
import type { LogEvent } from 'kysely';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const processMetrics = new Registry();
collectDefaultMetrics({ register: processMetrics, prefix: 'portal_' });

export const httpRequestDuration = new Histogram({
  name: 'portal_http_request_duration_seconds',
  help: 'Time to answer a request, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [processMetrics],
});

const dbQueryDuration = new Histogram({
  name: 'portal_db_query_duration_seconds',
  help: 'Time of each database query, by statement kind and outcome',
  labelNames: ['kind', 'outcome'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
  registers: [processMetrics],
});

export const signInFailures = new Counter({
  name: 'portal_sign_in_failures_total',
  help: 'Refused staff sign-in attempts, by reason',
  labelNames: ['reason'] as const,
  registers: [processMetrics],
});

const QUERY_KINDS: Record<string, string> = {
  SelectQueryNode: 'select',
  InsertQueryNode: 'insert',
  UpdateQueryNode: 'update',
  DeleteQueryNode: 'delete',
};

/** Kysely's `log` option: every query's duration. */
export function observeQuery(event: LogEvent): void {
  const kind = QUERY_KINDS[event.query.query.kind] ?? 'other';
  dbQueryDuration.observe(
    { kind, outcome: event.level === 'query' ? 'ok' : 'error' },
    event.queryDurationMillis / 1000,
  );
}

/** The PostgreSQL pools open in this process (one per database opened). */
const pools = new Set<pg.Pool>();

export function trackPool(pool: pg.Pool): void {
  pools.add(pool);
}

new Gauge({
  name: 'portal_db_pool_connections',
  help: 'PostgreSQL pool connections, by state (total, idle, and requests waiting for one)',
  labelNames: ['state'] as const,
  registers: [processMetrics],
  collect() {
    let total = 0;
    let idle = 0;
    let waiting = 0;
    for (const pool of pools) {
      if (pool.ended) {
        pools.delete(pool);
        continue;
      }
      total += pool.totalCount;
      idle += pool.idleCount;
      waiting += pool.waitingCount;
    }
    this.set({ state: 'total' }, total);
    this.set({ state: 'idle' }, idle);
    this.set({ state: 'waiting' }, waiting);
  },
});
