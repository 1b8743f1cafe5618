/**
 * The scheduled HIS sync (main.ts starts it when HIS_SYNC_INTERVAL_MINUTES is set): every
 * interval, the instance that takes the job lease (table job_lease) fetches the HIS once and
 * syncs it into every project that has published recruitment rules, as the actor 'system'.
 * The lease lasts most of an interval, so of several instances only one runs each time. A
 * failure is written to job_lease.last_error and logged; the next interval tries again.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import type { FieldCipher } from '../../../lib/field-crypto';
import { isoTime, processActor } from '../../../services/staff-write';
import type { HisAdapter } from './his-adapter';
import { syncProjectFromHis } from './his-sync';
import { createLeaseRepository } from '../../../lib/job-lease';
import { createPatientRepository } from './repository';
import { createRematch } from './rematch';

export const HIS_SYNC_JOB = 'his-sync';

export interface HisScheduleOptions {
  db: Db;
  adapter: HisAdapter;
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
    const patients = await adapter.fetchPatients();
    const rematch = createRematch(db);
    for (const projectId of await createPatientRepository(db).projectsWithPublishedRules()) {
      const actor = processActor('system', clock());
      await syncProjectFromHis(db, cipher, rematch, { projectId, adapterName: adapter.name, patients }, actor);
    }
    await leases.recordRun(HIS_SYNC_JOB, holder, isoTime(clock()), null);
    options.log?.info(`HIS sync (${adapter.name}) done`);
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
  const timer = setInterval(() => {
    void runHisSyncOnce({ ...options, holder });
  }, options.intervalMinutes * 60_000);
  // The schedule alone must not keep a stopping process alive.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
