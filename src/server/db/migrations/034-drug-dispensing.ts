/**
 * Drug supply (drugs area), part 2: prescriptions, dispensing, returns, recovery, and the
 * storage conditions (part 1 is 033-drug-supply).
 *
 * - `drug_prescription`: the investigator's order for a subject (draft, published).
 * - `drug_distribution` (+ lines): packs given to a subject at a visit, reviewed by a second
 *   person or revoked with a reason (the packs go back to stock).
 * - `drug_return` (+ lines): what a subject brought back, packs and units counted.
 * - `drug_recovery` (+ lines): packs destroyed or sent back to the sponsor, with who, when,
 *   how and how many.
 * - `drug_temperature`, `drug_excursion`: readings per warehouse (entered, or imported from a
 *   logger's file) and the excursions that quarantine a project's stock until decided.
 *
 * Times are ISO 8601 UTC, days the hospital's 'YYYY-MM-DD', temperatures integer tenths of a
 * degree, quantities integers.
 */
import { type Kysely, sql } from 'kysely';
import { idColumn } from '../dialect';
import { bookkeeping, notNull, optionalRef, project, refTo } from './033-drug-supply';

async function createDispensing(db: Kysely<unknown>): Promise<void> {
  const subject = refTo('trial_subject');
  await bookkeeping(
    db.schema
      .createTable('drug_prescription')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('project_id', 'integer', project)
      .addColumn('subject_id', 'integer', subject)
      .addColumn('visit_id', 'integer', optionalRef('subject_visit'))
      .addColumn('product_id', 'integer', refTo('drug_product'))
      .addColumn('packs', 'integer', notNull)
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
      .addColumn('note', 'text')
      .addColumn('prescribed_by', 'text', notNull)
      .addColumn('published_at', 'text'),
  ).execute();
  await db.schema
    .createIndex('drug_prescription_subject')
    .on('drug_prescription')
    .columns(['project_id', 'subject_id'])
    .execute();
  await bookkeeping(
    db.schema
      .createTable('drug_distribution')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('project_id', 'integer', project)
      .addColumn('subject_id', 'integer', subject)
      .addColumn('visit_id', 'integer', optionalRef('subject_visit'))
      .addColumn('prescription_id', 'integer', optionalRef('drug_prescription'))
      .addColumn('warehouse_id', 'integer', refTo('drug_warehouse'))
      .addColumn('dispensed_on', 'text', notNull)
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('given'))
      .addColumn('note', 'text')
      .addColumn('reviewed_by', 'text')
      .addColumn('reviewed_at', 'text')
      .addColumn('revoke_reason', 'text')
      .addColumn('revoked_by', 'text')
      .addColumn('revoked_at', 'text'),
  ).execute();
  await db.schema
    .createIndex('drug_distribution_subject')
    .on('drug_distribution')
    .columns(['project_id', 'subject_id'])
    .execute();
  await db.schema
    .createIndex('drug_distribution_status')
    .on('drug_distribution')
    .columns(['project_id', 'status'])
    .execute();
  await db.schema
    .createTable('drug_distribution_line')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('distribution_id', 'integer', refTo('drug_distribution'))
    .addColumn('pack_id', 'integer', refTo('drug_pack'))
    .addColumn('quantity', 'integer', notNull)
    .addUniqueConstraint('drug_distribution_line_pack', ['distribution_id', 'pack_id'])
    .addCheckConstraint('drug_distribution_line_quantity', sql`quantity > 0`)
    .execute();
}

async function createReturnsAndRecovery(db: Kysely<unknown>): Promise<void> {
  await bookkeeping(
    db.schema
      .createTable('drug_return')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('project_id', 'integer', project)
      .addColumn('subject_id', 'integer', refTo('trial_subject'))
      .addColumn('distribution_id', 'integer', refTo('drug_distribution'))
      .addColumn('warehouse_id', 'integer', refTo('drug_warehouse'))
      .addColumn('returned_on', 'text', notNull)
      .addColumn('note', 'text'),
  ).execute();
  await db.schema.createIndex('drug_return_subject').on('drug_return').columns(['project_id', 'subject_id']).execute();
  await db.schema
    .createTable('drug_return_line')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('return_id', 'integer', refTo('drug_return'))
    .addColumn('pack_id', 'integer', refTo('drug_pack'))
    .addColumn('quantity', 'integer', notNull)
    .addColumn('units_left', 'integer', notNull)
    .addUniqueConstraint('drug_return_line_pack', ['return_id', 'pack_id'])
    .addCheckConstraint('drug_return_line_counts', sql`quantity >= 0 and units_left >= 0`)
    .execute();
  await bookkeeping(
    db.schema
      .createTable('drug_recovery')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('project_id', 'integer', project)
      .addColumn('warehouse_id', 'integer', refTo('drug_warehouse'))
      .addColumn('kind', 'text', notNull)
      .addColumn('done_on', 'text', notNull)
      .addColumn('done_by', 'text', notNull)
      .addColumn('method', 'text', notNull)
      .addColumn('witness', 'text')
      .addColumn('note', 'text'),
  ).execute();
  await db.schema.createIndex('drug_recovery_project').on('drug_recovery').columns(['project_id', 'done_on']).execute();
  await db.schema
    .createTable('drug_recovery_line')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('recovery_id', 'integer', refTo('drug_recovery'))
    .addColumn('pack_id', 'integer', refTo('drug_pack'))
    .addColumn('from_state', 'text', notNull)
    .addColumn('cause', 'text', notNull)
    .addColumn('quantity', 'integer', notNull)
    .addCheckConstraint('drug_recovery_line_quantity', sql`quantity > 0`)
    .execute();
}

async function createStorage(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('drug_temperature')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('warehouse_id', 'integer', refTo('drug_warehouse'))
    .addColumn('measured_at', 'text', notNull)
    .addColumn('celsius_tenths', 'integer', notNull)
    .addColumn('source', 'text', notNull)
    .addColumn('device', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addUniqueConstraint('drug_temperature_reading', ['warehouse_id', 'device', 'measured_at'])
    .execute();
  await bookkeeping(
    db.schema
      .createTable('drug_excursion')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('project_id', 'integer', project)
      .addColumn('warehouse_id', 'integer', refTo('drug_warehouse'))
      .addColumn('temperature_id', 'integer', refTo('drug_temperature'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
      .addColumn('decided_by', 'text')
      .addColumn('decided_at', 'text')
      .addColumn('decision_note', 'text'),
  ).execute();
  await db.schema
    .createIndex('drug_excursion_project')
    .on('drug_excursion')
    .columns(['project_id', 'status'])
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createDispensing(db);
  await createReturnsAndRecovery(db);
  await createStorage(db);
}

const TABLES = [
  'drug_excursion',
  'drug_temperature',
  'drug_recovery_line',
  'drug_recovery',
  'drug_return_line',
  'drug_return',
  'drug_distribution_line',
  'drug_distribution',
  'drug_prescription',
];

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(table).execute();
}
