/**
 * The committee's yearly counters (acceptance numbers in `ethics_number`, approval numbers in
 * `ethics_letter_number`, both { committeeId, year, lastSeq }): the next sequence number of the
 * hospital's year, taken inside the caller's transaction. PostgreSQL's update waits for a
 * concurrent one and SQLite runs one write transaction at a time, so no two callers share a number.
 */
import { hospitalDay } from '../../../shared/domain/hospital-time';
import type { Database } from '../../db/schema';
import type { Transaction } from 'kysely';

export type YearCounterTable = 'ethicsNumber' | 'ethicsLetterNumber';

export async function nextYearSeq(
  trx: Transaction<Database>,
  table: YearCounterTable,
  committeeId: number,
  at: number,
): Promise<{ year: string; seq: number }> {
  const year = hospitalDay(at).slice(0, 4);
  // Both tables have the same columns; one name keeps Kysely's types simple.
  const name = table as 'ethicsNumber';
  await trx
    .insertInto(name)
    .values({ committeeId, year, lastSeq: 0 })
    .onConflict((oc) => oc.columns(['committeeId', 'year']).doNothing())
    .execute();
  const { lastSeq } = await trx
    .updateTable(name)
    .set((eb) => ({ lastSeq: eb('lastSeq', '+', 1) }))
    .where('committeeId', '=', committeeId)
    .where('year', '=', year)
    .returning('lastSeq')
    .executeTakeFirstOrThrow();
  return { year, seq: lastSeq };
}
