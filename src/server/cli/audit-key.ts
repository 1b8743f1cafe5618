/** What the audit commands share: the checkpoint key of the data folder, and the database to work on. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isPostgresUrl } from '../db/dialect';
import { AUDIT_CHECKPOINT_KEY_FILE, keysFolder, readAuditCheckpointKey } from '../keys';

/**
 * The key of the server's data folder, or exit code 2: appending without it would leave the
 * checkpoint behind the trail, and a new key would not verify what the server signed.
 */
export function auditKeyOrExit(dataDir: string): Buffer {
  const key = readAuditCheckpointKey(dataDir);
  if (key) return key;
  process.stderr.write(
    `No audit checkpoint key at ${join(keysFolder(dataDir), AUDIT_CHECKPOINT_KEY_FILE)}: run with the server's DATA_DIR (the server creates the key at its first start).\n`,
  );
  process.exit(2);
}

/** The database a command works on (`--db`, else the server's), or exit code 2 when that SQLite file is missing. */
export function databaseOrExit(given: string | undefined, serverDatabase: string): string {
  const location = given ?? serverDatabase;
  if (isPostgresUrl(location) || existsSync(location)) return location;
  process.stderr.write(`No database at ${location}\n`);
  process.exit(2);
}
