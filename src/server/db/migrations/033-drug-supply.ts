/**
 * Drug supply (drugs area), part 1: the catalogue per project, warehouses, deliveries and the
 * stock ledger. Part 2 (034-drug-dispensing) adds dispensing, returns, recovery and storage.
 *
 * - `drug_setting`: one row per project once saved (central or department pharmacy, the days
 *   before expiry a pack is flagged, whether dispensing needs a published prescription).
 * - `drug_warehouse`: the central pharmacy and department pharmacies, site-wide.
 * - `drug_product`, `drug_arm`, `drug_dosage`: a project's drugs (storage range in tenths of
 *   a degree Celsius, blinded or open label), its arms, and what an arm gets of each drug.
 * - `drug_pack`: a kit (or an unnumbered lot) with its batch and expiry; `quantity` is how
 *   many packs the line counts (1 for a numbered kit).
 * - `drug_delivery` (+ `drug_delivery_line`): a sponsor's shipment or a transfer between
 *   warehouses.
 * - `drug_ledger`: every movement of packs, append-only; `drug_stock` is its sum per pack,
 *   warehouse and state, kept in the same transaction, and can never go negative (a check
 *   constraint, and writes that decrement only where enough is left).
 *
 * Times are ISO 8601 UTC, days the hospital's 'YYYY-MM-DD', temperatures integer tenths of a
 * degree, quantities integers.
 */
import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { idColumn } from '../dialect';

export const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
export const refTo = (table: string) => (c: ColumnDefinitionBuilder) =>
  c.notNull().references(`${table}.id`).onDelete('cascade');
export const optionalRef = (table: string) => (c: ColumnDefinitionBuilder) =>
  c.references(`${table}.id`).onDelete('set null');
export const project = refTo('project');
export const versionColumn = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(1);

/** created_by, created_at, updated_at, version: every editable row's bookkeeping. */
export function bookkeeping<T extends string>(table: CreateTableBuilder<T>) {
  return table
    .addColumn('created_by', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addColumn('version', 'integer', versionColumn);
}

async function createCatalogue(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('drug_setting')
    .addColumn('project_id', 'integer', (c) => project(c).primaryKey())
    .addColumn('management', 'text', (c) => c.notNull().defaultTo('centralPharmacy'))
    .addColumn('expiry_warning_days', 'integer', (c) => c.notNull().defaultTo(30))
    .addColumn('needs_prescription', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_by', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addColumn('version', 'integer', versionColumn)
    .execute();
  await bookkeeping(
    db.schema
      .createTable('drug_warehouse')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('kind', 'text', notNull)
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('department', 'text')
      .addColumn('location', 'text')
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await bookkeeping(
    db.schema
      .createTable('drug_product')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('project_id', 'integer', project)
      .addColumn('code', 'text', notNull)
      .addColumn('name', 'text', notNull)
      .addColumn('specification', 'text', notNull)
      .addColumn('dosage_form', 'text', notNull)
      .addColumn('pack_unit', 'text', notNull)
      .addColumn('units_per_pack', 'integer', notNull)
      .addColumn('storage_min_tenths', 'integer', notNull)
      .addColumn('storage_max_tenths', 'integer', notNull)
      .addColumn('storage_note', 'text')
      .addColumn('blinded', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('drug_product_code', ['project_id', 'code']),
  ).execute();
  await bookkeeping(
    db.schema
      .createTable('drug_arm')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('project_id', 'integer', project)
      .addColumn('code', 'text', notNull)
      .addColumn('name', 'text', notNull)
      .addColumn('description', 'text')
      .addUniqueConstraint('drug_arm_code', ['project_id', 'code']),
  ).execute();
  await bookkeeping(
    db.schema
      .createTable('drug_dosage')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('project_id', 'integer', project)
      .addColumn('arm_id', 'integer', refTo('drug_arm'))
      .addColumn('product_id', 'integer', refTo('drug_product'))
      .addColumn('packs_per_visit', 'integer', notNull)
      .addColumn('daily_units', 'integer', notNull)
      .addColumn('note', 'text')
      .addUniqueConstraint('drug_dosage_arm_product', ['arm_id', 'product_id']),
  ).execute();
}

async function createStock(db: Kysely<unknown>): Promise<void> {
  await bookkeeping(
    db.schema
      .createTable('drug_delivery')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('project_id', 'integer', project)
      .addColumn('kind', 'text', notNull)
      .addColumn('warehouse_id', 'integer', refTo('drug_warehouse'))
      .addColumn('source_warehouse_id', 'integer', optionalRef('drug_warehouse'))
      .addColumn('shipment_number', 'text', notNull)
      .addColumn('shipped_on', 'text')
      .addColumn('arrived_at', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('recorded'))
      .addColumn('temperature_note', 'text')
      .addColumn('refuse_reason', 'text')
      .addColumn('received_by', 'text')
      .addColumn('received_at', 'text')
      .addColumn('stocked_by', 'text')
      .addColumn('stocked_at', 'text'),
  ).execute();
  await db.schema.createIndex('drug_delivery_project').on('drug_delivery').columns(['project_id', 'status']).execute();

  await db.schema
    .createTable('drug_pack')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('project_id', 'integer', project)
    .addColumn('product_id', 'integer', refTo('drug_product'))
    .addColumn('arm_id', 'integer', optionalRef('drug_arm'))
    .addColumn('kit_number', 'text', notNull)
    .addColumn('batch_number', 'text', notNull)
    .addColumn('expiry_date', 'text', notNull)
    .addColumn('quantity', 'integer', notNull)
    .addColumn('delivery_id', 'integer', optionalRef('drug_delivery'))
    .addColumn('created_by', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addUniqueConstraint('drug_pack_kit', ['project_id', 'kit_number'])
    .addCheckConstraint('drug_pack_quantity', sql`quantity > 0`)
    .execute();
  await db.schema.createIndex('drug_pack_batch').on('drug_pack').columns(['project_id', 'batch_number']).execute();
  await db.schema.createIndex('drug_pack_expiry').on('drug_pack').columns(['project_id', 'expiry_date']).execute();

  await db.schema
    .createTable('drug_delivery_line')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('delivery_id', 'integer', refTo('drug_delivery'))
    .addColumn('pack_id', 'integer', refTo('drug_pack'))
    .addColumn('quantity', 'integer', notNull)
    .addUniqueConstraint('drug_delivery_line_pack', ['delivery_id', 'pack_id'])
    .addCheckConstraint('drug_delivery_line_quantity', sql`quantity > 0`)
    .execute();

  await db.schema
    .createTable('drug_stock')
    .addColumn('project_id', 'integer', project)
    .addColumn('pack_id', 'integer', refTo('drug_pack'))
    .addColumn('warehouse_id', 'integer', refTo('drug_warehouse'))
    .addColumn('state', 'text', notNull)
    .addColumn('quantity', 'integer', notNull)
    .addPrimaryKeyConstraint('drug_stock_key', ['pack_id', 'warehouse_id', 'state'])
    .addCheckConstraint('drug_stock_never_negative', sql`quantity >= 0`)
    .execute();
  await db.schema
    .createIndex('drug_stock_warehouse')
    .on('drug_stock')
    .columns(['project_id', 'warehouse_id', 'state'])
    .execute();

  await db.schema
    .createTable('drug_ledger')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('project_id', 'integer', project)
    .addColumn('pack_id', 'integer', refTo('drug_pack'))
    .addColumn('warehouse_id', 'integer', refTo('drug_warehouse'))
    .addColumn('state', 'text', notNull)
    .addColumn('quantity', 'integer', notNull)
    .addColumn('movement', 'text', notNull)
    .addColumn('ref_kind', 'text', notNull)
    .addColumn('ref_id', 'integer', notNull)
    .addColumn('reason', 'text')
    .addColumn('created_by', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addCheckConstraint('drug_ledger_nonzero', sql`quantity <> 0`)
    .execute();
  await db.schema.createIndex('drug_ledger_pack').on('drug_ledger').columns(['project_id', 'pack_id']).execute();
  await db.schema.createIndex('drug_ledger_ref').on('drug_ledger').columns(['ref_kind', 'ref_id']).execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createCatalogue(db);
  await createStock(db);
}

const TABLES = [
  'drug_ledger',
  'drug_stock',
  'drug_delivery_line',
  'drug_pack',
  'drug_delivery',
  'drug_dosage',
  'drug_arm',
  'drug_product',
  'drug_warehouse',
  'drug_setting',
];

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(table).execute();
}
