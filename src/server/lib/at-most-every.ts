/**
 * Housekeeping that must not run on every request (deleting expired rows): the returned
 * function runs `task` when `intervalMs` has passed since it last started in this process,
 * and otherwise returns at once. Several instances each keep their own rhythm, which is
 * fine for idempotent deletes.
 */
import type { Clock } from './clock';

export function atMostEvery(intervalMs: number, clock: Clock, task: (now: number) => Promise<void>) {
  let nextRunAt = Number.NEGATIVE_INFINITY;
  return async (): Promise<void> => {
    const now = clock();
    if (now < nextRunAt) return;
    nextRunAt = now + intervalMs;
    await task(now);
  };
}
