/**
 * First start of a database without staff: the standard roles and one administrator
 * ('admin', random password, to be changed at first sign-in). main.ts prints the
 * credentials once to the terminal; they are never logged and never stored in clear.
 */
import { processActor } from '../../services/staff-write';
import { freshPassword, insertUser } from '../../modules/access/users/user-writes';
import type { Db } from '../database';
import { ensureStandardRoles } from './staff-roles';

export const ADMIN_USER_NAME = 'admin';

export async function ensureAdministrator(
  db: Db,
  now: number,
): Promise<{ userName: 'admin'; password: string } | null> {
  const anyone = await db.selectFrom('staffUser').select('id').limit(1).executeTakeFirst();
  if (anyone) return null;
  const { password, passwordHash } = await freshPassword();
  const actor = processActor('system', now);
  const created = await db.transaction().execute(async (trx) => {
    // Checked again inside the transaction: two processes starting at once create one admin.
    if (await trx.selectFrom('staffUser').select('id').limit(1).executeTakeFirst()) return false;
    const roles = await ensureStandardRoles(trx, actor);
    const adminRole = roles.get('admin');
    await insertUser(trx, { userName: ADMIN_USER_NAME, realname: '系统管理员' }, passwordHash, actor, {
      roleIds: adminRole === undefined ? [] : [adminRole],
    });
    return true;
  });
  return created ? { userName: ADMIN_USER_NAME, password } : null;
}
