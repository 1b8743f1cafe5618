/**
 * All SQL of the account software list (table staff_app and its roles, migration 059): the apps,
 * the roles and connected systems with keys they are set up with, the apps a staff member's roles
 * see and the staff member's account in a connected system. Writes run in the caller's
 * transaction (the service passes its `trx`).
 */
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../../db/schema';

type Executor = Kysely<Database>;
type StaffAppTable = Database['staffApp'];

export function createAppRepository(db: Executor) {
  return {
    /** The user's system and project roles. */
    async roleIdsOf(userId: number): Promise<number[]> {
      const system = await db.selectFrom('userRole').select('roleId').where('userId', '=', userId).execute();
      const project = await db.selectFrom('userProjectRole').select('roleId').where('userId', '=', userId).execute();
      return [...new Set([...system, ...project].map((r) => r.roleId))];
    },

    async connectedSystem(systemId: number) {
      return db.selectFrom('connectedSystem').selectAll().where('id', '=', systemId).executeTakeFirst();
    },

    /** The system's key by its key id. */
    async systemKey(systemId: number, keyId: string) {
      return db
        .selectFrom('connectedSystemKey')
        .selectAll()
        .where('keyId', '=', keyId)
        .where('systemId', '=', systemId)
        .executeTakeFirst();
    },

    /** Every app and every app's role, in list order. */
    async apps() {
      const apps = await db.selectFrom('staffApp').selectAll().orderBy('sort').orderBy('id').execute();
      const roles = await db.selectFrom('staffAppRole').selectAll().orderBy('roleId').execute();
      return { apps, roles };
    },

    /** The roles, enabled connected systems and every key, to set an app up with. */
    async choices() {
      const roles = await db.selectFrom('role').select(['id', 'code', 'name']).orderBy('id').execute();
      const systems = await db
        .selectFrom('connectedSystem')
        .select(['id', 'code', 'name'])
        .where('enabled', '=', 1)
        .orderBy('code')
        .execute();
      const keys = await db.selectFrom('connectedSystemKey').selectAll().orderBy('id', 'desc').execute();
      return { roles, systems, keys };
    },

    /** Which of the role ids exist. */
    async knownRoles(roleIds: number[]) {
      return db.selectFrom('role').select('id').where('id', 'in', roleIds).execute();
    },

    async app(appId: number) {
      return db.selectFrom('staffApp').selectAll().where('id', '=', appId).executeTakeFirst();
    },

    async appRoles(appId: number) {
      return db.selectFrom('staffAppRole').select('roleId').where('appId', '=', appId).execute();
    },

    async insertApp(values: Insertable<StaffAppTable>) {
      const { id } = await db.insertInto('staffApp').values(values).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    /** The app's fields; its roles are replaced separately (`replaceRoles`). */
    async updateApp(appId: number, set: Updateable<StaffAppTable>) {
      await db.updateTable('staffApp').set(set).where('id', '=', appId).execute();
    },

    async deleteRoles(appId: number) {
      await db.deleteFrom('staffAppRole').where('appId', '=', appId).execute();
    },

    async insertRoles(appId: number, roleIds: number[]) {
      await db
        .insertInto('staffAppRole')
        .values(roleIds.map((roleId) => ({ appId, roleId })))
        .execute();
    },

    /** The app with its roles. */
    async deleteApp(appId: number) {
      await db.deleteFrom('staffAppRole').where('appId', '=', appId).execute();
      await db.deleteFrom('staffApp').where('id', '=', appId).execute();
    },

    /** The enabled apps any of the roles sees, in order. */
    async visibleApps(roleIds: number[]) {
      return db
        .selectFrom('staffApp')
        .select(['id', 'name', 'icon', 'url', 'passThrough', 'sort'])
        .where('enabled', '=', 1)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('staffAppRole')
              .select('appId')
              .whereRef('staffAppRole.appId', '=', 'staffApp.id')
              .where('staffAppRole.roleId', 'in', roleIds),
          ),
        )
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    /** The staff member's mapped id in the system (the first by id text), if any. */
    async externalId(systemId: number, userId: number) {
      const mapping = await db
        .selectFrom('connectedSystemUser')
        .select('externalId')
        .where('systemId', '=', systemId)
        .where('userId', '=', userId)
        .orderBy('externalId')
        .executeTakeFirst();
      return mapping?.externalId;
    },
  };
}
