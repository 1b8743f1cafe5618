/**
 * The hospital's networks as a site setting: a JSON list of CIDR blocks ('10.0.0.0/8',
 * 'fd00::/8'). A monitor's request for a project's source documents from an address outside
 * them is refused while the project's remote monitoring is closed
 * (modules/quality/monitoring/remote-gate.ts). Empty until an administrator sets it.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('site')
    .addColumn('hospital_networks', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site').dropColumn('hospital_networks').execute();
}
