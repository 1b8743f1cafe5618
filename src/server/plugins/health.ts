/**
 * Probes for a load balancer or an orchestrator, anonymous and answering no data:
 * - `GET /healthz`: the process answers (liveness). Never refused under overload.
 * - `GET /readyz`: the instance should get traffic (readiness): the database answers within
 *   READY_DATABASE_TIMEOUT_MS, its schema has every migration of this build, the job loop
 *   runs, and the instance is not draining. Otherwise 503 with the failing checks' names.
 * Both are outside /api (no envelope, no rate limit, no session) and never cached.
 * While the instance drains, every answer closes its connection.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { pendingMigrations } from '../db/migrate';
import type { JobLoopState } from '../lib/job-loop';

export const READY_DATABASE_TIMEOUT_MS = 2_000;

const PROBE_PATHS = new Set(['/healthz', '/readyz']);

/** Whether `url` is one of the probes (other request hooks leave them alone). */
export const isProbe = (url: string): boolean => PROBE_PATHS.has(url.split('?')[0] ?? '');

/** What readiness asks of the instance besides its database (main.ts: its job loop and shutdown). */
export interface ReadinessSource {
  draining: () => boolean;
  /** The job loop's state; none: this process runs no scheduled jobs (tests, API-only). */
  jobLoop?: () => JobLoopState;
}

type CheckResult = 'ok' | 'unreachable' | 'migrations pending' | 'stalled' | 'stopped' | 'draining';

async function databaseCheck(db: Db): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'unreachable'>((resolve) => {
    timer = setTimeout(() => resolve('unreachable'), READY_DATABASE_TIMEOUT_MS);
  });
  try {
    const pending = pendingMigrations(db).then((names) => (names.length === 0 ? 'ok' : 'migrations pending'));
    return await Promise.race([pending, timeout]);
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes = fp<{ db: Db; readiness: ReadinessSource }>(async function healthRoutes(
  app: FastifyInstance,
  { db, readiness },
) {
  // While draining, every answer ends its connection. A proxy keeps its upstream connections
  // open between requests; one that carried a request when the shutdown began would then hold
  // the server's close open until the proxy dropped it, and the drain would run out of time.
  app.addHook('onSend', async (_request, reply) => {
    if (readiness.draining()) reply.header('connection', 'close');
  });

  // Liveness stays 200 under overload: refusing it would have the instance restarted for being busy.
  const probeConfig = { pressureHandler: () => undefined };

  app.get('/healthz', { config: probeConfig, schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const checks: Record<string, CheckResult> = {
      draining: readiness.draining() ? 'draining' : 'ok',
      database: await databaseCheck(db),
    };
    const jobState = readiness.jobLoop?.();
    if (jobState) checks.jobs = jobState === 'running' ? 'ok' : jobState;
    const ready = Object.values(checks).every((result) => result === 'ok');
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks });
  });
});
