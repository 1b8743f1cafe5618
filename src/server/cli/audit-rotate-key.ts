/**
 * Replaces the audit checkpoint key (DATA_DIR/keys/audit-checkpoint-key), e.g. after a copy
 * of the data folder went where it should not. Every server instance must be stopped: a
 * running one signs with the key it read at its start.
 *
 * The trail is verified under the current key first; nothing changes when it does not
 * verify. The new key is written beside the current one (`.next`), then one transaction,
 * under the appenders' lock, records the rotation in the trail (signed with the old key)
 * and signs the checkpoint with the new key; then the files are renamed: the old key to
 * `.previous`, the new one to its place. A run interrupted between the commit and the
 * renames is finished by the next run, which finds the checkpoint signed with `.next`.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { appendAudit, chainEnd, lockAuditAppends } from '../db/audit/audit-trail';
import { checkpointSigned, readCheckpoint, signCheckpoint } from '../db/audit/checkpoint';
import { verifyAuditTrail } from '../db/audit/trail-verify';
import { AUDIT_CHECKPOINT_KEY_FILE, keysFolder } from '../keys';
import { auditActor, processActor } from '../services/staff-write';
import { auditKeyOrExit, databaseOrExit } from './audit-key';
import { parseCommandLine } from '../lib/command-line';

const command = {
  name: 'audit:rotate-key',
  usage: `Usage: npm run audit:rotate-key [-- --db DATABASE]

Replaces the key that signs the audit trail's checkpoint (DATA_DIR/keys/${AUDIT_CHECKPOINT_KEY_FILE}).
Stop every server instance first. The trail is verified under the current key; then the
rotation is recorded in the trail, the checkpoint is signed with a new key, and the old key
is kept as ${AUDIT_CHECKPOINT_KEY_FILE}.previous. Copy the keys folder to its safe place again.

Options:
  --db DATABASE  a SQLite file or a postgres:// URL (default: DATABASE_URL, else
                 DATABASE_FILE, else DATA_DIR/portal.db)
  -h, --help     show this help

Exit code 0 when rotated, 1 when the trail does not verify (nothing changed), 2 on a usage
or database error.`,
  options: { db: { type: 'string' } },
} as const;

const { values } = parseCommandLine(command);
const config = readConfig();
const location = databaseOrExit(values.db, config.database);
const keyFile = join(keysFolder(config.dataDir), AUDIT_CHECKPOINT_KEY_FILE);
const nextFile = `${keyFile}.next`;
const previousFile = `${keyFile}.previous`;
const currentKey = auditKeyOrExit(config.dataDir);

/** Puts the new key in place and keeps the old one. */
function swapKeyFiles(): void {
  renameSync(keyFile, previousFile);
  renameSync(nextFile, keyFile);
}

const db = await openDatabase(location, { auditKey: currentKey });
try {
  const leftNext = existsSync(nextFile) ? Buffer.from(readFileSync(nextFile, 'utf8').trim(), 'base64') : undefined;
  const checkpoint = await readCheckpoint(db);
  if (leftNext && checkpoint && checkpointSigned(leftNext, checkpoint)) {
    swapKeyFiles();
    process.stdout.write('Finished an interrupted rotation: the checkpoint was already signed with the new key.\n');
  } else {
    const check = await verifyAuditTrail(db);
    if (!check.ok) {
      process.stdout.write(`Audit trail BROKEN: ${check.problem}. Nothing changed; run npm run audit:verify.\n`);
      process.exit(1);
    }
    const next = randomBytes(32);
    writeFileSync(nextFile, next.toString('base64'), { mode: 0o600 });
    const rows = await db.transaction().execute(async (trx) => {
      await lockAuditAppends(trx);
      await appendAudit(trx, {
        ...auditActor(processActor('cli', Date.now())),
        action: 'audit.rotateKey',
        entity: 'audit_log',
        after: { rows: check.rows + 1 },
      });
      const head = await chainEnd(trx);
      const signed = await readCheckpoint(trx);
      if (!head || !signed || signed.headId !== head.id)
        throw new Error('The checkpoint did not follow the rotation row');
      await trx
        .updateTable('auditCheckpoint')
        .set(signCheckpoint(next, signed.rowCount, head))
        .where('id', '=', 1)
        .execute();
      return signed.rowCount;
    });
    swapKeyFiles();
    process.stdout.write(
      `Audit checkpoint key rotated: ${rows} rows verified and signed with the new key; the old key is ${previousFile}.\n`,
    );
  }
} finally {
  await db.destroy();
}
