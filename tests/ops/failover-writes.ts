/**
 * The failover drill's writers (failover-drill.ts): the crash test's staff writes from
 * several clients spread over the server instances, going on through failed writes (with a
 * short pause, as a user would retry) until stopped, every answer kept with its time;
 * per instance how long it could not write; the figures the drill prints; and waitFor.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { StaffClient } from '../crash/staff-client';
import type { Inspection } from '../crash/store-check';
import { type AcknowledgedWrite, type WrittenEntity, type WrittenRow, writeRow } from '../crash/write-stream';

/** A writer whose write failed waits this long before the next, as a user's retry would. */
const RETRY_PAUSE_MS = 50;

export interface Answer {
  instance: number;
  row: WrittenRow;
  /** ms since the stream started, when the write was sent. */
  sentAt: number;
  /** ms since the stream started, when the answer (or the failure) came. */
  at: number;
  outcome: Awaited<ReturnType<typeof writeRow>>;
}

export interface Stream {
  answers: Answer[];
  stop: () => Promise<void>;
}

/** `writers` clients, alternately on each instance, writing until stopped; the last one adds users. */
export function startWriters(clients: StaffClient[], writers: number, rootId: number, run: number, t0: number): Stream {
  const answers: Answer[] = [];
  let stopping = false;
  const writer = async (index: number) => {
    const instance = index % clients.length;
    const client = clients[instance] as StaffClient;
    const entity: WrittenEntity = index === writers - 1 ? 'staff_user' : 'organization';
    for (let seq = 0; !stopping; seq += 1) {
      const row = { entity, name: `crash-f${String(run).padStart(2, '0')}-w${index}-${String(seq).padStart(5, '0')}` };
      const sentAt = performance.now() - t0;
      const outcome = await writeRow(client, row, rootId);
      answers.push({ instance, row, sentAt, at: performance.now() - t0, outcome });
      if (outcome.outcome !== 'acknowledged') await sleep(RETRY_PAUSE_MS);
    }
  };
  const all = Promise.all(Array.from({ length: writers }, (_, index) => writer(index)));
  return {
    answers,
    stop: async () => {
      stopping = true;
      await all;
    },
  };
}

/**
 * How long one instance could not write, as its users saw it: from the moment its first
 * failed write was sent to the answer of its first acknowledged write sent after the
 * primary was killed (a write sent before may have committed on the old primary and
 * been answered late, which says nothing of the new one).
 */
export interface InstanceOutage {
  /** ms (since the stream started) when its first failed write was sent; null if none failed. */
  firstFailure: number | null;
  /** ms when its first acknowledged write sent after the kill was answered; null if none. */
  recovered: number | null;
}

export function outage(answers: Answer[], instance: number, killedAt: number): InstanceOutage {
  const own = answers.filter((answer) => answer.instance === instance);
  const failed = own.filter((answer) => answer.outcome.outcome !== 'acknowledged').map((answer) => answer.sentAt);
  if (failed.length === 0) return { firstFailure: null, recovered: null };
  const firstFailure = Math.min(...failed);
  const after = own
    .filter(
      (answer) => answer.outcome.outcome === 'acknowledged' && answer.sentAt > killedAt && answer.at > firstFailure,
    )
    .map((answer) => answer.at);
  return { firstFailure, recovered: after.length > 0 ? Math.min(...after) : null };
}

/** Seconds an instance could not write: 0 when no write failed, null when it never wrote again. */
export function unavailableSeconds({ firstFailure, recovered }: InstanceOutage): number | null {
  if (firstFailure === null) return 0;
  return recovered === null ? null : (recovered - firstFailure) / 1000;
}

/** The acknowledged writes (to look up) and the failed ones (in doubt: committed or not). */
export function splitAnswers(answers: Answer[]): { acknowledged: AcknowledgedWrite[]; failed: WrittenRow[] } {
  const acknowledged: AcknowledgedWrite[] = [];
  const failed: WrittenRow[] = [];
  for (const { row, outcome } of answers) {
    if (outcome.outcome === 'acknowledged') acknowledged.push({ ...row, id: outcome.id });
    else failed.push(row);
  }
  return { acknowledged, failed };
}

const seconds = (ms: number | null) => (ms === null ? '-' : (ms / 1000).toFixed(2));

export interface RunFigures {
  run: number;
  killedAt: number;
  promotedAt: number;
  outages: InstanceOutage[];
  answers: Answer[];
  inspection: Inspection;
}

/** What a run prints. */
export function runReport({ run, killedAt, promotedAt, outages, answers, inspection }: RunFigures): string {
  const unavailable = outages.map(unavailableSeconds);
  const known = unavailable.filter((value): value is number => value !== null);
  const failed = answers.filter((answer) => answer.outcome.outcome !== 'acknowledged');
  const refused = failed.filter((answer) => answer.outcome.outcome === 'refused');
  const chain = inspection.chain.ok
    ? `verifies, ${inspection.chain.rows} rows`
    : `BROKEN${inspection.chain.brokenAtId === null ? '' : ` at id ${inspection.chain.brokenAtId}`}: ${inspection.chain.problem}`;
  return [
    `run ${run}: primary killed ${seconds(killedAt)} s into the stream, standby promoted ${seconds(promotedAt - killedAt)} s later`,
    ...outages.map(
      (outage, i) =>
        `  instance ${i + 1}: first failed write sent at ${seconds(outage.firstFailure)} s, ` +
        `writing again at ${outage.firstFailure !== null && outage.recovered === null ? 'NEVER' : `${seconds(outage.recovered)} s`}: ` +
        `unavailable ${unavailable[i] === null ? 'NOT RECOVERED' : `${(unavailable[i] ?? 0).toFixed(2)} s`}`,
    ),
    `  unavailable (max):      ${known.length === unavailable.length ? `${Math.max(...known).toFixed(2)} s` : 'NOT RECOVERED'}`,
    `  writes acknowledged:    ${inspection.acknowledged}, found in the promoted database: ${inspection.found}`,
    `  acknowledged lost:      ${inspection.lost.length}${inspection.wrongId.length ? `, ${inspection.wrongId.length} under another id` : ''}`,
    `  failed writes:          ${failed.length} (${refused.length} answered with an error), committed nonetheless: ${inspection.inDoubtCommitted}`,
    `  change without audit row or audit row without change: ${inspection.unaudited.length}`,
    `  audit chain:            ${chain}`,
    ...inspection.lost.slice(0, 10).map((row) => `  LOST ${row.entity} ${row.name}`),
    ...inspection.unaudited.slice(0, 10).map((problem) => `  AUDIT ${problem}`),
    '',
  ].join('\n');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The figures over all runs: each run's longest unavailability, and the writes lost. */
export function drillSummary(runs: { passed: boolean; figures: RunFigures | null }[], tookMs: number): string {
  const worst = runs.map(({ figures }) => {
    const unavailable = figures?.outages.map(unavailableSeconds) ?? [null];
    return unavailable.some((value) => value === null) ? null : Math.max(...(unavailable as number[]));
  });
  const known = worst.filter((value): value is number => value !== null);
  const lost = runs.reduce(
    (sum, { figures }) => sum + (figures ? figures.inspection.lost.length + figures.inspection.wrongId.length : 0),
    0,
  );
  const acknowledged = runs.reduce((sum, { figures }) => sum + (figures?.inspection.acknowledged ?? 0), 0);
  const spread = known.length
    ? `min ${Math.min(...known).toFixed(2)}, median ${median(known).toFixed(2)}, max ${Math.max(...known).toFixed(2)}`
    : '-';
  return [
    `runs: ${runs.length}, passed: ${runs.filter((run) => run.passed).length}`,
    `unavailable seconds (the longer instance per run): ${spread}${known.length < worst.length ? `; ${worst.length - known.length} run(s) NOT RECOVERED` : ''}`,
    `acknowledged writes lost: ${lost} of ${acknowledged}`,
    `took ${(tookMs / 1000).toFixed(1)} s`,
    '',
  ].join('\n');
}

/** Waits until `check` answers true, polling every 50 ms; throws after `limitMs`. */
export async function waitFor(what: string, limitMs: number, check: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + limitMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > until) throw new Error(`Gave up waiting for ${what} after ${limitMs / 1000} s`);
    await sleep(50);
  }
}
