/**
 * Secrets the server generates on first start and keeps in `<dataDir>/keys` (mode 0600):
 * the RSA key pair for request signing and password encryption, the session secret and
 * the RECRUIT-SIGN secret shared with the hospital's own system, and the patient data keys
 * (field-level encryption of patients' identifying data, see lib/field-crypto.ts), and the
 * key of the audit trail's checkpoint (db/audit/checkpoint.ts). Nothing is in the repo.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ServerKeys {
  rsaPublicKey: string;
  rsaPrivateKey: string;
  sessionSecret: string;
  recruitSignSecret: string;
  /**
   * Patient data keys, 32 bytes each: the first seals new values, the others still open
   * older ones (a rotation in progress or an operator's previous key).
   */
  patientKeys: Buffer[];
  /** HMAC key of the audit checkpoint: outside the database, so the database alone cannot forge one. */
  auditCheckpointKey: Buffer;
}

/** The data key file; a rotation writes the next key beside it (`.next`) before re-encrypting. */
export const PATIENT_KEY_FILE = 'patient-data-key';

const decodeKey = (text: string) => Buffer.from(text.trim(), 'base64');

/** The audit checkpoint key file, in the keys folder. */
export const AUDIT_CHECKPOINT_KEY_FILE = 'audit-checkpoint-key';

export const keysFolder = (dataDir: string) => join(dataDir, 'keys');

/**
 * The audit checkpoint key of a data folder for the commands (audit:verify, restore,
 * user:reset-password, patients:rotate-key), which never create one: a new key would not
 * verify the checkpoint the server signed. Undefined when the server has not made it yet.
 */
export function readAuditCheckpointKey(dataDir: string): Buffer | undefined {
  const file = join(keysFolder(dataDir), AUDIT_CHECKPOINT_KEY_FILE);
  return existsSync(file) ? decodeKey(readFileSync(file, 'utf8')) : undefined;
}

/**
 * PATIENT_DATA_KEY (base64 of 32 bytes) when set, with PATIENT_DATA_KEY_PREVIOUS (comma
 * separated) to open older values; otherwise the data folder's key files, created on first
 * start. A `.next` file left by an interrupted rotation is kept in the ring so nothing it
 * already sealed becomes unreadable.
 */
export function patientKeysOf(dir: string, env: NodeJS.ProcessEnv = process.env): Buffer[] {
  if (env.PATIENT_DATA_KEY) {
    const previous = (env.PATIENT_DATA_KEY_PREVIOUS ?? '').split(',').filter((text) => text.trim() !== '');
    return [env.PATIENT_DATA_KEY, ...previous].map(decodeKey);
  }
  const current = readOrCreate(join(dir, PATIENT_KEY_FILE), () => randomBytes(32).toString('base64'));
  const extra = ['.next', '.previous']
    .map((suffix) => join(dir, PATIENT_KEY_FILE + suffix))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8'));
  return [current, ...extra].map(decodeKey);
}

function readOrCreate(file: string, create: () => string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8');
  const value = create();
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

export function generateRsaKeyPair(): { publicKey: string; privateKey: string } {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

export function ensureKeys(dataDir: string, env: NodeJS.ProcessEnv = process.env): ServerKeys {
  const dir = keysFolder(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const privateFile = join(dir, 'rsa-private.pem');
  const publicFile = join(dir, 'rsa-public.pem');
  if (!existsSync(privateFile) || !existsSync(publicFile)) {
    const { publicKey, privateKey } = generateRsaKeyPair();
    writeFileSync(privateFile, privateKey, { mode: 0o600 });
    writeFileSync(publicFile, publicKey, { mode: 0o644 });
  }
  const secret = () => randomBytes(32).toString('base64url');
  return {
    rsaPublicKey: readFileSync(publicFile, 'utf8'),
    rsaPrivateKey: readFileSync(privateFile, 'utf8'),
    sessionSecret: readOrCreate(join(dir, 'session-secret'), secret).trim(),
    // An integrator may provide the shared secret instead of reading the generated one.
    recruitSignSecret: env.RECRUIT_SIGN_SECRET ?? readOrCreate(join(dir, 'recruit-sign-secret'), secret).trim(),
    patientKeys: patientKeysOf(dir, env),
    auditCheckpointKey: decodeKey(
      readOrCreate(join(dir, AUDIT_CHECKPOINT_KEY_FILE), () => randomBytes(32).toString('base64')),
    ),
  };
}
