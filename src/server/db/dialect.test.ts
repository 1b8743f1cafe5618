import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support';
import { dialectOf, displayLocation, isPostgresUrl } from './dialect';

describe('database engine', () => {
  it('gives the server tests the engine of their project (unit: SQLite, unit-pg: PostgreSQL)', async ({ task }) => {
    const db = await openTestDatabase();
    try {
      const expected = task.file.projectName === 'unit-pg' || process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
      expect(dialectOf(db)).toBe(expected);
    } finally {
      await db.destroy();
    }
  });

  it('takes postgres:// and postgresql:// URLs for PostgreSQL, anything else for a SQLite file', () => {
    expect(isPostgresUrl('postgres://app@db.example.org/portal')).toBe(true);
    expect(isPostgresUrl('POSTGRESQL://app@db.example.org:5433/portal')).toBe(true);
    expect(isPostgresUrl('/var/lib/portal/postgres.db')).toBe(false);
    expect(isPostgresUrl('mysql://app@db.example.org/portal')).toBe(false);
  });

  it('never shows a URL password in messages', () => {
    expect(displayLocation('postgres://app:s3cret@db.example.org/portal')).toBe(
      'postgres://app:***@db.example.org/portal',
    );
    expect(displayLocation('postgres://app:s3cret@db1:5432,db2:5432/portal?target_session_attrs=read-write')).toBe(
      'postgres://app:***@db1:5432,db2:5432/portal?target_session_attrs=read-write',
    );
    expect(displayLocation('data/portal.db')).toBe('data/portal.db');
  });
});
