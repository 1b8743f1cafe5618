/**
 * Resets a staff user's password from the server's terminal (a locked-out administrator):
 *
 *   npm run user:reset-password -- --user admin [--db ./data/portal.db]
 *
 * Sets a random password that must be changed at the next sign-in, ends the user's
 * sessions, writes an audit row (actor 'cli') and prints the password once. It opens the
 * database the server uses (DATABASE_URL, else DATABASE_FILE, else DATA_DIR/portal.db). Exit code 1 when
 * there is no such user, 2 on a usage or database error.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { isPostgresUrl } from '../db/dialect';
import { processActor } from '../lib/staff-write';
import { createSessionStore } from '../modules/auth/sessions';
import { resetPasswordByName } from '../modules/users/password-reset';

const { values } = parseArgs({ options: { user: { type: 'string' }, db: { type: 'string' } }, strict: true });
const location = values.db ?? readConfig().database;
if (!values.user) {
  process.stderr.write('Usage: npm run user:reset-password -- --user <user name>\n');
  process.exit(2);
}
if (!isPostgresUrl(location) && !existsSync(location)) {
  process.stderr.write(`No database at ${location}\n`);
  process.exit(2);
}
const db = await openDatabase(location);
try {
  const password = await resetPasswordByName(
    db,
    createSessionStore(db, Date.now),
    values.user,
    processActor('cli', Date.now()),
  );
  if (password === null) {
    process.stderr.write(`No user named '${values.user}'\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write(
      `New password for ${values.user}: ${password}\nShown this once. It must be changed at the next sign-in; the user's sessions have ended.\n`,
    );
  }
} finally {
  await db.destroy();
}
