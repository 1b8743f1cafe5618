import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { manualClock } from '../../../lib/clock';
import { openTestDatabase } from '../../../test-support';
import { createSeenSigns } from './seen-signs';

const WINDOW = 600_000;
let db: Db;
beforeEach(async () => {
  db = await openTestDatabase();
});
afterEach(() => db.destroy());

const keys = async () =>
  (await db.selectFrom('seenSourceSign').select('key').orderBy('key').execute()).map((r) => r.key);

describe('seen sourceSign pairs', () => {
  it('remembers a pair once: the second time is a replay, for any ledger on the database', async () => {
    const clock = manualClock();
    expect(await createSeenSigns(db, clock).remember('pair-1', clock() + WINDOW)).toBe(true);
    expect(await createSeenSigns(db, clock).remember('pair-1', clock() + WINDOW)).toBe(false);
    expect(await createSeenSigns(db, clock).remember('pair-2', clock() + WINDOW)).toBe(true);
  });

  it('deletes expired pairs now and then (at most once a minute), not on every call', async () => {
    const clock = manualClock();
    const seen = createSeenSigns(db, clock);
    await seen.remember('old', clock() + 1_000);
    clock.advance(30_000);
    await seen.remember('newer', clock() + WINDOW);
    expect(await keys()).toEqual(['newer', 'old']);
    clock.advance(30_000);
    await seen.remember('newest', clock() + WINDOW);
    expect(await keys()).toEqual(['newer', 'newest']);
  });
});
