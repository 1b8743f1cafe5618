import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { manualClock } from '../lib/clock';
import { createRateLimitRepository } from '../services/rate-limit-repository';
import { openTestDatabase } from '../test-support';
import { type RateLimitCounting, rateLimitStore } from './rate-limit-store';

const MINUTE = 60_000;
const defaultKeys = () => 'default';
type Store = InstanceType<ReturnType<typeof rateLimitStore>>;

let db: Db;
beforeEach(async () => {
  db = await openTestDatabase();
});
afterEach(() => db.destroy());

function makeStore(global: RateLimitCounting = 'database') {
  const clock = manualClock();
  const Store = rateLimitStore({ repository: createRateLimitRepository(db), clock, global });
  // As the plugin does: the root gets the plugin's options, children the merged ones.
  return { clock, root: new Store({ keyGenerator: defaultKeys }) };
}

function incr(store: Store, key: string, windowMs = MINUTE) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) => {
    store.incr(
      key,
      (error, result) => (error || !result ? reject(error ?? new Error('no count')) : resolve(result)),
      windowMs,
    );
  });
}

const rows = () => db.selectFrom('rateLimit').select(['key', 'count']).orderBy('key').execute();

describe('rate-limit store', () => {
  it('counts a key in a fixed window of the clock, in the database', async () => {
    const { clock, root } = makeStore();
    expect(await incr(root, '10.0.0.1')).toEqual({ current: 1, ttl: MINUTE });
    clock.advance(20_000);
    expect(await incr(root, '10.0.0.1')).toEqual({ current: 2, ttl: 40_000 });
    expect(await rows()).toEqual([{ key: 'global 10.0.0.1', count: 2 }]);
    clock.advance(40_000);
    expect(await incr(root, '10.0.0.1')).toEqual({ current: 1, ttl: MINUTE });
  });

  it('keeps the counts of a route, of a limiter and of the limit on every route apart', async () => {
    const { root } = makeStore();
    const route = root.child({ routeInfo: { method: 'POST', url: '/api/registration/apply' } });
    const limiter = root.child({ keyGenerator: () => 'sign-in x' });
    await incr(root, '10.0.0.1');
    await incr(route, '10.0.0.1');
    await incr(limiter, 'sign-in 10.0.0.1');
    expect(await rows()).toEqual([
      { key: 'POST /api/registration/apply 10.0.0.1', count: 1 },
      { key: 'global 10.0.0.1', count: 1 },
      { key: 'limiter sign-in 10.0.0.1', count: 1 },
    ]);
  });

  it('refuses a limiter that would share the default keys, and options it does not implement', () => {
    const { root } = makeStore();
    expect(() => root.child({ keyGenerator: defaultKeys })).toThrow(/own keyGenerator/);
    expect(() => root.child({ routeInfo: { url: '/x' }, continueExceeding: true })).toThrow(/continueExceeding/);
  });

  it('counts the limit on every route in memory when asked, and routes still in the database', async () => {
    const { root } = makeStore('memory');
    expect((await incr(root, '10.0.0.1')).current).toBe(1);
    expect((await incr(root, '10.0.0.1')).current).toBe(2);
    await incr(root.child({ routeInfo: { method: 'GET', url: '/x' } }), '10.0.0.1');
    expect(await rows()).toEqual([{ key: 'GET /x 10.0.0.1', count: 1 }]);
  });

  it('deletes rows whose window ended, at most once a minute', async () => {
    const { clock, root } = makeStore();
    await incr(root, 'short', 1_000);
    clock.advance(30_000);
    await incr(root, 'other');
    expect((await rows()).map((row) => row.key)).toEqual(['global other', 'global short']);
    clock.advance(30_000);
    await incr(root, 'other');
    expect((await rows()).map((row) => row.key)).toEqual(['global other']);
  });

  it('loses no request when counts for one key race', async () => {
    const { root } = makeStore();
    const counts = await Promise.all(Array.from({ length: 40 }, () => incr(root, '10.0.0.9')));
    expect(counts.map((c) => c.current).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });
});
