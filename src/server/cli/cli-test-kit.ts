/**
 * Helpers for the backup and restore command tests: a command run as an operator runs it
 * (its own process, on the SQLite file named by the environment), and a demo database on
 * disk with a staff change in it.
 */
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { type Db, openDatabase } from '../db/database';
import { ensureAdministrator } from '../db/seed/first-start';
import { loadDemoData } from '../db/seed/load-demo';
import { loadStaffDemo } from '../db/seed/staff-demo';
import { ensureKeys } from '../keys';
import type { Actor } from '../services/staff-write';
import { createOrgService } from '../modules/access/orgs/service';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** The environment without the database choices, so DATA_DIR decides: these commands are about the SQLite file. */
function sqliteOnly(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, DATABASE_FILE: _file, ...rest } = env;
  return rest;
}

/** Runs src/server/cli/<name>.ts; answers its exit code and output instead of throwing. */
export function runCli(name: string, args: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join('src/server/cli', `${name}.ts`), ...args],
      { env: { ...sqliteOnly(process.env), ...env } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/**
 * The demo hospital with its staff in a database file, plus one new department named
 * `department`, written as the server would: with the keys of the file's folder (its DATA_DIR).
 */
export async function demoDatabaseWithChange(file: string, department: string): Promise<Db> {
  const db = await openDatabase(file, { auditKey: ensureKeys(dirname(file), {}).auditCheckpointKey });
  await loadDemoData(db);
  await ensureAdministrator(db, Date.now());
  await loadStaffDemo(db, Date.now());
  await createOrgService(db).save({ parentId: 1001, name: department, sort: 0 }, await adminActor(db));
  return db;
}

/** The demo administrator 'sysadmin' making a change, as the org/save handler would record it. */
export async function adminActor(db: Db): Promise<Actor> {
  const admin = await db
    .selectFrom('staffUser')
    .select('id')
    .where('userName', '=', 'sysadmin')
    .executeTakeFirstOrThrow();
  return { at: Date.now(), actorId: admin.id, actorName: 'sysadmin', clientIp: '127.0.0.1', requestId: 'cli-test' };
}
