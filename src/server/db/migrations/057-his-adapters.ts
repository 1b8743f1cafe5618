/**
 * The HIS connection (issue 31 item 2): which adapter the candidate-patient sync reads and
 * how to reach it, one row (id 1) edited in 站点设置; no row means the demo file.
 *
 * - `his_connection`: kind ('demo-file' | 'fhir' | 'soap'), the FHIR base URL and the WSDL
 *   URL (both kept, so switching back loses nothing), the user name, the password sealed
 *   with the server's field cipher (server/lib/field-crypto.ts: the adapter must send it, so
 *   a hash would not do; it is never answered nor logged), the timeout per request, the SOAP
 *   field mapping (JSON, shared/domain/recruitment/his-connection.ts), the row version, and
 *   who changed it when. Kept as long as the database; changes are in the audit trail.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('his_connection')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('fhir_url', 'text', (c) => c.notNull())
    .addColumn('wsdl_url', 'text', (c) => c.notNull())
    .addColumn('user_name', 'text')
    .addColumn('secret_sealed', 'text')
    .addColumn('timeout_seconds', 'integer', (c) => c.notNull())
    .addColumn('soap_mapping', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('his_connection').execute();
}
