/**
 * Which engine a Kysely instance (or transaction) talks to, and the few column definitions
 * that are spelled differently on SQLite and PostgreSQL. Migrations and repositories use
 * these instead of testing adapters themselves.
 */
import {
  type ColumnDataType,
  type ColumnDefinitionBuilder,
  type Expression,
  PostgresAdapter,
  type QueryExecutorProvider,
  sql,
} from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

/** DATABASE_URL and the CLIs' --db name PostgreSQL with a postgres:// or postgresql:// URL. */
export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location);
}

/** The location for messages and logs: a URL's password is never shown. */
export function displayLocation(location: string): string {
  if (!isPostgresUrl(location)) return location;
  // A list of hosts (postgres-hosts.ts) is no URL that WHATWG's parser takes.
  if (!URL.canParse(location)) return maskPassword(location);
  const url = new URL(location);
  if (url.password) url.password = '***';
  return url.toString();
}

/** A postgres:// URL with its password replaced by ***, without parsing it as a WHATWG URL. */
export function maskPassword(location: string): string {
  return location.replace(/^(postgres(?:ql)?:\/\/[^:@/?#]*:)[^@/?#]*@/i, '$1***@');
}

export function dialectOf(db: QueryExecutorProvider): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * A generated integer primary key: `integer primary key autoincrement` on SQLite (ids are
 * never reused), an identity column on PostgreSQL. "By default", so rows inserted with
 * explicit ids (demo departments) are accepted there too.
 */
export function idColumn(db: QueryExecutorProvider): (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return dialectOf(db) === 'postgres'
    ? (column) => column.primaryKey().generatedByDefaultAsIdentity()
    : (column) => column.primaryKey().autoIncrement();
}

/** Binary data (avatars): SQLite's blob is PostgreSQL's bytea; both read back as a Buffer. */
export function binaryType(db: QueryExecutorProvider): ColumnDataType | Expression<unknown> {
  return dialectOf(db) === 'postgres' ? sql`bytea` : 'blob';
}
