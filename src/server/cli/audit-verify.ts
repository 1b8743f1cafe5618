/**
 * Checks the audit trail's hash chain and reports the first broken link:
 *
 *   npm run audit:verify [-- --db ./data/portal.db]
 *
 * Exit code 0 when every row verifies, 1 when a row was changed or removed, 2 on error.
 * It opens the database the server uses (DATABASE_URL, else DATABASE_FILE, else
 * DATA_DIR/portal.db); --db takes a SQLite file or a postgres:// URL.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { isPostgresUrl } from '../db/dialect';
import { verifyAuditChain } from '../modules/audit/audit-trail';

const { values } = parseArgs({ options: { db: { type: 'string' } } });
const location = values.db ?? readConfig().database;
if (!isPostgresUrl(location) && !existsSync(location)) {
  process.stderr.write(`No database at ${location}\n`);
  process.exit(2);
}
const db = await openDatabase(location);
try {
  const check = await verifyAuditChain(db);
  if (check.ok) {
    process.stdout.write(`Audit trail OK: ${check.rows} rows, every hash link verifies.\n`);
  } else {
    process.stdout.write(
      `Audit trail BROKEN at row id ${check.brokenAtId}: ${check.problem}. ${check.rows} rows before it verify.\n`,
    );
    process.exitCode = 1;
  }
} finally {
  await db.destroy();
}
