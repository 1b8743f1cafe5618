/**
 * The whole check of the audit trail (`npm run audit:verify`, restore): the hash chain, and
 * its end against the signed checkpoint, so rows removed from the end (or the whole trail)
 * are found as surely as rows changed or removed in the middle.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { type ChainCheck, lockAuditAppends, verifyAuditChain } from './audit-trail';
import { type ChainHead, auditCheckpointKeyOf, checkpointSigned, readCheckpoint, signCheckpoint } from './checkpoint';

export type TrailCheck =
  { ok: true; rows: number } | { ok: false; rows: number; brokenAtId: number | null; problem: string };

function keyOf(db: Kysely<Database>): Buffer {
  const key = auditCheckpointKeyOf(db);
  if (!key) throw new Error("The audit checkpoint key is needed: open the database with the data folder's auditKey");
  return key;
}

/**
 * Verifies the chain and that its row numbered by the checkpoint is there, with the hash
 * and row count the checkpoint signed. The checkpoint is read before the walk: rows that
 * servers append meanwhile come after its head and are checked by the chain alone.
 */
export async function verifyAuditTrail(db: Kysely<Database>): Promise<TrailCheck> {
  const checkpoint = await readCheckpoint(db);
  if (checkpoint && !checkpointSigned(keyOf(db), checkpoint)) {
    return {
      ok: false,
      rows: 0,
      brokenAtId: null,
      problem:
        "the checkpoint's signature does not verify with this data folder's key (the checkpoint was changed, or the key is not the server's)",
    };
  }
  let head: { row: ChainHead; rows: number } | undefined;
  let last: ChainHead | undefined;
  const chain: ChainCheck = await verifyAuditChain(db, undefined, (row, rows) => {
    last = row;
    if (row.id === checkpoint?.headId) head = { row, rows };
  });
  if (!chain.ok) return chain;
  if (!checkpoint) {
    if (chain.rows === 0) return chain;
    return {
      ok: false,
      rows: chain.rows,
      brokenAtId: null,
      problem:
        'the trail has no checkpoint (it was removed, or no server with the checkpoint key has run on this database yet)',
    };
  }
  if (!head) {
    const ending = last ? `ends at row id ${last.id} after ${chain.rows} rows` : 'is empty';
    const found = last && last.id > checkpoint.headId ? `has no row id ${checkpoint.headId} and ${ending}` : ending;
    return {
      ok: false,
      rows: chain.rows,
      brokenAtId: checkpoint.headId,
      problem: `the checkpoint records ${checkpoint.rowCount} rows up to row id ${checkpoint.headId}, but the trail ${found}: the last rows were removed`,
    };
  }
  if (head.row.hash !== checkpoint.headHash || head.rows !== checkpoint.rowCount) {
    return {
      ok: false,
      rows: chain.rows,
      brokenAtId: checkpoint.headId,
      problem: `the checkpoint records ${checkpoint.rowCount} rows up to row id ${checkpoint.headId}, the trail has ${head.rows} there: rows were removed or replaced`,
    };
  }
  return chain;
}

export type Anchoring = 'anchored' | 'already anchored' | 'chain broken';

/**
 * Signs a first checkpoint over a trail written before checkpoints existed: called by the
 * server only at the start that creates the key, so a checkpoint removed later is reported
 * by audit:verify rather than signed anew. A broken chain is not anchored.
 */
export async function anchorAuditTrail(db: Kysely<Database>): Promise<Anchoring> {
  const key = keyOf(db);
  return db.transaction().execute(async (trx) => {
    await lockAuditAppends(trx);
    if (await readCheckpoint(trx)) return 'already anchored';
    let head: ChainHead | undefined;
    const chain = await verifyAuditChain(trx, undefined, (row) => {
      head = row;
    });
    if (!chain.ok) return 'chain broken';
    if (head)
      await trx
        .insertInto('auditCheckpoint')
        .values(signCheckpoint(key, chain.rows, head))
        .execute();
    return 'anchored';
  });
}
