/**
 * `GET /metrics` in Prometheus' text format, for the hospital's monitoring, behind a bearer
 * token (METRICS_TOKEN; without one the endpoint does not exist): the process's metrics
 * (lib/process-metrics.ts: request durations by route pattern and status, database query
 * times and pool use, failed sign-ins, Node's own) and, read from the database at each
 * scrape, how long ago each scheduled job last ran and whether that run failed, and how
 * many SAE and SUSAR reports are past their regulatory due time.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createHash, timingSafeEqual } from 'node:crypto';
import { Gauge, Registry } from 'prom-client';
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import { createLeaseRepository } from '../lib/job-lease';
import { httpRequestDuration, processMetrics } from '../lib/process-metrics';

export const METRICS_PATH = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The gauges read from the database at each scrape, in a registry of this app's own. */
function databaseGauges({ db, clock, overdueSafetyReports }: MetricsOptions): Registry {
  const registry = new Registry();
  const leases = createLeaseRepository(db);
  new Gauge({
    name: 'portal_job_last_run_age_seconds',
    help: 'Seconds since each scheduled job last ran (on any instance)',
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await leases.all()) {
        if (row.lastRunAt) this.set({ job: row.name }, Math.max(0, (clock() - Date.parse(row.lastRunAt)) / 1000));
      }
    },
  });
  new Gauge({
    name: 'portal_job_last_run_failed',
    help: "1 when a scheduled job's last run failed, else 0",
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await leases.all()) {
        if (row.lastRunAt) this.set({ job: row.name }, row.lastError ? 1 : 0);
      }
    },
  });
  new Gauge({
    name: 'portal_safety_reports_overdue',
    help: 'SAE (24 h) and SUSAR (7/15 days) reports past their due time and not submitted, all projects',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      const overdue = await overdueSafetyReports(clock());
      this.set({ kind: 'sae' }, overdue.sae);
      this.set({ kind: 'susar' }, overdue.susar);
    },
  });
  return registry;
}

export interface MetricsOptions {
  db: Db;
  clock: Clock;
  /** The bearer token a scrape must carry; none: no /metrics. */
  token?: string;
  /** The safety area's count of overdue reports at `now` (app.ts wires it). */
  overdueSafetyReports: (now: number) => Promise<{ sae: number; susar: number }>;
}

export const metrics = fp<MetricsOptions>(async function metrics(app: FastifyInstance, options) {
  const { token } = options;
  // Every answer is timed, the metrics' own scrape included, by its route's pattern.
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    httpRequestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  if (!token) return;
  const expected = digest(`Bearer ${token}`);
  const registry = Registry.merge([processMetrics, databaseGauges(options)]);
  app.get(
    METRICS_PATH,
    // Answered under overload too: that is when it matters.
    { config: { pressureHandler: () => undefined }, schema: { hide: true } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
        return reply.status(401).header('www-authenticate', 'Bearer').type('text/plain').send('Unauthorized');
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
});
