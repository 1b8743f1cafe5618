/**
 * The hospital-sized database's staff (staff_user, user_project_role): the demo staff plus
 * invented coordinators, investigators, monitors and others up to the wanted count, created
 * through the user write path (with their audit rows), and each project's team: big trials
 * have bigger teams. The demo coordinator, investigator and monitor are on the biggest trials,
 * so they see the longest lists. The invented users share one hash of a random password that
 * is never shown: they cannot sign in until an administrator resets their password.
 */
import { auditActor, processActor } from '../../../services/staff-write';
import { appendAudit } from '../../audit/audit-trail';
import { freshPassword, insertUser } from '../../../modules/access/users/user-writes';
import type { Db } from '../../database';
import { demoName } from '../demo-people';
import { ensureStandardRoles } from '../staff-roles';
import type { HospitalProject } from './projects';
import { type Random, type Trx, allocate } from './shape';

/** The invented staff's roles, in proportion to a trial office's: mostly coordinators (CRCs). */
const ROLE_SHARES: [string, number][] = [
  ['coordinator', 35],
  ['investigator', 25],
  ['monitor', 20],
  ['finance', 5],
  ['drug_manager', 5],
  ['ethics', 5],
  ['admin', 5],
];
/** How many of each role a project's team has, by the project's rank (0: the biggest). */
const teamSize = (role: string, rank: number) =>
  ({ coordinator: rank < 10 ? 3 : rank < 60 ? 2 : 1, investigator: rank < 30 ? 2 : 1, monitor: rank < 20 ? 2 : 1 })[
    role
  ] ?? 0;
/** The demo users who work on the biggest trials, and on how many of them. */
const DEMO_TEAM: [string, number][] = [
  ['coordinator', 8],
  ['investigator', 12],
  ['monitor', 8],
];

export interface StaffMember {
  id: number;
  realname: string;
}

async function addUsers(trx: Trx, random: Random, missing: number, seed: number, now: number) {
  const roles = await ensureStandardRoles(trx, processActor('system', now));
  const { passwordHash } = await freshPassword();
  const shares = allocate(
    missing,
    ROLE_SHARES.map(([, share]) => share),
  );
  let n = 0;
  for (const [index, [role]] of ROLE_SHARES.entries()) {
    const roleId = roles.get(role);
    if (roleId === undefined) throw new Error(`missing role ${role}`);
    for (let k = 0; k < (shares[index] ?? 0); k += 1) {
      n += 1;
      const tag = `${seed}${String(n).padStart(3, '0')}`;
      const user = {
        userName: `staff${tag}`,
        realname: demoName(random),
        phone: `137${tag.padStart(8, '0').slice(-8)}`,
      };
      await insertUser(trx, user, passwordHash, processActor('system', now), {
        roleIds: [roleId],
        mustChangePassword: true,
      });
    }
  }
  return roles;
}

/** Users holding each system role, by role code. */
async function usersByRole(trx: Trx) {
  const rows = await trx
    .selectFrom('staffUser as u')
    .innerJoin('userRole as ur', 'ur.userId', 'u.id')
    .innerJoin('role as r', 'r.id', 'ur.roleId')
    .select(['u.id', 'u.userName', 'u.realname', 'r.code', 'r.id as roleId'])
    .orderBy('u.id')
    .execute();
  const byRole = new Map<string, typeof rows>();
  for (const row of rows) byRole.set(row.code, [...(byRole.get(row.code) ?? []), row]);
  return byRole;
}

/** Project places: each project's team from the role's users in turn, and the demo users on the biggest. */
async function assignTeams(trx: Trx, projects: readonly HospitalProject[], now: number) {
  const byRole = await usersByRole(trx);
  const existing = await trx.selectFrom('userProjectRole').select(['userId', 'projectId', 'roleId']).execute();
  const taken = new Set(existing.map((row) => `${row.userId}|${row.projectId}|${row.roleId}`));
  const places = new Map<number, { projectId: number; roleId: number }[]>();
  const place = (userId: number, projectId: number, roleId: number) => {
    const key = `${userId}|${projectId}|${roleId}`;
    if (taken.has(key)) return;
    taken.add(key);
    places.set(userId, [...(places.get(userId) ?? []), { projectId, roleId }]);
  };
  for (const [role, count] of DEMO_TEAM) {
    const demo = byRole.get(role)?.find((user) => user.userName === role);
    for (const project of projects.slice(0, count)) if (demo) place(demo.id, project.id, demo.roleId);
  }
  let turn = 0;
  for (const project of projects) {
    for (const [role] of ROLE_SHARES) {
      const users = (byRole.get(role) ?? []).filter((user) => user.userName !== role);
      for (let k = 0; k < teamSize(role, project.rank) && users.length > 0; k += 1) {
        const user = users[turn++ % users.length];
        if (user) place(user.id, project.id, user.roleId);
      }
    }
  }
  const actor = processActor('system', now);
  for (const [userId, roles] of places) {
    await trx
      .insertInto('userProjectRole')
      .values(roles.map((r) => ({ userId, ...r })))
      .execute();
    await appendAudit(trx, {
      ...auditActor(actor),
      action: 'user.projectRoles',
      entity: 'staff_user',
      entityId: userId,
      after: { added: roles },
    });
  }
  return [...places.values()].reduce((sum, roles) => sum + roles.length, 0);
}

/** Adds staff up to `total` users and the projects' teams; answers the users added, the places and everyone. */
export async function growStaff(
  db: Db,
  random: Random,
  projects: readonly HospitalProject[],
  total: number,
  seed: number,
  now: number,
) {
  const { n } = await db
    .selectFrom('staffUser')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const missing = Math.max(0, total - Number(n));
  return db.transaction().execute(async (trx) => {
    await addUsers(trx, random, missing, seed, now);
    const places = await assignTeams(trx, projects, now);
    const staff: StaffMember[] = await trx.selectFrom('staffUser').select(['id', 'realname']).orderBy('id').execute();
    return { users: missing, places, staff };
  });
}
