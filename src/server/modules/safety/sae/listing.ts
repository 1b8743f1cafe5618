/**
 * The SAE list's SQL: its filter by due state and its order (overdue drafts first, then by
 * due time) are computed by the database, so a page reads only its own rows however many
 * reports a project has. The due rule is shared/domain/safety/due-dates.ts's: due
 * SAE_DUE_HOURS after learnedAt, 'due soon' within DUE_SOON_MS of it, and a report is judged
 * by its first submission (revision 1 in safety_revision; a revised draft keeps that verdict).
 *
 * learnedAt and submission times are stored as Date.toISOString() text (isoTime), so on
 * SQLite they compare as text; PostgreSQL compares them as timestamptz (its text collation
 * need not be byte order). Whether a draft is overdue or due soon compares learnedAt with
 * `now` moved back by the due time, so the order reads no date arithmetic per row; only
 * the inTime / late filter adds the due time to learnedAt.
 */
import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import { HOUR_MS } from '../../../../shared/domain/hospital-time';
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

const DUE_MS = SAE_DUE_HOURS * HOUR_MS;
/** SQLite's strftime format of Date.toISOString(). */
const ISO_FORMAT = '%Y-%m-%dT%H:%M:%fZ';

interface DueTerms {
  learned: RawBuilder<unknown>;
  /** The first submission, null while there was none. */
  submitted: RawBuilder<unknown>;
  /** When the report is late: learnedAt plus the due time. */
  dueAt: RawBuilder<unknown>;
  /** An instant (epoch ms) comparable with the three above. */
  at: (epochMs: number) => RawBuilder<unknown>;
}

function dueTerms(db: Executor): DueTerms {
  const learned = sql.ref('r.learnedAt');
  const submitted = sql`coalesce(${sql.ref('first.submittedAt')}, ${sql.ref('r.submittedAt')})`;
  if (dialectOf(db) === 'postgres') {
    return {
      learned: sql`${learned}::timestamptz`,
      submitted: sql`(${submitted})::timestamptz`,
      dueAt: sql`(${learned}::timestamptz + ${sql.lit(SAE_DUE_HOURS)} * interval '1 hour')`,
      at: (epochMs) => sql`${new Date(epochMs).toISOString()}::timestamptz`,
    };
  }
  return {
    learned: sql`${learned}`,
    submitted,
    dueAt: sql`strftime(${ISO_FORMAT}, ${learned}, ${`+${SAE_DUE_HOURS} hours`})`,
    at: (epochMs) => sql`${new Date(epochMs).toISOString()}`,
  };
}

/** Where a report stands at `now`, as dueState() in shared/domain has it, as a condition. */
function dueStateIs(terms: DueTerms, state: DueState, now: number): Expression<SqlBool> {
  const { learned, submitted, dueAt, at } = terms;
  // Due at learnedAt + DUE_MS: overdue once that is not after now, due soon once it is
  // within DUE_SOON_MS of now.
  const overdueFrom = at(now - DUE_MS);
  const dueSoonFrom = at(now + DUE_SOON_MS - DUE_MS);
  switch (state) {
    case 'inTime':
      return sql<SqlBool>`(${submitted} is not null and ${submitted} < ${dueAt})`;
    case 'late':
      return sql<SqlBool>`(${submitted} is not null and ${submitted} >= ${dueAt})`;
    case 'overdue':
      return sql<SqlBool>`(${submitted} is null and ${learned} <= ${overdueFrom})`;
    case 'dueSoon':
      return sql<SqlBool>`(${submitted} is null and ${learned} > ${overdueFrom} and ${learned} <= ${dueSoonFrom})`;
    case 'open':
      return sql<SqlBool>`(${submitted} is null and ${learned} > ${dueSoonFrom})`;
  }
}

/** How many SAE reports of every project are overdue at `now` (the metrics' regulatory clocks). */
export async function overdueSaeCount(db: Executor, now: number): Promise<number> {
  const row = await db
    .selectFrom('safetySae as r')
    .leftJoin('safetyRevision as first', (join) =>
      join.onRef('first.recordId', '=', 'r.id').on('first.kind', '=', 'sae').on('first.revision', '=', 1),
    )
    .where(dueStateIs(dueTerms(db), 'overdue', now))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
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

/** The ids of one page of the list in its order (due time follows learnedAt), and how many reports match. */
export async function saePage(
  db: Executor,
  projectId: number,
  query: SaePageQuery,
  now: number,
): Promise<{ ids: number[]; total: number }> {
  const terms = dueTerms(db);
  const [rows, { total }] = await Promise.all([
    filtered(db, projectId, query, now)
      .select('r.id as id')
      .orderBy(sql`case when ${dueStateIs(terms, 'overdue', now)} then 0 else 1 end`)
      .orderBy(terms.learned)
      .orderBy('r.id')
      .offset(query.offset ?? 0)
      .limit(query.limit ?? 20)
      .execute(),
    filtered(db, projectId, query, now)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((row) => row.id), total: Number(total) };
}
