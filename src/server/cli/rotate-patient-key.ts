/**
 * Rotates the patient data key (field-level encryption of patients' names, phones, ID and
 * medical-record numbers, see lib/field-crypto.ts); see the usage below.
 *
 * With the data folder's keys (`<DATA_DIR>/keys`): writes a new random key to
 * `patient-data-key.next`, re-encrypts every identifying field and recomputes the lookup
 * hashes in one transaction, then moves the old key to `patient-data-key.previous` (kept to
 * read older backups) and `.next` to `patient-data-key`. If it stops halfway, nothing in
 * the database changed and the `.next` file is reused by the next run. Restart the server
 * afterwards so it seals with the new key.
 *
 * With PATIENT_DATA_KEY in the environment: the new key comes from PATIENT_DATA_KEY_NEW
 * (base64 of 32 bytes); afterwards set PATIENT_DATA_KEY to that value and add the old one
 * to PATIENT_DATA_KEY_PREVIOUS. No key is ever printed. Its audit rows move the audit
 * checkpoint with the data folder's key, as the server's do.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { isPostgresUrl } from '../db/dialect';
import { PATIENT_KEY_FILE, patientKeysOf } from '../keys';
import { PATIENT_KEY_BYTES, createFieldCipher, keyIdOf } from '../lib/field-crypto';
import { processActor } from '../services/staff-write';
import { reencryptPatients } from '../modules/recruitment/candidates/key-rotation';
import { resealSubsidyPayees } from '../modules/finance';
import { auditKeyOrExit } from './audit-key';
import { parseCommandLine } from '../lib/command-line';

const command = {
  name: 'patients:rotate-key',
  usage: `Usage: npm run patients:rotate-key [-- --db DATABASE]

Re-encrypts patients' identifying fields under a new patient data key, in one transaction.
With the data folder's key files (DATA_DIR/keys): writes the new key, keeps the old one as
patient-data-key.previous. With PATIENT_DATA_KEY set: takes the new key from
PATIENT_DATA_KEY_NEW (base64 of 32 bytes) and says what to set next. Restart the server
afterwards. No key is ever printed.

Options:
  --db DATABASE  a SQLite file or a postgres:// URL (default: DATABASE_URL, else
                 DATABASE_FILE, else DATA_DIR/portal.db)
  -h, --help     show this help

Exit code 0 when done, 2 on a usage or database error.`,
  options: { db: { type: 'string' } },
} as const;

const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(2);
};

const { values } = parseCommandLine(command);
const config = readConfig();
const location = values.db ?? config.database;
if (!isPostgresUrl(location) && !existsSync(location)) fail(`No database at ${location}`);
const keyDir = join(config.dataDir, 'keys');
const fromEnvironment = Boolean(process.env.PATIENT_DATA_KEY);
const nextFile = join(keyDir, `${PATIENT_KEY_FILE}.next`);

function newKey(): Buffer {
  if (fromEnvironment) {
    const text =
      process.env.PATIENT_DATA_KEY_NEW ?? fail('Set PATIENT_DATA_KEY_NEW to the new key (base64 of 32 bytes)');
    const key = Buffer.from(text.trim(), 'base64');
    if (key.length !== PATIENT_KEY_BYTES) fail('PATIENT_DATA_KEY_NEW must be base64 of 32 bytes');
    return key;
  }
  if (!existsSync(join(keyDir, PATIENT_KEY_FILE))) fail(`No patient data key in ${keyDir}`);
  // A .next left by an interrupted run is reused: the database never saw it commit.
  if (!existsSync(nextFile))
    writeFileSync(nextFile, randomBytes(PATIENT_KEY_BYTES).toString('base64'), { mode: 0o600 });
  return Buffer.from(readFileSync(nextFile, 'utf8').trim(), 'base64');
}

const key = newKey();
const ring = [key, ...patientKeysOf(keyDir, process.env).filter((old) => !old.equals(key))];
const db = await openDatabase(location, { auditKey: auditKeyOrExit(config.dataDir) });
try {
  const done = await reencryptPatients(db, createFieldCipher(ring), processActor('cli', Date.now()), {
    subsidyPayees: resealSubsidyPayees,
  });
  const count = `${done.patients} patients and ${done.others.subsidyPayees ?? 0} subsidy payees`;
  if (fromEnvironment) {
    process.stdout.write(
      `Re-encrypted ${count} with key ${keyIdOf(key)}.\nNow set PATIENT_DATA_KEY to the value of PATIENT_DATA_KEY_NEW, add the old PATIENT_DATA_KEY to PATIENT_DATA_KEY_PREVIOUS, and restart the server.\n`,
    );
  } else {
    const current = join(keyDir, PATIENT_KEY_FILE);
    renameSync(current, `${current}.previous`);
    renameSync(nextFile, current);
    process.stdout.write(`Re-encrypted ${count} with key ${keyIdOf(key)}. Restart the server to use it.\n`);
  }
} catch (error) {
  process.stderr.write(
    `Key rotation failed, nothing changed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 2;
} finally {
  await db.destroy();
}
