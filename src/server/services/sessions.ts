/**
 * Server-side staff sessions (table `staff_session`). The browser holds an opaque random
 * token (256 bits) in an HttpOnly, SameSite=Strict cookie; the database keeps only its
 * SHA-256, so a copy of the database cannot be replayed as a cookie. A session ends after
 * 30 minutes without a request or 12 hours after sign-in, whichever comes first, and on
 * sign-out, password change or when the account is disabled. Expired rows are removed
 * when met and swept at each sign-in.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';

export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most once a minute per session, not on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ActiveSession {
  tokenHash: string;
  userId: number;
  /** Who signed in, read with the session (one query per request). */
  userName: string;
  realname: string;
  createdAt: number;
  expiresAt: number;
}

export function createSessionStore(db: Db, clock: Clock) {
  return {
    /** Starts a session for the user and returns the token for the cookie. */
    async create(userId: number, clientIp: string | null): Promise<{ token: string; expiresAt: number }> {
      const now = clock();
      await db
        .deleteFrom('staffSession')
        .where((eb) => eb.or([eb('expiresAt', '<=', now), eb('lastSeenAt', '<=', now - SESSION_IDLE_MS)]))
        .execute();
      const token = randomBytes(32).toString('base64url');
      const expiresAt = now + SESSION_ABSOLUTE_MS;
      await db
        .insertInto('staffSession')
        .values({ tokenHash: hashToken(token), userId, createdAt: now, lastSeenAt: now, expiresAt, clientIp })
        .execute();
      return { token, expiresAt };
    },

    /** The live session for a cookie token, refreshed; undefined when unknown or expired. */
    async resolve(token: string): Promise<ActiveSession | undefined> {
      const now = clock();
      const tokenHash = hashToken(token);
      const row = await db
        .selectFrom('staffSession')
        .innerJoin('staffUser', 'staffUser.id', 'staffSession.userId')
        .select([
          'staffSession.userId',
          'staffSession.createdAt',
          'staffSession.lastSeenAt',
          'staffSession.expiresAt',
          'staffUser.status',
          'staffUser.userName',
          'staffUser.realname',
        ])
        .where('staffSession.tokenHash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return undefined;
      const expired =
        Number(row.expiresAt) <= now || Number(row.lastSeenAt) + SESSION_IDLE_MS <= now || row.status !== 'enabled';
      if (expired) {
        await db.deleteFrom('staffSession').where('tokenHash', '=', tokenHash).execute();
        return undefined;
      }
      if (now - Number(row.lastSeenAt) >= TOUCH_INTERVAL_MS) {
        await db.updateTable('staffSession').set({ lastSeenAt: now }).where('tokenHash', '=', tokenHash).execute();
      }
      return {
        tokenHash,
        userId: row.userId,
        userName: row.userName,
        realname: row.realname,
        createdAt: Number(row.createdAt),
        expiresAt: Number(row.expiresAt),
      };
    },

    async revoke(tokenHash: string): Promise<void> {
      await db.deleteFrom('staffSession').where('tokenHash', '=', tokenHash).execute();
    },

    /** Ends every session of the user (password change, account disabled). */
    async revokeAllOf(userId: number, db_: Pick<Db, 'deleteFrom'> = db): Promise<void> {
      await db_.deleteFrom('staffSession').where('userId', '=', userId).execute();
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
