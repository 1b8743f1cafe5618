/**
 * Two server instances on ONE database, as behind a load balancer: each has its own Db
 * (its own connection or pool) and its own buildApp, so nothing is shared but the
 * database. On SQLite the database is a temporary file opened twice; on PostgreSQL
 * (testDatabaseLocation) a new database both connect to. The instances share one manual
 * clock, as servers share the time of day.
 */
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppOptions, buildApp } from './app';
import { type Db, openDatabase } from './db/database';
import { loadDemoData } from './db/seed/load-demo';
import { manualClock } from './lib/clock';
import type { CaptchaMaker } from './modules/access/auth/captcha';
import { CAPTCHA_ANSWER, recordingSmsSender } from './modules/access/auth/test-kit';
import { testDatabaseLocation, testKeys } from './test-support';

export interface Instance {
  app: FastifyInstance;
  db: Db;
}

const knownCaptcha: CaptchaMaker = {
  make: () => ({ answer: CAPTCHA_ANSWER, image: 'data:image/svg+xml;base64,PHN2Zy8+' }),
};

type SharedOptions = Pick<AppOptions, 'loginRateLimitMax' | 'rateLimitMax' | 'rateLimitCounting'>;

/** Opens the database twice (demo data loaded once) and builds an app on each handle. */
export async function twoInstances(options: SharedOptions = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'two-instances-'));
  const { location, drop } = await testDatabaseLocation(join(dir, 'portal.db'));
  const clock = manualClock();
  const appOptions = {
    keys: testKeys(),
    clock,
    smsSender: recordingSmsSender(),
    captchaMaker: knownCaptcha,
    ...options,
  };
  const open = async (): Promise<Instance> => {
    const db = await openDatabase(location, { auditKey: appOptions.keys.auditCheckpointKey });
    return { db, app: await buildApp({ db, ...appOptions }) };
  };
  const a = await open();
  await loadDemoData(a.db);
  const b = await open();
  return {
    a,
    b,
    clock,
    close: async () => {
      for (const instance of [a, b]) {
        await instance.app.close();
        await instance.db.destroy();
      }
      await drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
