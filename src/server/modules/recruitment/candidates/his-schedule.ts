/**
 * The scheduled HIS sync (main.ts starts it when HIS_SYNC_INTERVAL_MINUTES is set): every
 * interval, the instance that takes the job lease (table job_lease) fetches the HIS once and
 * syncs it into every project that has published recruitment rules, as the actor 'system'.
 * The adapter is asked for anew each run (the site settings may have changed it) and for what
 * all those projects' rules look for. Everything is read before anything is written.
 * The lease lasts most of an interval, so of several instances only one runs each time. A
 * failure is written to job_lease.last_error and logged; the next interval tries again.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import type { FieldCipher } from '../../../lib/field-crypto';
import { isoTime, processActor } from '../../../services/staff-write';
import type { HisAdapter } from './his-adapter';
import { hisQueryOf, mergeHisQueries, syncProjectFromHis } from './his-sync';
import { createLeaseRepository, scheduledRun } from '../../../lib/job-lease';
import { createPatientRepository } from './repository';
import { createRematch } from './rematch';

export const HIS_SYNC_JOB = 'his-sync';

export interface HisScheduleOptions {
  db: Db;
  /** The HIS, or how to get the one the site settings name now (his/his-connection.ts). */
  adapter: HisAdapter | (() => Promise<HisAdapter>);
  cipher: FieldCipher;
  intervalMinutes: number;
  clock: Clock;
  /** Where failures are reported (the server's logger). */
  log?: { error: (details: object, message: string) => void; info: (message: string) => void };
  /** This instance's name in the lease; default a random id. */
  holder?: string;
  /** Brings shared settings up to date before a run (the hospital's time zone, lib/hospital-zone.ts). */
  beforeRun?: () => Promise<void>;
}

export type HisRunOutcome = 'ran' | 'busy' | 'failed';

/** One scheduled run: takes the lease or answers 'busy'; syncs every project with published rules. */
export async function runHisSyncOnce(options: HisScheduleOptions & { holder: string }): Promise<HisRunOutcome> {
  const { db, adapter, cipher, clock, holder } = options;
  const leases = createLeaseRepository(db);
  const now = clock();
  const leaseMs = Math.max(1, options.intervalMinutes) * 60_000 * 0.9;
  if (!(await leases.take(HIS_SYNC_JOB, holder, now, now + leaseMs))) return 'busy';
  try {
    await options.beforeRun?.();
    const his = typeof adapter === 'function' ? await adapter() : adapter;
    const repo = createPatientRepository(db);
    const projectIds = await repo.projectsWithPublishedRules();
    const queries = await Promise.all(projectIds.map(async (id) => hisQueryOf(await repo.publishedCriteria(id))));
    const patients = projectIds.length === 0 ? [] : await his.fetchPatients(mergeHisQueries(queries));
    const rematch = createRematch(db);
    for (const projectId of projectIds) {
      const actor = processActor('system', clock());
      await syncProjectFromHis(db, cipher, rematch, { projectId, adapterName: his.name, patients }, actor);
    }
    await leases.recordRun(HIS_SYNC_JOB, holder, isoTime(clock()), null);
    options.log?.info(`HIS sync (${his.name}) done`);
    return 'ran';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await leases.recordRun(HIS_SYNC_JOB, holder, isoTime(clock()), message.slice(0, 500));
    options.log?.error({ err: error }, 'HIS sync failed');
    return 'failed';
  }
}

/** Starts the schedule; the answer stops it (on shutdown). */
export function startHisSyncSchedule(options: HisScheduleOptions): { stop: () => void } {
  const holder = options.holder ?? randomUUID();
  const timer = setInterval(
    scheduledRun(HIS_SYNC_JOB, () => runHisSyncOnce({ ...options, holder }), options.log),
    options.intervalMinutes * 60_000,
  );
  // The schedule alone must not keep a stopping process alive.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
