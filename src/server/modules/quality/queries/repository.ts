/**
 * All SQL of queries: table quality_query (migration 029), read with the subject's number and
 * initials (trial_subject). Unsettled (open, answered) queries first in the list.
 */
import type { Kysely, Updateable } from 'kysely';
import type { QueryListQuery } from '../../../../shared/api/quality/queries';
import { QUERY_UNSETTLED, type QueryStatus, queryStatusOf } from '../../../../shared/domain/quality/query-status';
import type { SdvRecordKind } from '../../../../shared/domain/quality/sdv';
import type { Database, QualityQueryTable } from '../../../db/schema';

type Executor = Kysely<Database>;
type Filters = Omit<QueryListQuery, 'offset' | 'limit'>;

export interface QueryState {
  id: number;
  projectId: number;
  subjectId: number;
  recordKind: string;
  recordId: number;
  field: string;
  question: string;
  status: QueryStatus;
  answer: string | null;
  answeredBy: string | null;
  answeredAt: string | null;
  closedBy: string | null;
  closedAt: string | null;
  version: number;
}

function filtered(db: Executor, projectId: number, query: Filters) {
  let q = db
    .selectFrom('qualityQuery as q')
    .innerJoin('trialSubject as s', 's.id', 'q.subjectId')
    .where('q.projectId', '=', projectId);
  if (query.status) q = q.where('q.status', '=', query.status);
  if (query.unsettled) q = q.where('q.status', 'in', QUERY_UNSETTLED);
  if (query.subjectId) q = q.where('q.subjectId', '=', query.subjectId);
  if (query.recordKind) q = q.where('q.recordKind', '=', query.recordKind);
  if (query.recordId) q = q.where('q.recordId', '=', query.recordId);
  return q;
}

export function createQueryRepository(db: Executor) {
  return {
    async list(projectId: number, query: Filters & { offset: number; limit: number }) {
      const base = filtered(db, projectId, query);
      const { total } = await base
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await base
        .selectAll('q')
        .select(['s.subjectNumber', 's.initials'])
        .select((eb) => eb.case().when('q.status', '=', 'closed').then(1).else(0).end().as('settled'))
        .orderBy('settled')
        .orderBy('q.id', 'desc')
        .offset(query.offset)
        .limit(query.limit)
        .execute();
      return {
        rows: rows.map(({ settled: _settled, ...row }) => ({
          ...row,
          recordKind: row.recordKind as SdvRecordKind,
          status: queryStatusOf(row.status),
        })),
        total: Number(total),
      };
    },

    async byId(id: number): Promise<QueryState | undefined> {
      const row = await db
        .selectFrom('qualityQuery')
        .select([
          'id',
          'projectId',
          'subjectId',
          'recordKind',
          'recordId',
          'field',
          'question',
          'status',
          'answer',
          'answeredBy',
          'answeredAt',
          'closedBy',
          'closedAt',
          'version',
        ])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { ...row, status: queryStatusOf(row.status) };
    },

    async insert(values: {
      projectId: number;
      subjectId: number;
      recordKind: SdvRecordKind;
      recordId: number;
      field: string;
      question: string;
      createdBy: string;
      now: string;
    }): Promise<number> {
      const { now, ...fields } = values;
      const row = await db
        .insertInto('qualityQuery')
        .values({ ...fields, status: 'open', createdAt: now, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: number, version: number, set: Updateable<QualityQueryTable>, now: string): Promise<boolean> {
      const result = await db
        .updateTable('qualityQuery')
        .set({ ...set, updatedAt: now, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
