/**
 * Reading the audit trail (audit_log, written only through db/audit/audit-trail.ts): the whole
 * trail with its filters, and the sign-in attempts as the login log. Newest first.
 */
import type { Kysely } from 'kysely';
import {
  type AuditQuery,
  type AuditRow,
  LOGIN_ACTION,
  type LoginLogQuery,
  type LoginLogRow,
} from '../../../../shared/api/access/audit';
import type { Database } from '../../../db/schema';
import { containsIgnoringCase, likeIgnoringCase, likePrefix } from '../../../db/like';

type Executor = Kysely<Database>;

const parseJson = (text: string | null): unknown => (text === null ? null : JSON.parse(text));
const outcomeOf = (outcome: string) => (outcome === 'failure' ? 'failure' : 'success');

export function createAuditRepository(db: Executor) {
  function ranged(range: { fromIso?: string; toIso?: string }) {
    let query = db.selectFrom('auditLog');
    if (range.fromIso) query = query.where('at', '>=', range.fromIso);
    if (range.toIso) query = query.where('at', '<', range.toIso);
    return query;
  }

  return {
    async list(
      query: AuditQuery,
      range: { fromIso?: string; toIso?: string },
    ): Promise<{ rows: AuditRow[]; total: number }> {
      let base = ranged(range);
      if (query.action) {
        // 'user.' names every user action; anything else is one exact action.
        base = query.action.endsWith('.')
          ? base.where('action', likeIgnoringCase(db), likePrefix(query.action))
          : base.where('action', '=', query.action);
      }
      if (query.entity) base = base.where('entity', '=', query.entity);
      if (query.entityId) base = base.where('entityId', '=', query.entityId);
      if (query.actorName) {
        const actorName = query.actorName;
        base = base.where((eb) => containsIgnoringCase(eb, db, 'actorName', actorName));
      }
      const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const rows = await base
        .select([
          'id',
          'at',
          'actorId',
          'actorName',
          'action',
          'entity',
          'entityId',
          'outcome',
          'reason',
          'beforeValue',
          'afterValue',
          'clientIp',
          'requestId',
        ])
        .orderBy('id', 'desc')
        .limit(query.limit)
        .offset(query.offset)
        .execute();
      return {
        rows: rows.map(({ beforeValue, afterValue, ...row }) => ({
          ...row,
          outcome: outcomeOf(row.outcome),
          before: parseJson(beforeValue),
          after: parseJson(afterValue),
        })),
        total: Number(total),
      };
    },

    async loginLog(
      query: LoginLogQuery,
      range: { fromIso?: string; toIso?: string },
    ): Promise<{ rows: LoginLogRow[]; total: number }> {
      let base = ranged(range).where('action', '=', LOGIN_ACTION);
      if (query.userName) {
        const userName = query.userName;
        base = base.where((eb) => containsIgnoringCase(eb, db, 'actorName', userName));
      }
      if (query.outcome) base = base.where('outcome', '=', query.outcome);
      const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const rows = await base
        .select(['id', 'at', 'actorId', 'entityId', 'actorName', 'clientIp', 'outcome', 'reason'])
        .orderBy('id', 'desc')
        .limit(query.limit)
        .offset(query.offset)
        .execute();
      return {
        rows: rows.map((row) => {
          const entityId = row.entityId === null ? Number.NaN : Number(row.entityId);
          return {
            id: row.id,
            at: row.at,
            userId: Number.isInteger(entityId) ? entityId : row.actorId,
            userName: row.actorName,
            clientIp: row.clientIp,
            outcome: outcomeOf(row.outcome),
            reason: row.reason,
          };
        }),
        total: Number(total),
      };
    },
  };
}
