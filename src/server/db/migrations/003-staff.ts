/**
 * The staff side: users, roles and their permissions, project role assignments, the
 * department tree, registration requests, server-side sessions, sign-in throttling
 * (failures, captchas, SMS codes, used password ciphertexts) and the append-only audit
 * trail with its hash chain.
 *
 * Times that expire (sessions, codes, locks) are epoch milliseconds; times people read
 * (created, reviewed, audit) are ISO 8601 UTC text. The audit table refuses UPDATE and
 * DELETE with a trigger on both engines (SQLite RAISE, PostgreSQL a trigger function).
 */
import { type Kysely, sql } from 'kysely';
import { binaryType, dialectOf, idColumn } from '../dialect';

async function createAccessTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('organization')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('parent_id', 'integer', (c) => c.references('organization.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('staff_user')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_name', 'text', (c) => c.notNull().unique())
    .addColumn('realname', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text')
    .addColumn('phone', 'text', (c) => c.unique())
    .addColumn('email', 'text')
    .addColumn('dept_id', 'integer', (c) => c.references('organization.id'))
    .addColumn('belong', 'text')
    .addColumn('signature', 'text')
    .addColumn('enable_ca', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('enabled'))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('avatar_type', 'text')
    .addColumn('avatar_data', binaryType(db))
    .addColumn('last_login_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('role')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('is_default_registration', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('role_permission')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('role.id').onDelete('cascade'))
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_permission_pk', ['role_id', 'scope', 'kind', 'name'])
    .execute();

  await db.schema
    .createTable('user_role')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('staff_user.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('role.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_role_pk', ['user_id', 'role_id'])
    .execute();

  await db.schema
    .createTable('user_project_role')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('staff_user.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('role.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_project_role_pk', ['user_id', 'project_id', 'role_id'])
    .execute();
  await db.schema.createIndex('user_project_role_project').on('user_project_role').column('project_id').execute();

  await db.schema
    .createTable('registration_request')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('realname', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('dept_id', 'integer', (c) => c.references('organization.id'))
    .addColumn('reason', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('review_note', 'text')
    .addColumn('reviewed_by', 'integer', (c) => c.references('staff_user.id'))
    .addColumn('reviewed_at', 'text')
    .addColumn('user_id', 'integer', (c) => c.references('staff_user.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

async function createSignInTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_session')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('staff_user.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('client_ip', 'text')
    .execute();
  await db.schema.createIndex('staff_session_user').on('staff_session').column('user_id').execute();

  await db.schema
    .createTable('login_attempt')
    .addColumn('account_key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('captcha')
    .addColumn('uuid', 'text', (c) => c.primaryKey())
    .addColumn('answer_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sms_code')
    .addColumn('uuid', 'text', (c) => c.primaryKey())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('sms_code_mobile').on('sms_code').columns(['mobile', 'created_at']).execute();

  await db.schema
    .createTable('used_ciphertext')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('used_at', 'bigint', (c) => c.notNull())
    .execute();
}

async function createAuditTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('before_value', 'text')
    .addColumn('after_value', 'text')
    .addColumn('client_ip', 'text')
    .addColumn('request_id', 'text')
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_action').on('audit_log').columns(['action', 'id']).execute();

  if (dialectOf(db) === 'sqlite') {
    for (const event of ['UPDATE', 'DELETE']) {
      await sql
        .raw(
          `CREATE TRIGGER audit_log_no_${event.toLowerCase()} BEFORE ${event} ON audit_log
           BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`,
        )
        .execute(db);
    }
  } else {
    await sql`CREATE FUNCTION audit_log_append_only() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'audit_log is append-only'; END $$ LANGUAGE plpgsql`.execute(db);
    await sql`CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createAccessTables(db);
  await createSignInTables(db);
  await createAuditTable(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'audit_log',
    'used_ciphertext',
    'sms_code',
    'captcha',
    'login_attempt',
    'staff_session',
    'registration_request',
    'user_project_role',
    'user_role',
    'role_permission',
    'role',
    'staff_user',
    'organization',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  if (dialectOf(db) === 'postgres') {
    await sql`DROP FUNCTION IF EXISTS audit_log_append_only()`.execute(db);
  }
}
