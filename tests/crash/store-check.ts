/**
 * What the crash test checks in the database after the last kill, with the server stopped:
 * every acknowledged write is there with the id it was answered with, every written row
 * has its audit row and every audit row its change (one transaction), the audit hash chain
 * and its signed checkpoint verify (the server's key, from its data folder), and the
 * engine's own integrity check passes.
 *
 * The engine is behind `InspectedStore`: `openSqliteStore` is the only SQLite-specific
 * part. A PostgreSQL target supplies its own opener (Kysely over DATABASE_URL) whose
 * `integrity` answers null: there the chain and the acknowledged writes are the check.
 */
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, type KyselyPlugin, SqliteDialect } from 'kysely';
import { connectDatabase } from '../../src/server/db/database';
import type { Database } from '../../src/server/db/schema';
import { AuditCheckpointKey } from '../../src/server/db/audit/checkpoint';
import { type TrailCheck, verifyAuditTrail } from '../../src/server/db/audit/trail-verify';
import type { AcknowledgedWrite, WrittenEntity, WrittenRow } from './write-stream';

export interface InspectedStore {
  db: Kysely<Database>;
  /** The engine's integrity verdict ('ok' when sound), or null when the engine has none. */
  integrity: () => Promise<string | null>;
  close: () => Promise<void>;
}

/**
 * Opens the SQLite file as the next server start would (a crash leaves a WAL behind; the
 * first read recovers it), with no pragma that changes the file.
 */
export async function openSqliteStore(databaseFile: string, auditKey: Buffer): Promise<InspectedStore> {
  const sqlite = new SQLite(databaseFile, { fileMustExist: true });
  const plugins: KyselyPlugin[] = [new CamelCasePlugin(), new AuditCheckpointKey(auditKey)];
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins });
  return {
    db,
    integrity: async () =>
      (sqlite.pragma('integrity_check') as { integrity_check: string }[]).map((row) => row.integrity_check).join('; '),
    close: () => db.destroy(),
  };
}

/**
 * Opens the PostgreSQL database the server used. PostgreSQL has no integrity_check
 * counterpart: the acknowledged writes, the audit pairing and the hash chain are the check.
 */
export async function openPostgresStore(url: string, auditKey: Buffer): Promise<InspectedStore> {
  const db = connectDatabase(url).withPlugin(new AuditCheckpointKey(auditKey));
  return { db, integrity: async () => null, close: () => db.destroy() };
}

export interface Inspection {
  acknowledged: number;
  found: number;
  lost: WrittenRow[];
  /** Acknowledged with one id, stored under another (must never happen). */
  wrongId: WrittenRow[];
  inDoubt: number;
  inDoubtCommitted: number;
  /** Written rows without their audit row, or audit rows without their change. */
  unaudited: string[];
  chain: TrailCheck;
  integrity: string | null;
}

const AUDIT_ACTION: Record<WrittenEntity, string> = { organization: 'org.save', staff_user: 'user.create' };

/** Rows written by the crash test (their names start 'crash-'), by entity and name. */
async function crashRows(db: Kysely<Database>): Promise<Map<string, { entity: WrittenEntity; id: number }>> {
  const orgs = await db.selectFrom('organization').select(['id', 'name']).where('name', 'like', 'crash-%').execute();
  const users = await db
    .selectFrom('staffUser')
    .select(['id', 'userName as name'])
    .where('userName', 'like', 'crash-%')
    .execute();
  const rows = new Map<string, { entity: WrittenEntity; id: number }>();
  for (const { id, name } of orgs) rows.set(`organization:${name}`, { entity: 'organization', id });
  for (const { id, name } of users) rows.set(`staff_user:${name}`, { entity: 'staff_user', id });
  return rows;
}

/** Both directions of 'the change and its audit row commit together', for the crash rows. */
async function auditMismatches(
  db: Kysely<Database>,
  rows: Map<string, { entity: WrittenEntity; id: number }>,
): Promise<string[]> {
  const audited = await db
    .selectFrom('auditLog')
    .select(['entity', 'entityId', 'afterValue'])
    .where('action', 'in', Object.values(AUDIT_ACTION))
    .where('afterValue', 'like', '%crash-%')
    .execute();
  const auditedKeys = new Set(audited.map((row) => `${row.entity}:${row.entityId}`));
  const storedKeys = new Set([...rows.values()].map((row) => `${row.entity}:${row.id}`));
  return [
    ...[...storedKeys].filter((key) => !auditedKeys.has(key)).map((key) => `${key} has no audit row`),
    ...[...auditedKeys].filter((key) => !storedKeys.has(key)).map((key) => `audit row for ${key}, which is not stored`),
  ];
}

export async function inspectStore(
  store: InspectedStore,
  acknowledged: AcknowledgedWrite[],
  inDoubt: WrittenRow[],
): Promise<Inspection> {
  const integrity = await store.integrity();
  const rows = await crashRows(store.db);
  const stored = (row: WrittenRow) => rows.get(`${row.entity}:${row.name}`);
  return {
    acknowledged: acknowledged.length,
    found: acknowledged.filter((row) => stored(row)).length,
    lost: acknowledged.filter((row) => !stored(row)),
    wrongId: acknowledged.filter((row) => {
      const found = stored(row);
      return found !== undefined && found.id !== row.id;
    }),
    inDoubt: inDoubt.length,
    inDoubtCommitted: inDoubt.filter((row) => stored(row)).length,
    unaudited: await auditMismatches(store.db, rows),
    chain: await verifyAuditTrail(store.db),
    integrity,
  };
}

/** Whether the inspection shows the database kept its promises. */
export function inspectionPassed(inspection: Inspection): boolean {
  return (
    inspection.lost.length === 0 &&
    inspection.wrongId.length === 0 &&
    inspection.unaudited.length === 0 &&
    inspection.chain.ok &&
    (inspection.integrity === null || inspection.integrity === 'ok')
  );
}
