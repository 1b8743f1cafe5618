/**
 * The sourceSign (timestamp, digits) pairs accepted in the last SOURCE_SIGN_REPLAY_WINDOW_MS,
 * kept in table `seen_source_sign` so that every server instance on the database refuses a
 * header another one accepted. Rows past their expiry are deleted at most once a minute per
 * process; until then they still refuse their pair, which changes nothing: the window is
 * twice the ±300 s clock skew allowed, so an expired pair's timestamp fails the skew check
 * before it is ever looked up.
 */
import type { Db } from '../../../db/database';
import { atMostEvery } from '../../../lib/at-most-every';
import { type Clock, systemClock } from '../../../lib/clock';
import type { SeenSigns } from '../../../lib/source-sign';
import { createSeenSignRepository } from './seen-sign-repository';

const PRUNE_INTERVAL_MS = 60_000;

export function createSeenSigns(db: Db, clock: Clock = systemClock): SeenSigns {
  const repository = createSeenSignRepository(db);
  const pruneExpired = atMostEvery(PRUNE_INTERVAL_MS, clock, repository.deleteExpired);
  return {
    async remember(pair, expiresAt) {
      await pruneExpired();
      return repository.insertIfNew(pair, expiresAt);
    },
  };
}
