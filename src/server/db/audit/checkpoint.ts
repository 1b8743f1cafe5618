/**
 * The audit trail's checkpoint: one row (`audit_checkpoint`, id 1) with the number of audit
 * rows, the id and hash of the last one, and an HMAC-SHA256 over the three. Its key is kept
 * outside the database (DATA_DIR/keys/audit-checkpoint-key, see keys.ts), so someone who can
 * change the database, but not read the server's data folder, cannot remove the newest rows
 * and sign a checkpoint that agrees. It is moved forward by every append, in the append's
 * transaction; the row is kept for ever and the database refuses to delete it.
 *
 * The key travels with the database handle (and its transactions) as a Kysely plugin that
 * changes no query, so the many services that append audit rows need not pass it along.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type {
  Kysely,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryExecutorProvider,
  QueryResult,
  RootOperationNode,
  Transaction,
  UnknownRow,
} from 'kysely';
import type { AuditCheckpointTable, Database } from '../schema';

/** The checkpoint key, carried by a database handle; passes every query and result through unchanged. */
export class AuditCheckpointKey implements KyselyPlugin {
  constructor(readonly key: Buffer) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/** The key a database handle or transaction carries (openDatabase's `auditKey`), if any. */
export function auditCheckpointKeyOf(db: QueryExecutorProvider): Buffer | undefined {
  const plugin = db.getExecutor().plugins.find((candidate) => candidate instanceof AuditCheckpointKey);
  return plugin instanceof AuditCheckpointKey ? plugin.key : undefined;
}

/** A row of the chain as the checkpoint names it. */
export interface ChainHead {
  id: number;
  hash: string;
}

export type Checkpoint = AuditCheckpointTable;

function checkpointMac(key: Buffer, rowCount: number, head: ChainHead): string {
  return createHmac('sha256', key)
    .update(JSON.stringify(['audit-checkpoint', rowCount, head.id, head.hash]))
    .digest('hex');
}

export function signCheckpoint(key: Buffer, rowCount: number, head: ChainHead): Checkpoint {
  return { id: 1, rowCount, headId: head.id, headHash: head.hash, mac: checkpointMac(key, rowCount, head) };
}

/** Whether the checkpoint was signed with `key` and is unchanged since. */
export function checkpointSigned(key: Buffer, checkpoint: Checkpoint): boolean {
  const expected = Buffer.from(
    checkpointMac(key, checkpoint.rowCount, { id: checkpoint.headId, hash: checkpoint.headHash }),
    'hex',
  );
  const given = Buffer.from(checkpoint.mac, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function readCheckpoint(db: Kysely<Database>): Promise<Checkpoint | undefined> {
  return db.selectFrom('auditCheckpoint').selectAll().where('id', '=', 1).executeTakeFirst();
}

/**
 * Moves the checkpoint to the row just appended, in the append's transaction and under the
 * appenders' lock, so it is never behind the trail nor raced by another writer. It extends
 * only a checkpoint that is signed and names the row the append linked to: otherwise it is
 * left as found, so a removal or a forged checkpoint stays visible to audit:verify instead
 * of being signed over. A trail without a checkpoint gets one when this row is its first
 * (an older trail is anchored at the server's first start with the key, anchorAuditTrail).
 */
export async function advanceCheckpoint(
  trx: Transaction<Database>,
  key: Buffer,
  previous: ChainHead | undefined,
  appended: ChainHead,
): Promise<void> {
  const current = await readCheckpoint(trx);
  if (!current) {
    if (!previous)
      await trx
        .insertInto('auditCheckpoint')
        .values(signCheckpoint(key, 1, appended))
        .execute();
    return;
  }
  const extendsTrail = current.headId === previous?.id && current.headHash === previous.hash;
  if (!extendsTrail || !checkpointSigned(key, current)) return;
  await trx
    .updateTable('auditCheckpoint')
    .set(signCheckpoint(key, current.rowCount + 1, appended))
    .where('id', '=', 1)
    .execute();
}
