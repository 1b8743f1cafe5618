/** The server's notion of now, in epoch milliseconds; tests inject one they can move. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** A clock for tests: starts at `start` and moves only when told. */
export function manualClock(start = Date.UTC(2026, 0, 5, 2, 0, 0)) {
  let now = start;
  const clock: Clock & { advance: (ms: number) => void; set: (ms: number) => void } = Object.assign(() => now, {
    advance: (ms: number) => {
      now += ms;
    },
    set: (ms: number) => {
      now = ms;
    },
  });
  return clock;
}

/**
 * A clock that reads `start` at the moment it is made and then moves with real time: a
 * test fixes the hour it runs at without freezing timers, sessions or rate windows.
 */
export function tickingClock(start: number, realNow: Clock = systemClock): Clock {
  const startedAt = realNow();
  return () => start + (realNow() - startedAt);
}
