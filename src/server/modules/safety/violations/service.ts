/**
 * Protocol violation writes (SUITE.md 'Writes'): each in one transaction that loads the row
 * within the caller's project (another project's row is 'not found'), checks its version and
 * the status machine (VIOLATION_TRANSITIONS), applies the change and appends the audit row
 * (entity 'safety_violation': violation.create, .update, .review, .reopen, .delete). Audit
 * values name the subject by id only, never by name.
 */
import type { ViolationReviewBody, ViolationRowRef, ViolationSaveBody } from '../../../../shared/api/safety/violations';
import { hospitalDay, isCalendarDate } from '../../../../shared/domain/hospital-time';
import { VIOLATION_TRANSITIONS, type ViolationStatus } from '../../../../shared/domain/safety/status';
import type { Db } from '../../../db/database';
import { badRequest, notFound } from '../../../lib/api-error';
import {
  type Actor,
  auditActor,
  changedFields,
  cleanText,
  fieldProblem,
  isoTime,
  staleVersion,
} from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import { type ViolationFields, type ViolationState, createViolationRepository } from './repository';
import type { LocalizedText } from '../../../../shared/domain/labels';

export const VIOLATION_ENTITY = 'safety_violation';
type Repo = ReturnType<typeof createViolationRepository>;

function violationIn(found: ViolationState | undefined, projectId: number): ViolationState {
  if (!found || found.projectId !== projectId)
    throw notFound({ 'zh-CN': '方案违背记录不存在', en: 'No such violation in this project' });
  return found;
}

/** The body's fields as stored: a real day not after today, a subject of the project still valid. */
async function checkedFields(repo: Repo, body: ViolationSaveBody, today: string): Promise<ViolationFields> {
  if (!isCalendarDate(body.occurredDate))
    throw fieldProblem('occurredDate', { 'zh-CN': '日期无效', en: 'Not a real date' });
  if (body.occurredDate > today)
    throw fieldProblem('occurredDate', { 'zh-CN': '发生日期不能晚于今天', en: 'The date cannot be after today' });
  const subject = await repo.subject(body.subjectId);
  if (!subject || subject.projectId !== body.projectId)
    throw fieldProblem('subjectId', { 'zh-CN': '受试者不属于本项目', en: 'No such subject in this project' });
  if (subject.invalid)
    throw fieldProblem('subjectId', { 'zh-CN': '受试者记录已作废', en: 'The subject entry is invalid' });
  return {
    subjectId: body.subjectId,
    type: body.type ?? null,
    severity: body.severity,
    occurredDate: body.occurredDate,
    description: body.description.trim(),
  };
}

function requireStatus(violation: ViolationState, allowed: readonly ViolationStatus[], message: LocalizedText) {
  if (!allowed.includes(violation.status)) throw badRequest(message);
}

export function createViolationService(db: Db) {
  async function create(repo: Repo, trx: Parameters<typeof appendAudit>[0], body: ViolationSaveBody, actor: Actor) {
    const fields = await checkedFields(repo, body, hospitalDay(actor.at));
    if (fields.type === null)
      throw fieldProblem('type', { 'zh-CN': '请选择违背类型', en: 'Choose the violation type' });
    const now = isoTime(actor.at);
    const origin = { source: 'manual' as const, subjectVisitId: null, createdBy: actor.actorName };
    const id = await repo.insert(body.projectId, fields, origin, now);
    if (id === undefined) throw staleVersion();
    await appendAudit(trx, {
      ...auditActor(actor),
      action: 'violation.create',
      entity: VIOLATION_ENTITY,
      entityId: id,
      after: { projectId: body.projectId, source: 'manual', ...fields },
    });
    return { id, version: 1 };
  }

  async function update(repo: Repo, trx: Parameters<typeof appendAudit>[0], body: ViolationSaveBody, actor: Actor) {
    if (body.id === undefined) throw fieldProblem('id', { 'zh-CN': '修改时必填', en: 'Required when updating' });
    if (body.version === undefined)
      throw fieldProblem('version', { 'zh-CN': '修改时必填', en: 'Required when updating' });
    const violation = violationIn(await repo.byId(body.id), body.projectId);
    if (violation.version !== body.version) throw staleVersion();
    requireStatus(violation, ['open'], {
      'zh-CN': '已审核的方案违背不能修改，请先重新打开',
      en: 'A reviewed violation cannot change: reopen it first',
    });
    const fields = await checkedFields(repo, body, hospitalDay(actor.at));
    if (violation.source === 'manual' && fields.type === null)
      throw fieldProblem('type', { 'zh-CN': '请选择违背类型', en: 'Choose the violation type' });
    if (violation.source !== 'manual' && fields.subjectId !== violation.subjectId) {
      throw fieldProblem('subjectId', {
        'zh-CN': '访视偏离的受试者不能更改',
        en: 'The subject of a visit deviation cannot change',
      });
    }
    const { before, after, changed } = changedFields<ViolationFields>(violation, fields);
    if (!changed) return { id: violation.id, version: violation.version };
    if (!(await repo.update(violation.id, violation.version, after, isoTime(actor.at)))) throw staleVersion();
    await appendAudit(trx, {
      ...auditActor(actor),
      action: 'violation.update',
      entity: VIOLATION_ENTITY,
      entityId: violation.id,
      before,
      after,
    });
    return { id: violation.id, version: violation.version + 1 };
  }

  /** Moves a violation along VIOLATION_TRANSITIONS, setting or clearing the review. */
  async function transition(action: 'review' | 'reopen', body: ViolationReviewBody, actor: Actor) {
    return db.transaction().execute(async (trx) => {
      const repo = createViolationRepository(trx);
      const violation = violationIn(await repo.byId(body.id), body.projectId);
      if (violation.version !== body.version) throw staleVersion();
      const move = VIOLATION_TRANSITIONS[action];
      requireStatus(
        violation,
        move.from,
        action === 'review'
          ? { 'zh-CN': '只能审核待审核的方案违背', en: 'Only an open violation can be reviewed' }
          : { 'zh-CN': '只能重新打开已审核的方案违背', en: 'Only a reviewed violation can be reopened' },
      );
      const now = isoTime(actor.at);
      const review =
        action === 'review'
          ? { status: move.to, reviewNote: cleanText(body.note), reviewedBy: actor.actorName, reviewedAt: now }
          : { status: move.to, reviewNote: null, reviewedBy: null, reviewedAt: null };
      if (!(await repo.update(violation.id, violation.version, review, now))) throw staleVersion();
      const { status, reviewNote, reviewedBy, reviewedAt } = violation;
      await appendAudit(trx, {
        ...auditActor(actor),
        action: `violation.${action}`,
        entity: VIOLATION_ENTITY,
        entityId: violation.id,
        before: { status, reviewNote, reviewedBy, reviewedAt },
        after: review,
      });
      return { id: violation.id, version: violation.version + 1 };
    });
  }

  return {
    async save(body: ViolationSaveBody, actor: Actor): Promise<{ id: number; version: number }> {
      return db.transaction().execute(async (trx) => {
        const repo = createViolationRepository(trx);
        return body.id === undefined ? create(repo, trx, body, actor) : update(repo, trx, body, actor);
      });
    },

    review: (body: ViolationReviewBody, actor: Actor) => transition('review', body, actor),
    reopen: (body: ViolationRowRef, actor: Actor) => transition('reopen', body, actor),

    async remove(body: ViolationRowRef, actor: Actor): Promise<{ id: number; version: number }> {
      return db.transaction().execute(async (trx) => {
        const repo = createViolationRepository(trx);
        const violation = violationIn(await repo.byId(body.id), body.projectId);
        if (violation.version !== body.version) throw staleVersion();
        requireStatus(violation, ['open'], {
          'zh-CN': '已审核的方案违背不能删除',
          en: 'A reviewed violation cannot be deleted',
        });
        if (violation.source !== 'manual')
          throw badRequest({
            'zh-CN': '由访视偏离生成的方案违背不能删除',
            en: 'A violation raised by a visit deviation cannot be deleted',
          });
        if (!(await repo.remove(violation.id, violation.version))) throw staleVersion();
        const { subjectId, type, severity, occurredDate, description, source } = violation;
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'violation.delete',
          entity: VIOLATION_ENTITY,
          entityId: violation.id,
          before: { projectId: violation.projectId, subjectId, type, severity, occurredDate, description, source },
        });
        return { id: violation.id, version: violation.version };
      });
    },
  };
}
