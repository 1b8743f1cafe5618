/**
 * What both restores report of the database they restored, read only: how much it holds and
 * whether its audit trail verifies (the hash chain, and with the server's key its signed
 * checkpoint too). The SQLite restore checks a backup file before it puts it in place; the
 * PostgreSQL recovery checks the recovered cluster before the operator switches over.
 */
import type { Kysely } from 'kysely';
import { verifyAuditChain } from '../audit/audit-trail';
import { type TrailCheck, verifyAuditTrail } from '../audit/trail-verify';
import type { Database } from '../schema';

export interface RestoredContents {
  projects: number;
  staffUsers: number;
  auditRows: number;
  lastAuditAt: string | null;
  /** One line: '3 projects, 12 staff users, 250 audit rows (last at ...)'. */
  holds: string;
  chain: TrailCheck;
}

/** Reads the restored database; `withCheckpoint` when `db` carries the checkpoint key. */
export async function examineRestored(db: Kysely<Database>, withCheckpoint: boolean): Promise<RestoredContents> {
  const count = (table: 'project' | 'staffUser' | 'auditLog') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));
  const lastAudit = await db.selectFrom('auditLog').select('at').orderBy('id', 'desc').limit(1).executeTakeFirst();
  const [projects, staffUsers, auditRows] = await Promise.all([
    count('project'),
    count('staffUser'),
    count('auditLog'),
  ]);
  const lastAuditAt = lastAudit?.at ?? null;
  return {
    projects,
    staffUsers,
    auditRows,
    lastAuditAt,
    holds: `${projects} projects, ${staffUsers} staff users, ${auditRows} audit rows (last at ${lastAuditAt ?? 'none'})`,
    chain: withCheckpoint ? await verifyAuditTrail(db) : await verifyAuditChain(db),
  };
}

/** The audit chain's verdict as one clause of a report. */
export function chainVerdict(chain: TrailCheck, checkpoint: string): string {
  if (chain.ok) return `audit chain verifies (${chain.rows} rows)${checkpoint}`;
  const where = chain.brokenAtId === null ? '' : ` at row id ${chain.brokenAtId}`;
  return `WARNING: audit trail broken${where}: ${chain.problem}`;
}
