import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Db } from '../db/database';
import { migrateTo } from '../db/migrate';
import { createJobLoop } from '../lib/job-loop';
import { createLeaseRepository } from '../lib/job-lease';
import { createTestApp, openTestDatabase, testKeys } from '../test-support';

describe('health probes', () => {
  let draining = false;
  let jobState: 'running' | 'stalled' | 'stopped' = 'running';
  let test: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    test = await createTestApp({
      demo: false,
      readiness: { draining: () => draining, jobLoop: () => jobState },
    });
  });
  afterAll(async () => test.close());

  it('/healthz answers that the process is up, uncached and with nothing else', async () => {
    const response = await test.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('/readyz is ready with the database current and the job loop running', async () => {
    const response = await test.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', checks: { draining: 'ok', database: 'ok', jobs: 'ok' } });
  });

  it('/readyz turns 503 while the instance drains, and when the job loop stalls or stops', async () => {
    draining = true;
    const drainingAnswer = await test.app.inject({ url: '/readyz' });
    expect(drainingAnswer.statusCode).toBe(503);
    expect(drainingAnswer.json().checks.draining).toBe('draining');
    draining = false;
    for (const state of ['stalled', 'stopped'] as const) {
      jobState = state;
      const answer = await test.app.inject({ url: '/readyz' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: 'not ready', checks: { draining: 'ok', database: 'ok', jobs: state } });
    }
    jobState = 'running';
  });

  it('ends the connection with every answer while draining, so keep-alive connections do not hold the close', async () => {
    expect((await test.app.inject({ url: '/api/portal/site-info' })).headers.connection).not.toBe('close');
    draining = true;
    try {
      const answer = await test.app.inject({ url: '/api/portal/site-info' });
      expect(answer.headers.connection).toBe('close');
    } finally {
      draining = false;
    }
  });

  it('/readyz is 503 when the database has migrations this build still has to run', async () => {
    const db = await openTestDatabase({ migrated: false });
    await migrateTo(db, '055-problem-reports');
    const app = await buildApp({ db, keys: testKeys() });
    try {
      const response = await app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json().checks.database).toBe('migrations pending');
    } finally {
      await app.close();
      await db.destroy();
    }
  });

  it('/readyz is 503 when the database does not answer', async () => {
    const db = await openTestDatabase();
    const app = await buildApp({ db, keys: testKeys() });
    await db.destroy();
    try {
      const response = await app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json().checks.database).toBe('unreachable');
    } finally {
      await app.close();
    }
  });
});

describe('overload', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let db: Db;
  beforeAll(async () => {
    db = await openTestDatabase();
    app = await buildApp({ db, keys: testKeys(), overloadLoopDelayMs: 50 });
  });
  afterAll(async () => (await app.close(), await db.destroy()));

  /** Holds the event loop for `ms`, in slices, across under-pressure's 1 s samples. */
  async function blockLoop(ms: number) {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      const slice = Date.now() + 200;
      while (Date.now() < slice) {
        // busy: the loop cannot turn
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it('answers 503 with Retry-After past the loop delay, and serves again once the loop recovers', async () => {
    expect((await app.inject({ url: '/api/portal/site-info' })).statusCode).not.toBe(503);
    // Longer than the warm-up after the server got ready, during which loop delay is not overload.
    await blockLoop(3_500);
    const busy = await app.inject({ url: '/api/portal/site-info', headers: { 'accept-language': 'en' } });
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.json()).toEqual({ isOk: false, code: '503', msg: 'The server is busy, please retry shortly' });
    // Liveness is never refused for being busy.
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    // Served again once a sample of the loop finds it idle (samples come every second).
    let status = 503;
    for (const deadline = Date.now() + 10_000; status === 503 && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = (await app.inject({ url: '/api/portal/site-info' })).statusCode;
    }
    expect(status).not.toBe(503);
  }, 20_000);
});

describe('the job loop', () => {
  it('stops its schedules and gives up the leases this instance holds', async () => {
    const db = await openTestDatabase();
    try {
      let now = 1_000_000;
      const loop = createJobLoop(db, () => now);
      const leases = createLeaseRepository(db);
      let stopped = 0;
      loop.add('a', { stop: () => (stopped += 1) });
      loop.add('off', null);
      expect(loop.jobs()).toEqual(['a']);
      expect(await leases.take('a', loop.holder, now, now + 60_000)).toBe(true);
      expect(await leases.take('b', 'other instance', now, now + 60_000)).toBe(true);
      expect(loop.state()).toBe('running');
      now += 31_000;
      expect(loop.state()).toBe('stalled');
      expect(await loop.stop()).toBe(1);
      expect(stopped).toBe(1);
      expect(loop.state()).toBe('stopped');
      // Another instance takes the released job at once; the other instance's lease stands.
      expect(await leases.take('a', 'next instance', now, now + 60_000)).toBe(true);
      expect(await leases.take('b', 'next instance', now, now + 60_000)).toBe(false);
    } finally {
      await db.destroy();
    }
  });
});
