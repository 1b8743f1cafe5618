/** The audit checkpoint key for the commands that append to or verify the audit trail. */
import { join } from 'node:path';
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
