/**
 * The event loop's delay, for benchmarks: with LOOP_DELAY_REPORT=1, a server started as a
 * child process with an IPC channel samples how late its timers fire
 * (perf_hooks.monitorEventLoopDelay) and answers each LOOP_DELAY_MESSAGE with the
 * percentiles since the last one, then starts over. A request that waits far beyond the
 * loop's delay waited on something else (a lock, the database); a delay as long as the
 * request's own wait means the process was busy with other work (a synchronous query, a
 * garbage collection).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

export const LOOP_DELAY_MESSAGE = 'loop-delay';

/** Milliseconds since the last report. */
export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}

/** Nanoseconds to milliseconds, one decimal. */
const ms = (ns: number) => Math.round(ns / 1e5) / 10;

/** Starts sampling when `env` asks for it and the process has a parent to answer; the returned function stops it. */
export function reportLoopDelay(env: NodeJS.ProcessEnv = process.env): () => void {
  const send = process.send?.bind(process);
  if (env.LOOP_DELAY_REPORT !== '1' || !send) return () => {};
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  const answer = (message: unknown) => {
    if (message !== LOOP_DELAY_MESSAGE) return;
    const delay: LoopDelay = {
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
    };
    histogram.reset();
    send({ [LOOP_DELAY_MESSAGE]: delay });
  };
  process.on('message', answer);
  // The channel must not keep a stopping server alive.
  process.channel?.unref();
  return () => {
    process.off('message', answer);
    histogram.disable();
  };
}
