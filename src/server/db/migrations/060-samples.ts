/**
 * Biological samples (SPEC §7 'sample box'; visits area), kept as long as the database:
 *
 * - `sample_box`: a project's storage box (label unique in the project) with where it stands
 *   (freezer, rack, shelf) and its grid of positions (rows × cols).
 * - `sample`: one sample collected from a subject (at a visit when known): its code (the
 *   label's barcode, unique in the project), type, who collected it and when, its custody
 *   status (shared/domain/visits/samples.ts) and, while stored or shipped, its box position
 *   (one sample per position: a unique index; empty positions are nulls, never equal).
 * - `sample_custody`: the chain of custody, one row per move (who, when, from and to status,
 *   the position then); written with every move, never changed.
 * - `sample_shipment`: a batch sent to a central lab (draft, shipped, received) with who
 *   shipped and received it and when; `sample.shipment_id` names the batch a sample is in.
 * - `sample_temperature`: the shipment's temperature log, readings entered by hand.
 *
 * Also the grants of the page SampleBoxes and its buttons to the standard roles an existing
 * database has (a first start gives them through seed/staff-roles.ts).
 */
import type { Kysely } from 'kysely';
import { idColumn } from '../dialect';
import { type RoleGrant, grantToStandardRoles, revokeGrants, roleGrants } from './standard-role-grants';

const SAMPLE_BUTTONS = ['sample:collect', 'sample:store', 'sample:ship'];
export const SAMPLE_GRANTS: RoleGrant[] = [
  ...roleGrants(['admin', 'investigator', 'coordinator', 'monitor'], 'project', 'page', ['SampleBoxes']),
  ...roleGrants(['admin', 'investigator', 'coordinator'], 'project', 'button', SAMPLE_BUTTONS),
];

async function createBoxes(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sample_box')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('freezer', 'text', (c) => c.notNull())
    .addColumn('rack', 'text')
    .addColumn('shelf', 'text')
    .addColumn('grid_rows', 'integer', (c) => c.notNull())
    .addColumn('grid_cols', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('sample_box_label').unique().on('sample_box').columns(['project_id', 'label']).execute();
}

async function createShipments(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sample_shipment')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('courier', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('shipped_at', 'text')
    .addColumn('shipped_by', 'text')
    .addColumn('received_at', 'text')
    .addColumn('received_by', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('sample_shipment_code')
    .unique()
    .on('sample_shipment')
    .columns(['project_id', 'code'])
    .execute();
  await db.schema
    .createTable('sample_temperature')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('shipment_id', 'integer', (c) => c.notNull().references('sample_shipment.id').onDelete('cascade'))
    .addColumn('read_at', 'text', (c) => c.notNull())
    /** Tenths of a degree Celsius: exact on both databases. */
    .addColumn('tenths_celsius', 'integer', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sample_temperature_shipment')
    .on('sample_temperature')
    .columns(['shipment_id', 'read_at'])
    .execute();
}

async function createSamples(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sample')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('project.id').onDelete('cascade'))
    .addColumn('sample_code', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull().references('trial_subject.id').onDelete('cascade'))
    .addColumn('subject_visit_id', 'integer', (c) => c.references('subject_visit.id').onDelete('set null'))
    .addColumn('sample_type', 'text', (c) => c.notNull())
    .addColumn('collected_at', 'text', (c) => c.notNull())
    .addColumn('collected_by', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('box_id', 'integer', (c) => c.references('sample_box.id'))
    .addColumn('position_row', 'integer')
    .addColumn('position_col', 'integer')
    .addColumn('shipment_id', 'integer', (c) => c.references('sample_shipment.id'))
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('sample_code').unique().on('sample').columns(['project_id', 'sample_code']).execute();
  await db.schema
    .createIndex('sample_position')
    .unique()
    .on('sample')
    .columns(['box_id', 'position_row', 'position_col'])
    .execute();
  await db.schema.createIndex('sample_project_status').on('sample').columns(['project_id', 'status', 'id']).execute();
  await db.schema.createIndex('sample_shipment_batch').on('sample').columns(['shipment_id']).execute();
  await db.schema
    .createTable('sample_custody')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('sample_id', 'integer', (c) => c.notNull().references('sample.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('box_id', 'integer')
    .addColumn('position', 'text')
    .addColumn('shipment_id', 'integer')
    .addColumn('note', 'text')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sample_custody_sample').on('sample_custody').columns(['sample_id', 'id']).execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createBoxes(db);
  await createShipments(db);
  await createSamples(db);
  await grantToStandardRoles(db, SAMPLE_GRANTS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await revokeGrants(db, SAMPLE_GRANTS);
  for (const table of ['sample_custody', 'sample', 'sample_temperature', 'sample_shipment', 'sample_box']) {
    await db.schema.dropTable(table).execute();
  }
}
