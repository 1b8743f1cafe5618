/**
 * Query writes (SUITE.md 'Writes'): each in one transaction that loads the query within the
 * caller's project, checks its version and the status machine (QUERY_TRANSITIONS), applies the
 * move and appends the audit row (entity 'quality_query': query.raise, .answer, .close,
 * .reopen). A query is raised on a record of one of the project's subjects.
 */
import type {
  QueryAnswerBody,
  QueryRaiseBody,
  QueryReopenBody,
  QueryRowRef,
} from '../../../../shared/api/quality/queries';
import {
  QUERY_ACTION_LABELS,
  type QueryAction,
  canQueryTransition,
} from '../../../../shared/domain/quality/query-status';
import { isQueryField, queryFieldsOf } from '../../../../shared/domain/quality/query-fields';
import { SDV_RECORD_KIND_LABELS } from '../../../../shared/domain/quality/sdv';
import type { Db } from '../../../db/database';
import type { QualityQueryTable } from '../../../db/schema';
import { appendAudit } from '../../../db/audit/audit-trail';
import { badRequest, notFound } from '../../../lib/api-error';
import { type Actor, auditActor, cleanText, isoTime, staleVersion } from '../../../services/staff-write';
import { recordOf } from '../sdv/records';
import { noSuchRecord } from '../sdv/service';
import { type QueryState, createQueryRepository } from './repository';
import type { Updateable } from 'kysely';

export const QUERY_ENTITY = 'quality_query';

/** The raised field is not one of the record kind's queryable fields (query-fields.ts). */
function notQueryable(body: QueryRaiseBody) {
  const kind = SDV_RECORD_KIND_LABELS[body.recordKind];
  const known = queryFieldsOf(body.recordKind).join(', ');
  return badRequest({
    'zh-CN': `${kind['zh-CN']}没有可质疑的字段“${body.field}”（可选：${known}）`,
    en: `${kind.en} has no queryable field "${body.field}" (one of: ${known})`,
  });
}

export function createQueryService(db: Db) {
  async function move(
    ref: QueryRowRef,
    action: QueryAction,
    actor: Actor,
    changes: (query: QueryState) => Updateable<QualityQueryTable>,
  ) {
    return db.transaction().execute(async (trx) => {
      const repo = createQueryRepository(trx);
      const query = await repo.byId(ref.id);
      if (!query || query.projectId !== ref.projectId)
        throw notFound({ 'zh-CN': '本项目中没有该质疑', en: 'No such query in this project' });
      if (query.version !== ref.version) throw staleVersion();
      if (!canQueryTransition(query.status, action)) {
        const label = QUERY_ACTION_LABELS[action];
        throw badRequest({
          'zh-CN': `当前状态下不能${label['zh-CN']}`,
          en: `${label.en} is not possible in the query's current status`,
        });
      }
      const set = changes(query);
      if (!(await repo.update(query.id, query.version, set, isoTime(actor.at)))) throw staleVersion();
      const { status, answer, answeredBy, closedBy } = query;
      await appendAudit(trx, {
        ...auditActor(actor),
        action: `query.${action}`,
        entity: QUERY_ENTITY,
        entityId: query.id,
        before: { status, answer, answeredBy, closedBy },
        after: set,
      });
      return { id: query.id, version: query.version + 1 };
    });
  }

  return {
    async raise(body: QueryRaiseBody, actor: Actor) {
      if (!isQueryField(body.recordKind, body.field)) throw notQueryable(body);
      return db.transaction().execute(async (trx) => {
        const record = await recordOf(trx, body.recordKind, body.recordId);
        if (!record || record.projectId !== body.projectId) throw noSuchRecord();
        const question = body.question.trim();
        const id = await createQueryRepository(trx).insert({
          projectId: body.projectId,
          subjectId: record.subjectId,
          recordKind: body.recordKind,
          recordId: record.id,
          field: body.field,
          question,
          createdBy: actor.actorName,
          now: isoTime(actor.at),
        });
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'query.raise',
          entity: QUERY_ENTITY,
          entityId: id,
          after: {
            projectId: body.projectId,
            subjectId: record.subjectId,
            recordKind: body.recordKind,
            recordId: record.id,
            recordVersion: record.version,
            field: body.field,
            question,
          },
        });
        return { id, version: 1 };
      });
    },

    answer: (body: QueryAnswerBody, actor: Actor) =>
      move(body, 'answer', actor, () => ({
        status: 'answered',
        answer: body.answer.trim(),
        answeredBy: actor.actorName,
        answeredAt: isoTime(actor.at),
      })),

    close: (body: QueryRowRef, actor: Actor) =>
      move(body, 'close', actor, () => ({ status: 'closed', closedBy: actor.actorName, closedAt: isoTime(actor.at) })),

    /** Back to open: the answer and closing are cleared here (kept in the audit trail); a note is added to the question. */
    reopen: (body: QueryReopenBody, actor: Actor) =>
      move(body, 'reopen', actor, (query) => {
        const note = cleanText(body.note);
        return {
          status: 'open',
          answer: null,
          answeredBy: null,
          answeredAt: null,
          closedBy: null,
          closedAt: null,
          ...(note ? { question: `${query.question}\n\n${note}` } : {}),
        };
      }),
  };
}
