import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../db/database';
import { isPostgresUrl } from '../db/dialect';
import { loadDemoData } from '../db/seed/load-demo';
import { PATIENT_KEY_FILE, ensureKeys, patientKeysOf } from '../keys';
import { type FieldCipher, createFieldCipher } from '../lib/field-crypto';
import { processActor } from '../services/staff-write';
import { verifyAuditTrail } from '../db/audit/trail-verify';
import { mrnHashOf, phoneHashOf } from '../modules/recruitment/candidates/patient-data';
import { createPatientService } from '../modules/recruitment/candidates/service';
import { testDatabaseLocation } from '../test-support';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'rotate-key-'));
const keyDir = join(dir, 'keys');
// The server's data folder: the command moves the audit checkpoint with its key.
const auditKey = ensureKeys(dir, {}).auditCheckpointKey;
let location: string;
let drop: () => Promise<void>;

// A subject's subsidy payee, sealed with the same patient data key.
const PAYEE = { name: '张建明', account: '6222021234567890123' };

const PEOPLE = [
  { name: '张建明', phone: '13912345678', mrn: 'ROT-1', idNumber: '11010519491231002X' },
  { name: '李娜', phone: null, mrn: 'ROT-2', idNumber: null },
];

async function withDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDatabase(location, { auditKey });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

const sealedRows = () =>
  withDb((db) =>
    db
      .selectFrom('recruitPatient')
      .select(['id', 'nameEnc', 'phoneEnc', 'idNumberEnc', 'mrnEnc', 'mrnHash', 'phoneHash'])
      .orderBy('id')
      .execute(),
  );

const payeeRows = () =>
  withDb((db) =>
    db.selectFrom('financeSubsidyBill').select(['payeeNameSealed', 'bankAccountSealed']).orderBy('id').execute(),
  );

/** Every subsidy payee opened with `cipher`. */
async function readablePayees(cipher: FieldCipher) {
  return (await payeeRows()).map((row) => ({
    name: cipher.decryptOptional(row.payeeNameSealed),
    account: cipher.decryptOptional(row.bankAccountSealed),
  }));
}

async function addSubsidyBill(db: Db, projectId: number, cipher: FieldCipher) {
  const at = new Date(0).toISOString();
  const subject = await db
    .insertInto('trialSubject')
    .values({
      projectId,
      seq: 1,
      subjectNumber: 'ROT-S-1',
      initials: 'ZJM',
      status: 'enrolled',
      screeningDate: '2026-01-05',
      enrolledDate: '2026-01-10',
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('financeSubsidyBill')
    .values({
      projectId,
      subjectId: subject.id,
      payeeNameSealed: cipher.encrypt(PAYEE.name),
      bankAccountSealed: cipher.encrypt(PAYEE.account),
      createdBy: 'test',
      createdAt: at,
      updatedAt: at,
    })
    .execute();
}

/** Every patient opened with `cipher`, and whether its hashes are the cipher's. */
async function readable(cipher: FieldCipher) {
  return (await sealedRows()).map((row) => {
    const mrn = cipher.decrypt(row.mrnEnc);
    const phone = cipher.decryptOptional(row.phoneEnc);
    return {
      name: cipher.decrypt(row.nameEnc),
      phone,
      mrn,
      idNumber: cipher.decryptOptional(row.idNumberEnc),
      hashesMatch: row.mrnHash === mrnHashOf(cipher, mrn) && row.phoneHash === (phone && phoneHashOf(cipher, phone)),
    };
  });
}

const cli = (env: Record<string, string> = {}) =>
  run('npx', ['tsx', 'src/server/cli/rotate-patient-key.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dir,
      PATIENT_DATA_KEY: '',
      ...(isPostgresUrl(location) ? { DATABASE_URL: location } : { DATABASE_URL: '', DATABASE_FILE: location }),
      ...env,
    },
  });

beforeAll(async () => {
  ({ location, drop } = await testDatabaseLocation(join(dir, 'portal.db')));
  mkdirSync(keyDir, { recursive: true });
  const cipher = createFieldCipher(patientKeysOf(keyDir, {}));
  await withDb(async (db) => {
    await loadDemoData(db);
    const project = await db.selectFrom('project').select('id').orderBy('id').executeTakeFirstOrThrow();
    const service = createPatientService(db, cipher, async () => undefined);
    for (const person of PEOPLE) {
      await service.save({ projectId: project.id, ...person }, processActor('cli', Date.now()));
    }
    await addSubsidyBill(db, project.id, cipher);
  });
});
afterAll(async () => {
  await drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run patients:rotate-key', () => {
  it('re-encrypts every patient under a new key file and keeps the old key as .previous', async () => {
    const oldKey = readFileSync(join(keyDir, PATIENT_KEY_FILE), 'utf8');
    const before = await sealedRows();
    const { stdout } = await cli();
    expect(stdout).toMatch(/Re-encrypted 2 patients and 1 subsidy payees/);
    expect(readFileSync(join(keyDir, `${PATIENT_KEY_FILE}.previous`), 'utf8')).toBe(oldKey);
    expect(existsSync(join(keyDir, `${PATIENT_KEY_FILE}.next`))).toBe(false);
    const newKey = Buffer.from(readFileSync(join(keyDir, PATIENT_KEY_FILE), 'utf8'), 'base64');
    expect(newKey.toString('base64')).not.toBe(oldKey.trim());
    // The new key alone opens everything, and the lookup hashes are the new key's.
    expect(await readable(createFieldCipher([newKey]))).toEqual(
      PEOPLE.map((person) => ({ ...person, hashesMatch: true })),
    );
    expect(await readablePayees(createFieldCipher([newKey]))).toEqual([PAYEE]);
    const after = await sealedRows();
    after.forEach((row, index) => {
      expect(row.nameEnc).not.toBe(before[index]?.nameEnc);
      expect(row.mrnHash).not.toBe(before[index]?.mrnHash);
    });
    expect(await withDb(verifyAuditTrail)).toMatchObject({ ok: true });
  });

  it('with PATIENT_DATA_KEY, takes the new key from PATIENT_DATA_KEY_NEW and says what to set next', async () => {
    const current = readFileSync(join(keyDir, PATIENT_KEY_FILE), 'utf8').trim();
    const next = randomBytes(32).toString('base64');
    const { stdout } = await cli({ PATIENT_DATA_KEY: current, PATIENT_DATA_KEY_NEW: next });
    expect(stdout).toMatch(/set PATIENT_DATA_KEY to the value of PATIENT_DATA_KEY_NEW/);
    expect(stdout).not.toContain(next);
    const nextCipher = createFieldCipher([Buffer.from(next, 'base64')]);
    expect(await readable(nextCipher)).toEqual(PEOPLE.map((person) => ({ ...person, hashesMatch: true })));
    expect(await readablePayees(nextCipher)).toEqual([PAYEE]);
  });

  it('refuses a malformed new key and changes nothing', async () => {
    const before = await sealedRows();
    const payeesBefore = await payeeRows();
    const current = readFileSync(join(keyDir, PATIENT_KEY_FILE), 'utf8').trim();
    await expect(cli({ PATIENT_DATA_KEY: current, PATIENT_DATA_KEY_NEW: 'c2hvcnQ=' })).rejects.toMatchObject({
      code: 2,
    });
    expect(await sealedRows()).toEqual(before);
    expect(await payeeRows()).toEqual(payeesBefore);
  });
});
