/**
 * An upgrade from the previous release's database (its last migration, 062), as a hospital
 * deploys a new build over its data: the new migrations run once, under the migrator's lock,
 * however many instances start at once (PostgreSQL: three at the same moment; SQLite, whose
 * instances share a machine, one after the other), the data stays and the audit chain still
 * verifies.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyTestDatabaseLocation, testDialect, testKeys } from '../test-support';
import { verifyAuditTrail } from './audit/trail-verify';
import { connectDatabase, openDatabase } from './database';
import { migrateTo, pendingMigrations } from './migrate';
import { loadDemoData } from './seed/load-demo';

const dir = mkdtempSync(join(tmpdir(), 'portal-upgrade-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PREVIOUS_RELEASE = '062-study-meetings';

describe('upgrading the previous release’s database', () => {
  it('runs the new migrations once while the other instances wait, and keeps the data', async () => {
    const { location, drop } = await emptyTestDatabaseLocation(join(dir, 'portal.db'));
    const auditKey = testKeys().auditCheckpointKey;
    try {
      const previous = connectDatabase(location);
      await migrateTo(previous, PREVIOUS_RELEASE);
      await loadDemoData(previous);
      const projectsBefore = await previous
        .selectFrom('project')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect((await pendingMigrations(previous)).length).toBeGreaterThan(0);
      await previous.destroy();

      const instances =
        testDialect() === 'postgres'
          ? await Promise.all([1, 2, 3].map(() => openDatabase(location, { auditKey })))
          : [await openDatabase(location, { auditKey }), await openDatabase(location, { auditKey })];
      try {
        const db = instances[0];
        if (!db) throw new Error('no instance');
        for (const instance of instances) expect(await pendingMigrations(instance)).toEqual([]);
        const twice = await sql<{
          name: string;
        }>`select name from kysely_migration group by name having count(*) > 1`.execute(db);
        expect(twice.rows).toEqual([]);
        const projectsAfter = await db
          .selectFrom('project')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(projectsAfter.n)).toBe(Number(projectsBefore.n));
        expect(Number(projectsAfter.n)).toBeGreaterThan(0);
        expect((await verifyAuditTrail(db)).ok).toBe(true);
      } finally {
        for (const instance of instances) await instance.destroy();
      }
    } finally {
      await drop();
    }
  }, 60_000);
});
