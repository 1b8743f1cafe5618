/**
 * Checks the audit trail: its hash chain, and its end against the signed checkpoint, then
 * reports the first problem (see the usage below). It opens the database the server uses
 * and reads the checkpoint key from the server's data folder, creating nothing.
 */
import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { AUDIT_CHECKPOINT_KEY_FILE } from '../keys';
import { verifyAuditTrail } from '../db/audit/trail-verify';
import { auditKeyOrExit, databaseOrExit } from './audit-key';
import { parseCommandLine } from '../lib/command-line';

const command = {
  name: 'audit:verify',
  usage: `Usage: npm run audit:verify [-- --db DATABASE]

Checks that no audit row was changed or removed: every row's hash and its link to the row
before it, and the trail's end against the checkpoint signed with the key in
DATA_DIR/keys/${AUDIT_CHECKPOINT_KEY_FILE} (so removing the newest rows is found too).

Options:
  --db DATABASE  a SQLite file or a postgres:// URL (default: DATABASE_URL, else
                 DATABASE_FILE, else DATA_DIR/portal.db)
  -h, --help     show this help

Exit code 0 when the trail verifies, 1 when it does not, 2 on a usage or database error.`,
  options: { db: { type: 'string' } },
} as const;

const { values } = parseCommandLine(command);
const config = readConfig();
const location = databaseOrExit(values.db, config.database);
const db = await openDatabase(location, { auditKey: auditKeyOrExit(config.dataDir) });
try {
  const check = await verifyAuditTrail(db);
  if (check.ok) {
    process.stdout.write(`Audit trail OK: ${check.rows} rows, every hash link and the checkpoint verify.\n`);
  } else {
    const where = check.brokenAtId === null ? '' : ` at row id ${check.brokenAtId}`;
    process.stdout.write(`Audit trail BROKEN${where}: ${check.problem}. ${check.rows} rows before it verify.\n`);
    process.exitCode = 1;
  }
} finally {
  await db.destroy();
}
