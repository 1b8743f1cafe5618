import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../modules/access/auth/password';
import { openTestDatabase } from '../../test-support';
import type { Db } from '../database';
import { ensureAdministrator } from './first-start';
import { loadDemoData } from './load-demo';
import { DEMO_STAFF, loadStaffDemo } from './staff-demo';

let db: Db;
const now = Date.UTC(2026, 0, 5, 2, 0, 0);

beforeEach(async () => {
  db = await openTestDatabase();
  await loadDemoData(db, now);
});
afterEach(async () => db.destroy());

async function rolesOf(userName: string) {
  return db
    .selectFrom('staffUser')
    .innerJoin('userRole', 'userRole.userId', 'staffUser.id')
    .innerJoin('role', 'role.id', 'userRole.roleId')
    .select('role.code')
    .where('staffUser.userName', '=', userName)
    .execute();
}

describe('first start', () => {
  it('creates the administrator once, who must change the printed password', async () => {
    const credentials = await ensureAdministrator(db, now);
    expect(credentials?.userName).toBe('admin');
    const admin = await db
      .selectFrom('staffUser')
      .selectAll()
      .where('userName', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(admin.mustChangePassword).toBe(1);
    expect(await verifyPassword(admin.passwordHash, credentials?.password ?? '')).toBe(true);
    expect(await rolesOf('admin')).toEqual([{ code: 'admin' }]);
    expect(await ensureAdministrator(db, now)).toBeNull();
    expect(await db.selectFrom('staffUser').select('id').execute()).toHaveLength(1);

    const roles = await db.selectFrom('role').select(['code', 'isDefaultRegistration']).execute();
    expect(roles).toHaveLength(13);
    expect(roles.filter((role) => role.isDefaultRegistration === 1)).toEqual([
      { code: 'coordinator', isDefaultRegistration: 1 },
    ]);
    const audit = await db.selectFrom('auditLog').select(['action', 'actorName', 'afterValue']).execute();
    expect(audit.filter((row) => row.action === 'user.create')).toHaveLength(1);
    expect(audit.every((row) => row.actorName === 'system')).toBe(true);
    expect(JSON.stringify(audit)).not.toContain(credentials?.password ?? '');
  });

  it('creates no administrator when staff exist already', async () => {
    await loadStaffDemo(db, now);
    expect(await ensureAdministrator(db, now)).toBeNull();
    expect(await db.selectFrom('staffUser').select('id').where('userName', '=', 'admin').execute()).toEqual([]);
  });
});

describe('demo staff', () => {
  it('creates one user per staff role with working demo passwords, once', async () => {
    await ensureAdministrator(db, now);
    const credentials = await loadStaffDemo(db, now);
    expect(credentials).toHaveLength(11);
    expect(new Set(credentials?.map((c) => c.role)).size).toBe(11);
    expect(credentials?.map((c) => c.userName)).toEqual([
      'investigator',
      'coordinator',
      'monitor',
      'sysadmin',
      'finance',
      'drugmanager',
      'ethics',
      'qa',
      'deptqc',
      'head',
      'pharmacist',
    ]);
    for (const c of credentials ?? []) {
      const user = await db
        .selectFrom('staffUser')
        .selectAll()
        .where('userName', '=', c.userName)
        .executeTakeFirstOrThrow();
      expect(await verifyPassword(user.passwordHash, c.password)).toBe(true);
      expect(user).toMatchObject({ mustChangePassword: 0, status: 'enabled', realname: c.realname });
      expect(user.phone).toMatch(/^1[3-9]\d{9}$/);
      expect(await rolesOf(c.userName)).toEqual([{ code: c.role }]);
    }
    expect(await loadStaffDemo(db, now)).toBeNull();
    expect(await db.selectFrom('staffUser').select('id').execute()).toHaveLength(12);
  });

  it('puts staff on the first demo projects, the coordinator on some only', async () => {
    await loadStaffDemo(db, now);
    const assignments = await db
      .selectFrom('userProjectRole')
      .innerJoin('staffUser', 'staffUser.id', 'userProjectRole.userId')
      .select(['staffUser.userName', 'userProjectRole.projectId'])
      .execute();
    const projectsOf = (name: string) => assignments.filter((a) => a.userName === name).map((a) => a.projectId);
    expect(projectsOf('investigator')).toHaveLength(6);
    expect(projectsOf('coordinator')).toHaveLength(3);
    expect(projectsOf('sysadmin')).toEqual([]);
    expect(projectsOf('pharmacist')).toHaveLength(2);
    const someProjectWithoutCoordinator = projectsOf('investigator').some(
      (id) => !projectsOf('coordinator').includes(id),
    );
    expect(someProjectWithoutCoordinator).toBe(true);
  });

  it('adds registration requests waiting for review and audits the seeding as system', async () => {
    await loadStaffDemo(db, now);
    const requests = await db.selectFrom('registrationRequest').select(['userName', 'status']).execute();
    expect(requests.filter((r) => r.status === 'pending')).toHaveLength(2);
    const audit = await db.selectFrom('auditLog').select(['action', 'actorName']).execute();
    expect(audit.filter((row) => row.action === 'user.create')).toHaveLength(DEMO_STAFF.length);
    expect(audit.filter((row) => row.action === 'role.create')).toHaveLength(13);
    expect(audit.filter((row) => row.action === 'user.projectRoles').every((row) => row.actorName === 'system')).toBe(
      true,
    );
  });
});
