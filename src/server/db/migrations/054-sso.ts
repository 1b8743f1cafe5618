/**
 * Single sign-on with the hospital's identity provider (OpenID Connect, issue 31) and
 * password sign-in switched off per account.
 *
 * - `staff_user.password_sign_in`: 1 (default) lets the account sign in with its password;
 *   0 refuses a password sign-in (SMS, key and single sign-on still work);
 * - `staff_sso_link`: which staff account a provider's claim value (e.g. the subject or the
 *   login name) signs in as; kept until the administrator removes it or the user goes;
 * - `sso_flow`: one started sign-in at the provider (state, nonce, PKCE verifier), kept
 *   server-side until the callback uses it or it expires after 10 minutes.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('staff_user')
    .addColumn('password_sign_in', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('staff_sso_link')
    .addColumn('claim_value', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('staff_user.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('staff_sso_link_user').on('staff_sso_link').column('user_id').execute();
  await db.schema
    .createTable('sso_flow')
    .addColumn('state', 'text', (col) => col.primaryKey())
    .addColumn('nonce', 'text', (col) => col.notNull())
    .addColumn('code_verifier', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sso_flow').execute();
  await db.schema.dropTable('staff_sso_link').execute();
  await db.schema.alterTable('staff_user').dropColumn('password_sign_in').execute();
}
