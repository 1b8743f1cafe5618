/**
 * The audit trail: an append-only table (`audit_log`) of every sign-in attempt, sign-out,
 * password change and change to users, roles, permissions and the department tree, with
 * actor, time (UTC), action, entity, before/after values, client address and request id.
 * Rows are kept for ever. Each row stores the hash of the previous row and its own hash over
 * both, so changing or removing a row in the database breaks the chain (`npm run audit:verify`);
 * the checkpoint (checkpoint.ts) anchors its end, so removing the newest rows is found too.
 * There is no update or delete path here or in the API, and the database refuses both.
 */
import { createHash } from 'node:crypto';
import { type Kysely, type Selectable, type Transaction, sql } from 'kysely';
import { dialectOf } from '../dialect';
import type { AuditLogTable, Database } from '../schema';
import { type ChainHead, advanceCheckpoint, auditCheckpointKeyOf } from './checkpoint';

export const GENESIS_HASH = '0'.repeat(64);

/** PostgreSQL advisory lock key held by audit writers ('audit' in ASCII). */
const AUDIT_LOCK_KEY = 0x6175646974;

export interface AuditEntry {
  at: number;
  actorId?: number | null;
  actorName?: string | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  outcome?: 'success' | 'failure';
  reason?: string | null;
  before?: unknown;
  after?: unknown;
  clientIp?: string | null;
  requestId?: string | null;
}

type AuditRow = Omit<Selectable<AuditLogTable>, 'id'>;

/** The hash of a row: SHA-256 over the previous hash and every field, in a fixed order. */
export function auditRowHash(row: Omit<AuditRow, 'hash'>): string {
  const fields = [
    row.prevHash,
    row.at,
    row.actorId,
    row.actorName,
    row.action,
    row.entity,
    row.entityId,
    row.outcome,
    row.reason,
    row.beforeValue,
    row.afterValue,
    row.clientIp,
    row.requestId,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * Serialises audit writers until the transaction ends: SQLite has one connection and one
 * writer at a time; on PostgreSQL the transaction takes the audit advisory lock, so row ids,
 * links and checkpoint moves follow one order across server instances.
 */
export async function lockAuditAppends(trx: Transaction<Database>): Promise<void> {
  if (dialectOf(trx) === 'postgres') await sql`select pg_advisory_xact_lock(${sql.lit(AUDIT_LOCK_KEY)})`.execute(trx);
}

/** The chain's last row (its id and hash); undefined while the trail is empty. Read after lockAuditAppends. */
export async function chainEnd(trx: Transaction<Database>): Promise<{ id: number; hash: string } | undefined> {
  return trx.selectFrom('auditLog').select(['id', 'hash']).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/**
 * Appends one row inside the caller's transaction, so the change, its audit row and the
 * checkpoint's move commit together. The lock is taken before reading the last hash, so no
 * two rows link to the same previous one. The checkpoint moves when the database handle
 * carries its key (openDatabase's `auditKey`).
 */
export async function appendAudit(trx: Transaction<Database>, entry: AuditEntry): Promise<void> {
  await lockAuditAppends(trx);
  const last = await chainEnd(trx);
  const row: Omit<AuditRow, 'hash'> = {
    at: new Date(entry.at).toISOString(),
    actorId: entry.actorId ?? null,
    actorName: entry.actorName ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    outcome: entry.outcome ?? 'success',
    reason: entry.reason ?? null,
    beforeValue: json(entry.before),
    afterValue: json(entry.after),
    clientIp: entry.clientIp ?? null,
    requestId: entry.requestId ?? null,
    prevHash: last?.hash ?? GENESIS_HASH,
  };
  const hash = auditRowHash(row);
  const { id } = await trx
    .insertInto('auditLog')
    .values({ ...row, hash })
    .returning('id')
    .executeTakeFirstOrThrow();
  const key = auditCheckpointKeyOf(trx);
  if (key) await advanceCheckpoint(trx, key, last, { id, hash });
}

/** Appends a row in a transaction of its own (for events that change nothing else). */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db.transaction().execute((trx) => appendAudit(trx, entry));
}

export type ChainCheck = { ok: true; rows: number } | { ok: false; rows: number; brokenAtId: number; problem: string };

/**
 * Walks the chain in id order and reports the first row whose links do not hold; `onRow`
 * sees each verified row with the number of rows up to it.
 */
export async function verifyAuditChain(
  db: Kysely<Database>,
  batchSize = 5_000,
  onRow?: (row: ChainHead, rows: number) => void,
): Promise<ChainCheck> {
  let expectedPrev = GENESIS_HASH;
  let afterId = 0;
  let rows = 0;
  for (;;) {
    const batch = await db
      .selectFrom('auditLog')
      .selectAll()
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(batchSize)
      .execute();
    if (batch.length === 0) return { ok: true, rows };
    for (const { id, hash, ...row } of batch) {
      if (row.prevHash !== expectedPrev) {
        return {
          ok: false,
          rows,
          brokenAtId: id,
          problem: 'previous-hash link does not match (a row was removed or changed before it)',
        };
      }
      if (auditRowHash(row) !== hash) {
        return {
          ok: false,
          rows,
          brokenAtId: id,
          problem: 'row content does not match its hash (the row was changed)',
        };
      }
      expectedPrev = hash;
      afterId = id;
      rows += 1;
      onRow?.({ id, hash }, rows);
    }
  }
}
