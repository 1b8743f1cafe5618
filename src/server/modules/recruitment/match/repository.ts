/**
 * All SQL of matching: reads the published rule versions of a project and its candidates'
 * health columns (never the encrypted identifying ones), and writes each candidate's match
 * state (status, outcomes, deciding rule, time) in chunks of one statement each.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';

type Executor = Kysely<Database>;

export interface PublishedRule {
  id: number;
  criteria: string;
}

export interface PatientHealthRow {
  id: number;
  sex: string | null;
  birthDate: string | null;
  diagnoses: string;
  labs: string;
  priorDrugs: string | null;
}

export interface MatchWrite {
  id: number;
  status: string;
  outcomes: string;
  ruleId: number;
}

/**
 * Rows per UPDATE: each row costs 7 parameters, well under SQLite's (32,766) and
 * PostgreSQL's (65,535) limits, and few enough statements that 10,000 rows stay fast.
 */
const WRITE_CHUNK = 500;
const ID_CHUNK = 1_000;

const chunks = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

export function createMatchRepository(db: Executor) {
  const healthColumns = ['id', 'sex', 'birthDate', 'diagnoses', 'labs', 'priorDrugs'] as const;
  return {
    async publishedRules(projectId: number): Promise<PublishedRule[]> {
      return db
        .selectFrom('recruitRule')
        .select(['id', 'criteria'])
        .where('projectId', '=', projectId)
        .where('status', '=', 'published')
        .orderBy('id', 'desc')
        .execute();
    },

    /** The project's candidates (all, or those of `ids` that belong to it). */
    async patients(projectId: number, ids?: readonly number[]): Promise<PatientHealthRow[]> {
      const base = db.selectFrom('recruitPatient').select(healthColumns).where('projectId', '=', projectId);
      if (ids === undefined) return base.orderBy('id').execute();
      const rows: PatientHealthRow[] = [];
      for (const part of chunks([...new Set(ids)], ID_CHUNK)) {
        rows.push(...(await base.where('id', 'in', part).execute()));
      }
      return rows;
    },

    /**
     * One UPDATE per chunk with CASE over the ids: portable to both engines and far fewer
     * round trips than a statement per row. The row version is left alone on purpose: the
     * match is derived data, and a coordinator's pending contact must not turn stale by it.
     */
    async writeMatches(projectId: number, writes: readonly MatchWrite[], matchedAt: string): Promise<void> {
      for (const part of chunks(writes, WRITE_CHUNK)) {
        const status = sql.join(
          part.map((w) => sql`when ${w.id} then ${w.status}`),
          sql` `,
        );
        const outcomes = sql.join(
          part.map((w) => sql`when ${w.id} then ${w.outcomes}`),
          sql` `,
        );
        const rule = sql.join(
          part.map((w) => sql`when ${w.id} then cast(${w.ruleId} as integer)`),
          sql` `,
        );
        await db
          .updateTable('recruitPatient')
          .set({
            matchStatus: sql<string>`case id ${status} end`,
            matchOutcomes: sql<string>`case id ${outcomes} end`,
            matchRuleId: sql<number>`case id ${rule} end`,
            matchedAt,
          })
          .where('projectId', '=', projectId)
          .where(
            'id',
            'in',
            part.map((w) => w.id),
          )
          .execute();
      }
    },
  };
}
