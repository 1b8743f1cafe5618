/**
 * The lifecycle every safety record kind shares (shared/domain/safety/status.ts), one
 * transaction per write with its audit row (entity 'safety_<kind>'):
 *
 * - submit: a draft becomes submitted; the row as submitted is frozen in `safety_revision`;
 *   SAE, SUSAR and DSUR reports get their number at their first submission; SUSAR and DSUR
 *   PV status becomes 'waiting'.
 * - revise: a submitted record opens its next revision as a draft, with a reason (PV status
 *   back to 'new'); the submitted revisions stay readable.
 * - delete: only a draft that was never submitted.
 *
 * The kind modules register these endpoints with `registerRecordLifecycle` and may refuse a
 * submission with their own rule (`beforeSubmit`, e.g. an SAE without its attachment). A
 * staff submission is signed (signed-content.ts): the signature is stored in the submit's transaction.
 */
import type { Transaction } from 'kysely';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import { type NumberedKind, formatReportNumber } from '../../../../shared/domain/safety/records';
import {
  RECORD_TRANSITIONS,
  type RecordAction,
  type RecordStatus,
  type SafetyRecordKind,
  canDeleteRecord,
  canRecordTransition,
  recordStatusOf,
} from '../../../../shared/domain/safety/status';
import { projectNumberToken } from '../../../../shared/domain/recruitment';
import type { Database } from '../../../db/schema';
import type { Db } from '../../../db/database';
import { dialectOf } from '../../../db/dialect';
import { badRequest, notFound } from '../../../lib/api-error';
import { type Actor, auditActor, isoTime, staleVersion } from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import { type SentSignature, type SignFn, signedWrite } from '../../access';
import { signedContent } from './signed-content';
import type { LocalizedText } from '../../../../shared/domain/labels';

type Trx = Transaction<Database>;

export const RECORD_TABLES = {
  ae: 'safetyAe',
  sae: 'safetySae',
  susar: 'safetySusar',
  dsur: 'safetyDsur',
} as const satisfies Record<SafetyRecordKind, keyof Database>;

export const RECORD_LABELS: Record<SafetyRecordKind, LocalizedText> = {
  ae: { 'zh-CN': '不良事件', en: 'adverse event' },
  sae: { 'zh-CN': 'SAE报告', en: 'SAE report' },
  susar: { 'zh-CN': 'SUSAR报告', en: 'SUSAR report' },
  dsur: { 'zh-CN': 'DSUR报告', en: 'DSUR report' },
};

/** 'No such SAE report in this project', in both languages. */
export const noSuchRecord = (kind: SafetyRecordKind) =>
  notFound({
    'zh-CN': `本项目中没有该${RECORD_LABELS[kind]['zh-CN']}`,
    en: `No such ${RECORD_LABELS[kind].en} in this project`,
  });

const NUMBERED: readonly SafetyRecordKind[] = ['sae', 'susar', 'dsur'];
const WITH_PV: readonly SafetyRecordKind[] = ['susar', 'dsur'];

/** The audit entity of a record kind. */
export const recordEntity = (kind: SafetyRecordKind) => `safety_${kind}`;

/** The lifecycle columns read and written here; every record table has them (db/schema/safety.ts SafetyRecordColumns). */
export interface LifecycleRow {
  id: number;
  projectId: number;
  status: RecordStatus;
  revision: number;
  revisionReason: string | null;
  submittedAt: string | null;
  submittedBy: string | null;
  version: number;
  [column: string]: unknown;
}

// Kysely types a table name union poorly; the columns used here are common to all four tables.
export const tableOf = (kind: SafetyRecordKind) => RECORD_TABLES[kind] as 'safetyAe';

/** The record in the project, locked for the transaction on PostgreSQL; 404 when absent or in another project. */
export async function loadRecord(
  trx: Trx,
  kind: SafetyRecordKind,
  projectId: number,
  id: number,
): Promise<LifecycleRow> {
  let query = trx.selectFrom(tableOf(kind)).selectAll().where('id', '=', id).where('projectId', '=', projectId);
  if (dialectOf(trx) === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw noSuchRecord(kind);
  return { ...row, status: recordStatusOf(row.status) };
}

/** The row version the caller read must be the current one. */
export function checkVersion(row: { version: number }, version: number): void {
  if (row.version !== version) throw staleVersion();
}

/** A draft only: a submitted record changes through a revision. */
export function requireDraft(kind: SafetyRecordKind, row: { status: string }): void {
  if (row.status !== 'draft') {
    throw badRequest({
      'zh-CN': `已提交的${RECORD_LABELS[kind]['zh-CN']}只能通过修订更改`,
      en: `This ${RECORD_LABELS[kind].en} was submitted: revise it to change it`,
    });
  }
}

function requireTransition(kind: SafetyRecordKind, row: LifecycleRow, action: RecordAction): void {
  if (!canRecordTransition(row.status, action)) {
    const to = RECORD_TRANSITIONS[action].to;
    throw badRequest({
      'zh-CN': `${RECORD_LABELS[kind]['zh-CN']}当前状态不能${action === 'submit' ? '提交' : '修订'}`,
      en: `This ${RECORD_LABELS[kind].en} cannot be ${action === 'submit' ? 'submitted' : 'revised'} now (${row.status} to ${to})`,
    });
  }
}

/**
 * The project's next report number of a kind for the hospital's year, e.g.
 * SAE-ONC-2024-001-2026-007. The counter row is updated in the caller's transaction: on
 * PostgreSQL the update waits for a concurrent one and reads its result, and SQLite runs
 * one write transaction at a time, so concurrent submissions get distinct numbers.
 */
export async function nextReportNumber(trx: Trx, kind: NumberedKind, projectId: number, at: number): Promise<string> {
  const year = hospitalDay(at).slice(0, 4);
  await trx
    .insertInto('safetyNumber')
    .values({ projectId, kind, year, lastSeq: 0 })
    .onConflict((oc) => oc.columns(['projectId', 'kind', 'year']).doNothing())
    .execute();
  const { lastSeq } = await trx
    .updateTable('safetyNumber')
    .set((eb) => ({ lastSeq: eb('lastSeq', '+', 1) }))
    .where('projectId', '=', projectId)
    .where('kind', '=', kind)
    .where('year', '=', year)
    .returning('lastSeq')
    .executeTakeFirstOrThrow();
  const project = await trx
    .selectFrom('project')
    .select(['id', 'projectNo'])
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow();
  return formatReportNumber(kind, projectNumberToken(project.projectNo, project.id), year, lastSeq);
}

export interface SubmitHooks {
  /** Refuses the submission (throw) when the kind's own rules are not met, e.g. a missing attachment. */
  beforeSubmit?: (trx: Trx, row: LifecycleRow) => Promise<void>;
  /**
   * The record as its revision keeps it (default: the row's columns), e.g. the kind's API
   * shape; may read in the submitting transaction (the subject's number, linked reports).
   */
  snapshot?: (row: LifecycleRow, trx: Trx) => unknown;
  /** After a signed submission's signature, in its transaction (the SAE report filed into the binder). */
  onSigned?: (trx: Trx, row: LifecycleRow, signature: Awaited<ReturnType<SignFn>>, actor: Actor) => Promise<void>;
}

interface RowRef {
  projectId: number;
  id: number;
  version: number;
}

export async function submitRecord(
  db: Db,
  kind: SafetyRecordKind,
  ref: RowRef,
  actor: Actor,
  hooks: SubmitHooks = {},
  signature?: SentSignature,
): Promise<{ id: number; version: number; reportNo: string | null }> {
  const submit = async (trx: Trx, sign?: SignFn) => {
    const row = await loadRecord(trx, kind, ref.projectId, ref.id);
    checkVersion(row, ref.version);
    requireTransition(kind, row, 'submit');
    await hooks.beforeSubmit?.(trx, row);
    const now = isoTime(actor.at);
    const givenNo =
      NUMBERED.includes(kind) && !row.reportNo
        ? await nextReportNumber(trx, kind as NumberedKind, row.projectId, actor.at)
        : null;
    const changes = {
      status: 'submitted' as const,
      submittedAt: now,
      submittedBy: actor.actorName,
      updatedAt: now,
      version: row.version + 1,
      ...(givenNo ? { reportNo: givenNo } : {}),
      ...(WITH_PV.includes(kind) ? { pvStatus: 'waiting' } : {}),
    };
    await trx
      .updateTable(tableOf(kind))
      .set(changes as never)
      .where('id', '=', row.id)
      .execute();
    const submitted = { ...row, ...changes };
    await trx
      .insertInto('safetyRevision')
      .values({
        kind,
        recordId: row.id,
        revision: row.revision,
        data: JSON.stringify(hooks.snapshot ? await hooks.snapshot(submitted, trx) : submitted),
        reason: row.revisionReason,
        submittedBy: actor.actorName,
        submittedAt: now,
      })
      .execute();
    await appendAudit(trx, {
      ...auditActor(actor),
      action: `${kind}.submit`,
      entity: recordEntity(kind),
      entityId: row.id,
      before: { status: row.status },
      after: { status: 'submitted', revision: row.revision, ...(givenNo ? { reportNo: givenNo } : {}) },
    });
    const stored = await sign?.(
      { entity: recordEntity(kind), entityId: row.id, revision: row.revision },
      signedContent(submitted),
    );
    if (stored) await hooks.onSigned?.(trx, submitted, stored, actor);
    return {
      id: row.id,
      version: changes.version,
      reportNo: (submitted.reportNo as string | null | undefined) ?? null,
    };
  };
  // Staff submit with a signature; the demo seed and tests of other rules submit without one.
  return signature ? signedWrite(db, signature, actor, submit) : db.transaction().execute((trx) => submit(trx));
}

export async function reviseRecord(
  db: Db,
  kind: SafetyRecordKind,
  ref: RowRef & { reason: string },
  actor: Actor,
): Promise<{ id: number; version: number }> {
  return db.transaction().execute(async (trx) => {
    const row = await loadRecord(trx, kind, ref.projectId, ref.id);
    checkVersion(row, ref.version);
    requireTransition(kind, row, 'revise');
    const reason = ref.reason.trim();
    const changes = {
      status: 'draft' as const,
      revision: row.revision + 1,
      revisionReason: reason,
      updatedAt: isoTime(actor.at),
      version: row.version + 1,
      ...(WITH_PV.includes(kind) ? { pvStatus: 'new' } : {}),
    };
    await trx
      .updateTable(tableOf(kind))
      .set(changes as never)
      .where('id', '=', row.id)
      .execute();
    await appendAudit(trx, {
      ...auditActor(actor),
      action: `${kind}.revise`,
      entity: recordEntity(kind),
      entityId: row.id,
      reason,
      before: { status: row.status, revision: row.revision },
      after: { status: 'draft', revision: changes.revision },
    });
    return { id: row.id, version: changes.version };
  });
}

export async function deleteDraft(db: Db, kind: SafetyRecordKind, ref: RowRef, actor: Actor): Promise<null> {
  return db.transaction().execute(async (trx) => {
    const row = await loadRecord(trx, kind, ref.projectId, ref.id);
    checkVersion(row, ref.version);
    if (!canDeleteRecord(row.status, row.revision)) {
      throw badRequest({ 'zh-CN': `只能删除从未提交过的草稿`, en: `Only a never-submitted draft can be deleted` });
    }
    await trx.deleteFrom(tableOf(kind)).where('id', '=', row.id).execute();
    await appendAudit(trx, {
      ...auditActor(actor),
      action: `${kind}.delete`,
      entity: recordEntity(kind),
      entityId: row.id,
      before: { status: row.status, revision: row.revision },
    });
    return null;
  });
}
