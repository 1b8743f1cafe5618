/**
 * The hospital-sized database's audit history (audit_log): five years of the staff's work,
 * sign-ins mostly, appended to the end of the chain with the same hash links the app writes
 * (auditRowHash over the previous row's hash), in multi-row inserts. Each transaction takes
 * the audit writers' lock and moves the checkpoint with it, as appendAudit does for one row,
 * so `npm run audit:verify` passes on the grown database.
 */
import type { Insertable } from 'kysely';
import { DAY_MS } from '../../../../shared/domain/hospital-time';
import { GENESIS_HASH, auditRowHash, chainEnd, lockAuditAppends } from '../../audit/audit-trail';
import {
  type ChainHead,
  auditCheckpointKeyOf,
  checkpointSigned,
  readCheckpoint,
  signCheckpoint,
} from '../../audit/checkpoint';
import type { Db } from '../../database';
import type { AuditLogTable } from '../../schema';
import type { HospitalProject } from './projects';
import type { StaffMember } from './staff';
import { BATCH_ROWS, type Random, type Trx } from './shape';

/** Rows per transaction: few commits, a small WAL. */
const ROWS_PER_TRANSACTION = 20_000;
const FIVE_YEARS_MS = 5 * 365 * DAY_MS;

/** What staff do, how often (weights), and on what. */
const ACTIONS: [action: string, weight: number, entity: string][] = [
  ['auth.login', 40, 'staff_user'],
  ['auth.logout', 15, 'staff_user'],
  ['subject.create', 6, 'trial_subject'],
  ['subject.update', 8, 'trial_subject'],
  ['enrol', 4, 'trial_subject'],
  ['screenFail', 2, 'trial_subject'],
  ['visit.generate', 4, 'trial_subject'],
  ['patient.import', 3, 'project'],
  ['violation.create', 2, 'safety_violation'],
  ['milestone.create', 2, 'project'],
  ['file.upload', 5, 'project'],
  ['user.update', 2, 'staff_user'],
  ['visitPlan.publish', 1, 'visit_plan'],
];
const TOTAL_WEIGHT = ACTIONS.reduce((sum, [, weight]) => sum + weight, 0);

type AuditRow = Omit<Insertable<AuditLogTable>, 'id' | 'hash' | 'prevHash'>;

function actionOf(random: Random): [string, string] {
  let roll = random.next() * TOTAL_WEIGHT;
  for (const [action, weight, entity] of ACTIONS) {
    roll -= weight;
    if (roll < 0) return [action, entity];
  }
  return ['auth.login', 'staff_user'];
}

function rowOf(
  random: Random,
  at: number,
  staff: readonly StaffMember[],
  projects: readonly HospitalProject[],
): AuditRow {
  const actor = random.pick(staff);
  const [action, entity] = actionOf(random);
  const failed = action === 'auth.login' && random.chance(0.04);
  const project = random.pick(projects);
  const entityId = entity === 'staff_user' ? actor.id : entity === 'project' ? project.id : random.between(1, 5_000);
  return {
    at: new Date(at).toISOString(),
    actorId: actor.id,
    actorName: actor.realname,
    action,
    entity,
    entityId: String(entityId),
    outcome: failed ? 'failure' : 'success',
    reason: failed ? 'badPassword' : null,
    beforeValue: null,
    afterValue: entity === 'staff_user' ? null : JSON.stringify({ projectId: project.id }),
    clientIp: `10.${random.between(1, 30)}.${random.between(0, 255)}.${random.between(1, 254)}`,
    requestId: `req-${Math.floor(random.next() * 0xffffffff)
      .toString(16)
      .padStart(8, '0')}`,
  };
}

/** Moves the checkpoint over `added` rows, as advanceCheckpoint does over one: only a signed one that named `previous`. */
async function advanceOver(trx: Trx, previous: ChainHead | undefined, head: ChainHead, added: number): Promise<void> {
  const key = auditCheckpointKeyOf(trx);
  if (!key) return;
  const current = await readCheckpoint(trx);
  if (!current) {
    if (!previous)
      await trx
        .insertInto('auditCheckpoint')
        .values(signCheckpoint(key, added, head))
        .execute();
    return;
  }
  const extendsTrail = current.headId === previous?.id && current.headHash === previous.hash;
  if (!extendsTrail || !checkpointSigned(key, current)) return;
  await trx
    .updateTable('auditCheckpoint')
    .set(signCheckpoint(key, current.rowCount + added, head))
    .where('id', '=', 1)
    .execute();
}

/** Appends `count` rows in one transaction, linked from the chain's current end. */
async function appendRows(trx: Trx, rows: readonly AuditRow[]): Promise<void> {
  await lockAuditAppends(trx);
  const last = await chainEnd(trx);
  let prevHash = last?.hash ?? GENESIS_HASH;
  let head: ChainHead | undefined;
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const linked = rows.slice(start, start + BATCH_ROWS).map((row) => {
      const full = {
        ...row,
        actorId: row.actorId ?? null,
        actorName: row.actorName ?? null,
        entityId: row.entityId ?? null,
        reason: row.reason ?? null,
        beforeValue: row.beforeValue ?? null,
        afterValue: row.afterValue ?? null,
        clientIp: row.clientIp ?? null,
        requestId: row.requestId ?? null,
        prevHash,
      };
      prevHash = auditRowHash(full);
      return { ...full, hash: prevHash };
    });
    const ids = await trx.insertInto('auditLog').values(linked).returning('id').execute();
    head = { id: Math.max(...ids.map((row) => row.id)), hash: prevHash };
  }
  if (head) await advanceOver(trx, last, head, rows.length);
}

/**
 * Appends `count` rows of the last five years' work, oldest first, by the staff on the
 * projects; answers how many.
 */
export async function appendAuditHistory(
  db: Db,
  random: Random,
  count: number,
  people: { staff: readonly StaffMember[]; projects: readonly HospitalProject[] },
  now: number,
): Promise<number> {
  if (people.staff.length === 0 || people.projects.length === 0) return 0;
  const step = FIVE_YEARS_MS / Math.max(1, count);
  const from = now - FIVE_YEARS_MS;
  for (let done = 0; done < count; done += ROWS_PER_TRANSACTION) {
    const size = Math.min(ROWS_PER_TRANSACTION, count - done);
    const rows = Array.from({ length: size }, (_, i) =>
      rowOf(random, Math.floor(from + (done + i) * step + random.next() * step), people.staff, people.projects),
    );
    await db.transaction().execute((trx) => appendRows(trx, rows));
  }
  return count;
}
