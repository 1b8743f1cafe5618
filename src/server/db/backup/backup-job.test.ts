import SQLite from 'better-sqlite3';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../../lib/clock';
import { createLeaseRepository } from '../../lib/job-lease';
import { testDialect } from '../../test-support';
import { type Db, openDatabase } from '../database';
import {
  BACKUP_CHECK_MS,
  type SqliteBackupOptions,
  runSqliteBackupOnce,
  startSqliteBackupSchedule,
} from './backup-job';

const HOUR = 3_600_000;
const dir = mkdtempSync(join(tmpdir(), 'backup-job-'));
const source = join(dir, 'portal.db');
let db: Db;
let folder = 0;

beforeAll(async () => {
  db = await openDatabase(source);
});
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A fresh backup folder and no lease per test, so each starts with no backup. */
async function options(
  overrides: Partial<Omit<SqliteBackupOptions, 'clock'>> & { clock?: ReturnType<typeof manualClock> } = {},
) {
  await db.deleteFrom('jobLease').execute();
  const log = { info: vi.fn<(message: string) => void>(), error: vi.fn<(details: object, message: string) => void>() };
  folder += 1;
  return {
    db,
    clock: manualClock(Date.UTC(2026, 4, 1, 2, 0, 0)),
    source,
    dir: join(dir, `backups-${folder}`),
    intervalHours: 24,
    keep: 3,
    holder: 'instance-a',
    log,
    ...overrides,
  };
}

const names = (backups: string) => (existsSync(backups) ? readdirSync(backups).sort() : []);

// The job copies the SQLite file; on PostgreSQL the server never schedules it.
describe.skipIf(testDialect() === 'postgres')('the scheduled SQLite backup', () => {
  it('writes a sound copy when one is due, not before, and again once the interval has passed', async () => {
    const o = await options();
    const first = await runSqliteBackupOnce(o);
    expect(first).toMatchObject({ outcome: 'ran', file: join(o.dir, 'portal-20260501T020000Z.db') });
    const copy = new SQLite(join(o.dir, 'portal-20260501T020000Z.db'), { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    copy.close();
    expect(o.log.info).toHaveBeenCalledWith(expect.stringContaining('Scheduled backup written to'));

    o.clock.advance(23 * HOUR + 59 * 60_000);
    expect(await runSqliteBackupOnce(o)).toEqual({ outcome: 'not due' });
    expect(names(o.dir)).toEqual(['portal-20260501T020000Z.db']);

    o.clock.advance(60_000);
    expect(await runSqliteBackupOnce(o)).toMatchObject({ outcome: 'ran' });
    expect(names(o.dir)).toEqual(['portal-20260501T020000Z.db', 'portal-20260502T020000Z.db']);
  });

  it('keeps the newest BACKUP_KEEP copies and leaves other files in the folder alone', async () => {
    const o = await options({ keep: 3 });
    await runSqliteBackupOnce(o);
    const manual = join(o.dir, 'portal-before-upgrade.db');
    new SQLite(manual).close();
    for (let day = 1; day < 5; day++) {
      o.clock.advance(24 * HOUR);
      await runSqliteBackupOnce(o);
    }
    expect(names(o.dir)).toEqual([
      'portal-20260503T020000Z.db',
      'portal-20260504T020000Z.db',
      'portal-20260505T020000Z.db',
      'portal-before-upgrade.db',
    ]);
  });

  it('runs on one instance at a time', async () => {
    const o = await options();
    const runs = await Promise.all([
      runSqliteBackupOnce({ ...o, holder: 'instance-a' }),
      runSqliteBackupOnce({ ...o, holder: 'instance-b' }),
    ]);
    expect(runs.map((run) => run.outcome).sort()).toEqual(['busy', 'ran']);
    expect(names(o.dir)).toHaveLength(1);
  });

  it('logs a failed backup, leaves no file, records the error for the job monitor and tries again at the next check', async () => {
    const o = await options({ backup: () => Promise.reject(new Error('disk full')) });
    expect(await runSqliteBackupOnce(o)).toEqual({ outcome: 'failed' });
    expect(o.log.error).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), expect.any(String));
    expect(names(o.dir)).toEqual([]);
    expect(await createLeaseRepository(db).state('sqlite-backup')).toMatchObject({ lastError: 'disk full' });

    o.clock.advance(BACKUP_CHECK_MS);
    expect(await runSqliteBackupOnce({ ...o, backup: undefined })).toMatchObject({ outcome: 'ran' });
    expect(names(o.dir)).toEqual(['portal-20260501T021000Z.db']);
    expect(await createLeaseRepository(db).state('sqlite-backup')).toMatchObject({ lastError: null });
  });

  it('keeps checking on its timer after a failure, without ending the process', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
    let attempts = 0;
    const o = await options({
      clock: manualClock(Date.UTC(2026, 4, 10, 2, 0, 0)),
      backup: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('backup folder not mounted');
        return 1;
      },
    });
    const schedule = startSqliteBackupSchedule(o);
    try {
      await vi.advanceTimersByTimeAsync(60_000);
      await vi.waitFor(() => expect(o.log.error).toHaveBeenCalledTimes(1));
      o.clock.advance(BACKUP_CHECK_MS);
      await vi.advanceTimersByTimeAsync(BACKUP_CHECK_MS);
      await vi.waitFor(() => expect(attempts).toBe(2));
      await vi.waitFor(() => expect(o.log.info).toHaveBeenCalledTimes(1));
    } finally {
      schedule.stop();
    }
  });
});
