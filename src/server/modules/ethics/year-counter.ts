/**
 * The committee's yearly counters (acceptance numbers in `ethics_number`, approval numbers in
 * `ethics_letter_number`, both { committeeId, year, lastSeq }): the next sequence number of the
 * hospital's year, taken inside the caller's transaction. PostgreSQL's update waits for a
 * concurrent one and SQLite runs one write transaction at a time, so no two callers share a number.
 */
import { hospitalDay } from '../../../shared/domain/hospital-time';
import type { Database } from '../../db/schema';
import type { Transaction } from 'kysely';
import { type YearCounterTable, createYearCounterRepository } from './year-counter-repository';

export type { YearCounterTable };

export async function nextYearSeq(
  trx: Transaction<Database>,
  table: YearCounterTable,
  committeeId: number,
  at: number,
): Promise<{ year: string; seq: number }> {
  const year = hospitalDay(at).slice(0, 4);
  const seq = await createYearCounterRepository(trx).take(table, committeeId, year);
  return { year, seq };
}
