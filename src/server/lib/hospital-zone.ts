/**
 * Keeps this process's hospital time zone (shared/domain/hospital-time.ts) equal to the
 * site row's `time_zone`, which an administrator may change on any instance: it is read
 * when the app is built and again before a request once `RECHECK_MS` has passed on the
 * server's clock since the last read, so every instance follows a change within a second
 * while a busy one reads it at most once a second. Requests that find it stale share one
 * read. The instance that saves a new zone applies it at once (site settings service).
 */
import { setHospitalTimeZone } from '../../shared/domain/hospital-time';
import type { Clock } from './clock';

const RECHECK_MS = 1000;

/** `readZone` answers the site row's zone (undefined before the site row exists). */
export function createHospitalZoneSync(readZone: () => Promise<string | undefined>, clock: Clock) {
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | undefined;

  const read = async (): Promise<void> => {
    const zone = await readZone();
    // No site row yet (an empty database): the default zone stays.
    if (zone !== undefined) setHospitalTimeZone(zone);
  };

  /** Reads the zone now (start-up). */
  const refresh = (): Promise<void> => {
    readAt = clock();
    reading ??= read().finally(() => {
      reading = undefined;
    });
    return reading;
  };

  /** Reads the zone if the last read is a second old (or the clock was set back); otherwise returns at once. */
  const ensureCurrent = async (): Promise<void> => {
    const now = clock();
    if (now >= readAt && now - readAt < RECHECK_MS) return;
    await refresh();
  };

  return { refresh, ensureCurrent };
}
