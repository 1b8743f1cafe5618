/**
 * The instance's scheduled jobs as one loop: main.ts starts each schedule and hands it here,
 * with one lease holder name for all of them. The loop beats on a timer of its own, so
 * /readyz can tell that the process's timers still fire and that the schedules have not been
 * stopped; on shutdown `stop` stops every schedule and gives up the leases this instance
 * holds (job-lease.ts), so another instance runs those jobs at its next tick.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { Clock } from './clock';
import { createLeaseRepository } from './job-lease';

/** How often the loop beats, and how old its last beat may be before the loop counts as stalled. */
export const JOB_LOOP_BEAT_MS = 5_000;
export const JOB_LOOP_STALL_MS = 30_000;

export interface Schedule {
  stop: () => void;
}

export type JobLoopState = 'running' | 'stalled' | 'stopped';

export function createJobLoop(db: Db, clock: Clock) {
  const holder = randomUUID();
  const schedules = new Map<string, Schedule>();
  let lastBeat = clock();
  let stopped = false;
  const heartbeat = setInterval(() => {
    lastBeat = clock();
  }, JOB_LOOP_BEAT_MS);
  // The heartbeat alone must not keep a stopping process alive.
  heartbeat.unref();

  return {
    /** The lease holder name every schedule of this instance uses. */
    holder,

    /** Keeps a started schedule (none: the job is turned off). */
    add(name: string, schedule: Schedule | null): void {
      if (schedule) schedules.set(name, schedule);
    },

    /** The names of the schedules that run. */
    jobs: (): string[] => [...schedules.keys()],

    state(): JobLoopState {
      if (stopped) return 'stopped';
      return clock() - lastBeat > JOB_LOOP_STALL_MS ? 'stalled' : 'running';
    },

    /** Stops every schedule and the heartbeat, then gives up this instance's leases. */
    async stop(): Promise<number> {
      if (stopped) return 0;
      stopped = true;
      clearInterval(heartbeat);
      for (const schedule of schedules.values()) schedule.stop();
      return createLeaseRepository(db).release(holder, clock());
    },
  };
}

export type JobLoop = ReturnType<typeof createJobLoop>;
