import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../db/database';
import { isPostgresUrl } from '../db/dialect';
import { ensureAdministrator } from '../db/seed/first-start';
import { verifyPassword } from '../modules/access/auth/password';
import { ensureKeys } from '../keys';
import { verifyAuditTrail } from '../db/audit/trail-verify';
import { createSessionStore } from '../services/sessions';
import { testDatabaseLocation } from '../test-support';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'reset-password-'));
// The server's data folder: the command moves the audit checkpoint with its key.
const auditKey = ensureKeys(dir, {}).auditCheckpointKey;
let location: string;
let drop: () => Promise<void>;
let db: Db;

beforeAll(async () => {
  ({ location, drop } = await testDatabaseLocation(join(dir, 'portal.db')));
  db = await openDatabase(location, { auditKey });
  await ensureAdministrator(db, Date.now());
  await db.updateTable('staffUser').set({ mustChangePassword: 0 }).execute();
  await createSessionStore(db, Date.now).create(1, null);
  await db.destroy();
});
afterAll(async () => {
  await drop();
  rmSync(dir, { recursive: true, force: true });
});

const cli = (...args: string[]) =>
  run('npx', ['tsx', 'src/server/cli/reset-password.ts', ...args], {
    env: {
      ...process.env,
      DATA_DIR: dir,
      ...(isPostgresUrl(location) ? { DATABASE_URL: location } : { DATABASE_URL: '', DATABASE_FILE: location }),
    },
  });

describe('npm run user:reset-password', () => {
  it('sets a new password shown once, forces a change, ends sessions and audits as cli', async () => {
    const { stdout } = await cli('--user', 'admin');
    const password = /New password for admin: (\S+)/.exec(stdout)?.[1] ?? '';
    db = await openDatabase(location, { auditKey });
    try {
      const admin = await db
        .selectFrom('staffUser')
        .selectAll()
        .where('userName', '=', 'admin')
        .executeTakeFirstOrThrow();
      expect(await verifyPassword(admin.passwordHash, password)).toBe(true);
      expect(admin).toMatchObject({ mustChangePassword: 1, version: 2 });
      expect(await db.selectFrom('staffSession').select('tokenHash').execute()).toEqual([]);
      const audit = await db.selectFrom('auditLog').selectAll().where('action', '=', 'user.resetPassword').execute();
      expect(audit).toMatchObject([{ actorName: 'cli', actorId: null, entityId: String(admin.id) }]);
      expect(`${audit[0]?.beforeValue}${audit[0]?.afterValue}`).not.toContain(password);
      expect(await verifyAuditTrail(db)).toMatchObject({ ok: true });
    } finally {
      await db.destroy();
    }
  }, 30_000);

  it('fails with exit code 1 for an unknown user and changes nothing', async () => {
    await expect(cli('--user', 'ghost')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('ghost') });
  }, 30_000);
});
