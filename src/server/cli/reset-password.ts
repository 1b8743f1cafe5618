/**
 * Resets a staff user's password from the server's terminal (a locked-out administrator);
 * see the usage below. It opens the database the server uses with the server's audit
 * checkpoint key (DATA_DIR/keys), so its audit row moves the checkpoint like any other.
 */
import { existsSync } from 'node:fs';
import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { isPostgresUrl } from '../db/dialect';
import { processActor } from '../services/staff-write';
import { createSessionStore } from '../services/sessions';
import { resetPasswordByName } from '../modules/access/users/password-reset';
import { auditKeyOrExit } from './audit-key';
import { parseCommandLine, usageError } from '../lib/command-line';

const command = {
  name: 'user:reset-password',
  usage: `Usage: npm run user:reset-password -- --user NAME [--db DATABASE]

Sets a random password for the staff user NAME, which must be changed at the next sign-in,
ends the user's sessions, writes an audit row (actor 'cli') and prints the password once.

Options:
  --user NAME    the user name (required)
  --db DATABASE  a SQLite file or a postgres:// URL (default: DATABASE_URL, else
                 DATABASE_FILE, else DATA_DIR/portal.db)
  -h, --help     show this help

Exit code 0 when reset, 1 when there is no such user, 2 on a usage or database error.`,
  options: { user: { type: 'string' }, db: { type: 'string' } },
} as const;

const { values } = parseCommandLine(command);
const config = readConfig();
const location = values.db ?? config.database;
const userName = values.user ?? usageError(command, '--user is required');
if (!isPostgresUrl(location) && !existsSync(location)) {
  process.stderr.write(`No database at ${location}\n`);
  process.exit(2);
}
const db = await openDatabase(location, { auditKey: auditKeyOrExit(config.dataDir) });
try {
  const password = await resetPasswordByName(
    db,
    createSessionStore(db, Date.now),
    userName,
    processActor('cli', Date.now()),
  );
  if (password === null) {
    process.stderr.write(`No user named '${userName}'\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write(
      `New password for ${userName}: ${password}\nShown this once. It must be changed at the next sign-in; the user's sessions have ended.\n`,
    );
  }
} finally {
  await db.destroy();
}
