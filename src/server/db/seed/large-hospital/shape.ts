/**
 * The hospital-sized database's shape: how many rows of each kind a tertiary hospital's trial
 * office holds after five years (issue 25 item 1), scaled by --scale, and how candidates are
 * spread over projects (long-tailed: a few big trials, many small ones).
 */
import type { Transaction } from 'kysely';
import { type CalendarDate, hospitalDay, startOfHospitalDay } from '../../../../shared/domain/hospital-time';
import type { DemoSequence } from '../demo-people';
import type { Database } from '../../schema';

export type Trx = Transaction<Database>;

/** The full size (scale 1). Projects and staff are totals; the others are rows added. */
export const FULL_SIZE = {
  projects: 300,
  staff: 80,
  candidates: 30_000,
  subjects: 5_000,
  visits: 60_000,
  aes: 10_000,
  saes: 2_000,
  conMeds: 20_000,
  violations: 1_000,
  audit: 200_000,
} as const;

export type HospitalCounts = { [K in keyof typeof FULL_SIZE]: number };

export function scaledCounts(scale: number): HospitalCounts {
  const entries = Object.entries(FULL_SIZE).map(([key, full]) => [key, Math.max(1, Math.round(full * scale))]);
  return Object.fromEntries(entries) as HospitalCounts;
}

/**
 * Zipf weights (exponent 1.05) by rank: over 300 projects the top 10 hold about half the
 * candidates, the smallest a handful each, like a trial office's real portfolio.
 */
export function longTailWeights(count: number): number[] {
  return Array.from({ length: count }, (_, rank) => 1 / (rank + 1) ** 1.05);
}

/** Splits `total` over the weights, by largest remainder: the parts sum to `total` exactly. */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0 || sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  let left = total - parts.reduce((a, b) => a + b, 0);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/** Rows per multi-row insert: under SQLite's and PostgreSQL's limits of bound parameters for every table here. */
export const BATCH_ROWS = 500;

/** Runs `insert` on slices of BATCH_ROWS rows, in order; answers what the slices answered, concatenated. */
export async function inSlices<T, R>(rows: readonly T[], insert: (slice: T[]) => Promise<R[]>): Promise<R[]> {
  const answers: R[] = [];
  for (let start = 0; start < rows.length; start += BATCH_ROWS)
    answers.push(...(await insert(rows.slice(start, start + BATCH_ROWS))));
  return answers;
}

/** The ids a multi-row insert returned, in insert order (ids grow in insert order within a transaction). */
export const idsInOrder = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);

/** A whole number of days from `from` to `to` (instants), at least 0. */
export const daysBetween = (from: number, to: number) => Math.max(0, Math.floor((to - from) / 86_400_000));

export type Random = DemoSequence;

const QUARTER_HOUR_MS = 900_000;
const days = new Map<number, CalendarDate>();
const dayStarts = new Map<CalendarDate, number>();

/**
 * hospitalDay, remembered by quarter hour (every zone's offset is whole quarter hours): the
 * zone lookup costs about a millisecond, and the generator asks for hundreds of thousands.
 */
export function dayOf(at: number): CalendarDate {
  const bucket = Math.floor(at / QUARTER_HOUR_MS);
  let day = days.get(bucket);
  if (day === undefined) {
    day = hospitalDay(bucket * QUARTER_HOUR_MS);
    days.set(bucket, day);
  }
  return day;
}

/** startOfHospitalDay, remembered by day. */
export function startOfDay(day: CalendarDate): number {
  let start = dayStarts.get(day);
  if (start === undefined) {
    start = startOfHospitalDay(day);
    dayStarts.set(day, start);
  }
  return start;
}
