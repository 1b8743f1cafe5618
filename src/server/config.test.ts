import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('the database the server opens', () => {
  it('is the SQLite file when DATABASE_URL is not set', () => {
    expect(readConfig({ DATA_DIR: '/srv/portal' }).database).toBe(resolve('/srv/portal/portal.db'));
    expect(readConfig({ DATABASE_FILE: '/srv/other.db', DATABASE_URL: '' }).database).toBe(resolve('/srv/other.db'));
  });

  it('is the PostgreSQL server of a postgres:// or postgresql:// DATABASE_URL', () => {
    const url = 'postgresql://portal:secret@db.example.org:5432/portal';
    expect(readConfig({ DATABASE_URL: url, DATABASE_FILE: '/srv/other.db' }).database).toBe(url);
  });

  it('refuses a DATABASE_URL of another kind rather than quietly using SQLite', () => {
    expect(() => readConfig({ DATABASE_URL: 'mysql://portal@db.example.org/portal' })).toThrow(/DATABASE_URL/);
  });
});

describe('the upload size limit', () => {
  it('is 5 MB unless UPLOAD_MAX_BYTES says otherwise', () => {
    expect(readConfig({}).uploadMaxBytes).toBe(5 * 1024 * 1024);
    expect(readConfig({ UPLOAD_MAX_BYTES: '1048576' }).uploadMaxBytes).toBe(1_048_576);
    expect(() => readConfig({ UPLOAD_MAX_BYTES: '0' })).toThrow(/UPLOAD_MAX_BYTES/);
    expect(() => readConfig({ UPLOAD_MAX_BYTES: '5MB' })).toThrow(/UPLOAD_MAX_BYTES/);
  });
});

describe('the scheduled SQLite backups', () => {
  it('run daily into DATA_DIR/backups keeping 7, unless BACKUP_INTERVAL_HOURS, BACKUP_KEEP or BACKUP_DIR say otherwise', () => {
    expect(readConfig({ DATA_DIR: '/srv/portal' })).toMatchObject({
      backupIntervalHours: 24,
      backupKeep: 7,
      backupDir: resolve('/srv/portal/backups'),
    });
    expect(
      readConfig({ BACKUP_INTERVAL_HOURS: '0', BACKUP_KEEP: '30', BACKUP_DIR: '/mnt/backup/portal' }),
    ).toMatchObject({ backupIntervalHours: 0, backupKeep: 30, backupDir: resolve('/mnt/backup/portal') });
    expect(() => readConfig({ BACKUP_INTERVAL_HOURS: '1.5' })).toThrow(/BACKUP_INTERVAL_HOURS/);
  });
});
