/**
 * The committee's yearly counters' rows (`ethics_number`, `ethics_letter_number`, both
 * { committeeId, year, lastSeq }): the year's row made when missing, and its sequence taken,
 * in the caller's transaction (year-counter.ts says why no two callers share a number).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type YearCounterTable = 'ethicsNumber' | 'ethicsLetterNumber';

export function createYearCounterRepository(db: Kysely<Database>) {
  return {
    /** The counter's next sequence number of the committee's year. */
    async take(table: YearCounterTable, committeeId: number, year: string): Promise<number> {
      // Both tables have the same columns; one name keeps Kysely's types simple.
      const name = table as 'ethicsNumber';
      await db
        .insertInto(name)
        .values({ committeeId, year, lastSeq: 0 })
        .onConflict((oc) => oc.columns(['committeeId', 'year']).doNothing())
        .execute();
      const { lastSeq } = await db
        .updateTable(name)
        .set((eb) => ({ lastSeq: eb('lastSeq', '+', 1) }))
        .where('committeeId', '=', committeeId)
        .where('year', '=', year)
        .returning('lastSeq')
        .executeTakeFirstOrThrow();
      return lastSeq;
    },
  };
}
