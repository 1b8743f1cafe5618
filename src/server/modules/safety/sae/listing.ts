/**
 * The SAE list's SQL: its filter by due state and its order (overdue drafts first, then by
 * due time) are computed by the database, so a page reads only its own rows however many
 * reports a project has. The due rule is shared/domain/safety/due-dates.ts's: due
 * SAE_DUE_HOURS after learnedAt, 'due soon' within DUE_SOON_MS of it, and a report is judged
 * by its first submission (revision 1 in safety_revision; a revised draft keeps that verdict).
 * Times are ISO 8601 UTC text on both engines: SQLite compares them as text in one format
 * (strftime), PostgreSQL as timestamptz.
 */
import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import { DUE_SOON_MS, type DueState, SAE_DUE_HOURS } from '../../../../shared/domain/safety/due-dates';
import { dialectOf } from '../../../db/dialect';
import type { Database } from '../../../db/schema';

type Executor = Kysely<Database>;

export interface SaeListFilters {
  status?: string;
  dueState?: DueState;
  assigneeId?: number;
  aeId?: number;
}

export interface SaePageQuery extends SaeListFilters {
  offset?: number;
  limit?: number;
}

/** SQLite's strftime format of Date.toISOString(): text comparisons then order instants. */
const ISO_FORMAT = '%Y-%m-%dT%H:%M:%fZ';

interface DueTerms {
  /** When the report is late. */
  dueAt: RawBuilder<unknown>;
  /** Its first submission, null while it never was. */
  submitted: RawBuilder<unknown>;
  /** An instant (epoch ms) comparable with the two above. */
  at: (epochMs: number) => RawBuilder<unknown>;
}

function dueTerms(db: Executor): DueTerms {
  const learned = sql.ref('r.learnedAt');
  const submitted = sql`coalesce(${sql.ref('first.submittedAt')}, ${sql.ref('r.submittedAt')})`;
  if (dialectOf(db) === 'postgres') {
    return {
      dueAt: sql`(${learned}::timestamptz + ${sql.lit(SAE_DUE_HOURS)} * interval '1 hour')`,
      submitted: sql`(${submitted})::timestamptz`,
      at: (epochMs) => sql`${new Date(epochMs).toISOString()}::timestamptz`,
    };
  }
  return {
    dueAt: sql`strftime(${ISO_FORMAT}, ${learned}, ${`+${SAE_DUE_HOURS} hours`})`,
    submitted: sql`strftime(${ISO_FORMAT}, ${submitted})`,
    at: (epochMs) => sql`${new Date(epochMs).toISOString()}`,
  };
}

/** Where a report stands at `now`, as dueState() in shared/domain has it, as a condition. */
function dueStateIs(terms: DueTerms, state: DueState, now: number): Expression<SqlBool> {
  const { dueAt, submitted, at } = terms;
  switch (state) {
    case 'inTime':
      return sql<SqlBool>`(${submitted} is not null and ${submitted} < ${dueAt})`;
    case 'late':
      return sql<SqlBool>`(${submitted} is not null and ${submitted} >= ${dueAt})`;
    case 'overdue':
      return sql<SqlBool>`(${submitted} is null and ${dueAt} <= ${at(now)})`;
    case 'dueSoon':
      return sql<SqlBool>`(${submitted} is null and ${dueAt} > ${at(now)} and ${dueAt} <= ${at(now + DUE_SOON_MS)})`;
    case 'open':
      return sql<SqlBool>`(${submitted} is null and ${dueAt} > ${at(now + DUE_SOON_MS)})`;
  }
}

function filtered(db: Executor, projectId: number, filters: SaeListFilters, now: number) {
  let query = db
    .selectFrom('safetySae as r')
    .leftJoin('safetyRevision as first', (join) =>
      join.onRef('first.recordId', '=', 'r.id').on('first.kind', '=', 'sae').on('first.revision', '=', 1),
    )
    .where('r.projectId', '=', projectId);
  if (filters.status) query = query.where('r.status', '=', filters.status);
  if (filters.assigneeId !== undefined) query = query.where('r.assigneeId', '=', filters.assigneeId);
  if (filters.aeId !== undefined) query = query.where('r.aeId', '=', filters.aeId);
  if (filters.dueState) query = query.where(dueStateIs(dueTerms(db), filters.dueState, now));
  return query;
}

/**
 * The ids of one page of the list in its order, and how many reports match. The total rides
 * on the page's rows (a window count); only a page past the end asks for it separately.
 */
export async function saePage(
  db: Executor,
  projectId: number,
  query: SaePageQuery,
  now: number,
): Promise<{ ids: number[]; total: number }> {
  const terms = dueTerms(db);
  const offset = query.offset ?? 0;
  const rows = await filtered(db, projectId, query, now)
    .select((eb) => ['r.id as id', eb.fn.countAll<number>().over().as('total')])
    .orderBy(sql`case when ${dueStateIs(terms, 'overdue', now)} then 0 else 1 end`)
    .orderBy(terms.dueAt)
    .orderBy('r.id')
    .offset(offset)
    .limit(query.limit ?? 20)
    .execute();
  if (rows.length > 0 || offset === 0) return { ids: rows.map((row) => row.id), total: Number(rows[0]?.total ?? 0) };
  const { total } = await filtered(db, projectId, query, now)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return { ids: [], total: Number(total) };
}
