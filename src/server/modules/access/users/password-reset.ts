/**
 * Password resets: by an administrator (user management) or by an operator on the server
 * (npm run user:reset-password). The new password must be changed at the next sign-in,
 * every session of the user ends, a sign-in lock on any of the user's names (user name,
 * phone, e-mail) is lifted, and the audit row records neither password nor hash.
 */
import type { Transaction } from 'kysely';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { type Actor, auditActor, isoTime } from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import { guardRepository } from '../auth/guard-repository';
import type { SessionStore } from '../../../services/sessions';
import { accountKey } from '../auth/sign-in-guard';
import { type UserState, createUserRepository } from './repository';
import { applyUserChange, freshPassword } from './user-writes';

const ENTITY = 'staff_user';

/**
 * Sets a new password hash that must be changed at next sign-in and ends every session of
 * the user, with its audit row (user management and the reset-password command).
 */
export async function resetPasswordIn(
  trx: Transaction<Database>,
  sessions: Pick<SessionStore, 'revokeAllOf'>,
  user: UserState,
  passwordHash: string,
  actor: Actor,
): Promise<number> {
  const repo = createUserRepository(trx);
  const next = await applyUserChange(repo, user, { passwordHash, mustChangePassword: 1, updatedAt: isoTime(actor.at) });
  await sessions.revokeAllOf(user.id, trx);
  // Whoever was locked out after wrong passwords can sign in with the new one at once.
  for (const name of [user.userName, user.phone, user.email]) {
    if (name) await guardRepository.clearAttempts(trx, accountKey(name));
  }
  await appendAudit(trx, {
    ...auditActor(actor),
    action: 'user.resetPassword',
    entity: ENTITY,
    entityId: user.id,
    before: { mustChangePassword: user.mustChangePassword },
    after: { mustChangePassword: true, sessionsEnded: true, signInLockCleared: true },
  });
  return next;
}

/**
 * The operator's reset (npm run user:reset-password): by user name, whatever the row's
 * version, with the same effects and audit row as a reset in user management.
 */
export async function resetPasswordByName(
  db: Db,
  sessions: Pick<SessionStore, 'revokeAllOf'>,
  userName: string,
  actor: Actor,
): Promise<string | null> {
  const { password, passwordHash } = await freshPassword();
  const done = await db.transaction().execute(async (trx) => {
    const users = createUserRepository(trx);
    const id = await users.idByUserName(userName);
    const user = id !== undefined ? await users.state(id) : undefined;
    if (!user) return false;
    await resetPasswordIn(trx, sessions, user, passwordHash, actor);
    return true;
  });
  return done ? password : null;
}
