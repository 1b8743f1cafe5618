/**
 * Connected systems (issue 31, third-party login by key; SPEC §7 /gbc/*): the hospital's other
 * systems (the OA portal, the HIS) that may send a staff member in with a signed link.
 *
 * - `connected_system`: code, name, enabled, and how it names staff: 'mapping' (an external id
 *   mapped in `connected_system_user`) or 'userName' (the suite's own user name).
 * - `connected_system_key`: its keys. `key_id` is public; `secret_sealed` is the secret sealed
 *   with the server's field cipher (server/lib/field-crypto.ts; the server must recompute
 *   HMACs, so a one-way hash would not do). `expires_at` (ms) is set when the key is rotated
 *   (the grace period), `revoked_at` when it is revoked; `last_used_at` on each sign-in.
 * - `connected_system_user`: external id → staff user, per system.
 * - `connected_login_nonce`: the (key id, nonce) pairs used, until `expires_at` (ms): a
 *   replayed link is refused by the primary key, on every server instance.
 *
 * The administrator gets the page ConnectedSystems and the button connectedSystem:manage.
 */
import type { Kysely } from 'kysely';
import { idColumn } from '../dialect';
import { grantToStandardRoles, revokeGrants, roleGrants } from './standard-role-grants';

const GRANTS = [
  ...roleGrants(['admin'], 'system', 'page', ['ConnectedSystems']),
  ...roleGrants(['admin'], 'system', 'button', ['connectedSystem:manage']),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('connected_system')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('login_by', 'text', (c) => c.notNull().defaultTo('mapping'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('connected_system_key')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('system_id', 'integer', (c) => c.notNull().references('connected_system.id'))
    .addColumn('key_id', 'text', (c) => c.notNull().unique())
    .addColumn('secret_sealed', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('expires_at', 'bigint')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createTable('connected_system_user')
    .addColumn('system_id', 'integer', (c) => c.notNull().references('connected_system.id'))
    .addColumn('external_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('staff_user.id'))
    .addPrimaryKeyConstraint('connected_system_user_pk', ['system_id', 'external_id'])
    .execute();
  await db.schema
    .createTable('connected_login_nonce')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await grantToStandardRoles(db, GRANTS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await revokeGrants(db, GRANTS);
  for (const table of ['connected_login_nonce', 'connected_system_user', 'connected_system_key', 'connected_system']) {
    await db.schema.dropTable(table).execute();
  }
}
