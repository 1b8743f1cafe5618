/**
 * The account software list (issue 31 item 8; SPEC §7 /dTrial/*): the hospital's other systems a
 * staff member may open from the suite's app switcher. Not the site info's public app list
 * (table `app`, SPEC §3), which stays as it is.
 *
 * - `staff_app`: name, a built-in icon, the address (http/https), order, enabled, and the
 *   pass-through: when `pass_through` is 1 the app is opened through a link signed for the
 *   staff member with the key `sign_key_id` (public key id) of the connected system
 *   `connected_system_id` (docs/connected-systems.md, 'Opening the hospital's systems').
 *   `version` guards edits.
 * - `staff_app_role`: the roles that see an app (system or project roles).
 *
 * The administrator gets the page AppList and the button app:manage.
 */
import type { Kysely } from 'kysely';
import { idColumn } from '../dialect';
import { grantToStandardRoles, revokeGrants, roleGrants } from './standard-role-grants';

const GRANTS = [
  ...roleGrants(['admin'], 'system', 'page', ['AppList']),
  ...roleGrants(['admin'], 'system', 'button', ['app:manage']),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_app')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('pass_through', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('connected_system_id', 'integer', (c) => c.references('connected_system.id'))
    .addColumn('sign_key_id', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('staff_app_role')
    .addColumn('app_id', 'integer', (c) => c.notNull().references('staff_app.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('role.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('staff_app_role_pk', ['app_id', 'role_id'])
    .execute();
  await db.schema.createIndex('staff_app_role_role').on('staff_app_role').column('role_id').execute();
  await grantToStandardRoles(db, GRANTS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await revokeGrants(db, GRANTS);
  await db.schema.dropTable('staff_app_role').execute();
  await db.schema.dropTable('staff_app').execute();
}
