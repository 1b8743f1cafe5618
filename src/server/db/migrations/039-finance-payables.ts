/**
 * Payments and finance, part 2 (038-finance has the header that defines every finance table):
 * research-fee expenses (`finance_expense`), subject subsidies (`finance_subsidy_due`,
 * `finance_subsidy_bill`, `finance_subsidy_batch`) and early warnings (`finance_warning_rule`,
 * `finance_warning`).
 */
import { type Kysely, sql } from 'kysely';
import { idColumn } from '../dialect';
import { bookkeeping, notNull, optionalRef, project, refTo } from './033-drug-supply';

const fen = (c: Parameters<typeof notNull>[0]) => c.notNull().defaultTo(0);

async function createPayables(db: Kysely<unknown>): Promise<void> {
  await bookkeeping(
    db.schema
      .createTable('finance_expense')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('project_id', 'integer', project)
      .addColumn('fee_type_id', 'integer', refTo('finance_fee_type'))
      .addColumn('expense_type', 'text', notNull)
      .addColumn('payee', 'text', notNull)
      .addColumn('incurred_on', 'text', notNull)
      .addColumn('amount_fen', 'integer', notNull)
      .addColumn('management_fee_fen', 'integer', fen)
      .addColumn('net_fen', 'integer', fen)
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
      .addColumn('paid_on', 'text')
      .addColumn('reference', 'text')
      .addColumn('note', 'text')
      .addCheckConstraint('finance_expense_split', sql`amount_fen > 0 and amount_fen = management_fee_fen + net_fen`),
  ).execute();
  await db.schema
    .createIndex('finance_expense_project')
    .on('finance_expense')
    .columns(['project_id', 'status'])
    .execute();
  await bookkeeping(
    db.schema
      .createTable('finance_subsidy_batch')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('project_id', 'integer', project)
      .addColumn('number', 'text', notNull)
      .addColumn('title', 'text', notNull)
      .addColumn('amount_fen', 'integer', fen)
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('issued_on', 'text')
      .addColumn('note', 'text')
      .addUniqueConstraint('finance_subsidy_batch_number', ['project_id', 'number']),
  ).execute();
  await bookkeeping(
    db.schema
      .createTable('finance_subsidy_bill')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('project_id', 'integer', project)
      .addColumn('subject_id', 'integer', refTo('trial_subject'))
      .addColumn('batch_id', 'integer', optionalRef('finance_subsidy_batch'))
      .addColumn('amount_fen', 'integer', fen)
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('payee_name_sealed', 'text')
      .addColumn('bank_account_sealed', 'text')
      .addColumn('bank_name', 'text')
      .addColumn('issued_on', 'text')
      .addColumn('issue_reference', 'text')
      .addColumn('note', 'text'),
  ).execute();
  await db.schema
    .createIndex('finance_subsidy_bill_subject')
    .on('finance_subsidy_bill')
    .columns(['project_id', 'subject_id'])
    .execute();
  await db.schema
    .createTable('finance_subsidy_due')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('project_id', 'integer', project)
    .addColumn('subject_id', 'integer', refTo('trial_subject'))
    .addColumn('subject_visit_id', 'integer', optionalRef('subject_visit'))
    .addColumn('budget_line_id', 'integer', refTo('finance_budget_line'))
    .addColumn('amount_fen', 'integer', notNull)
    .addColumn('earned_on', 'text', notNull)
    .addColumn('reversal_of', 'integer', optionalRef('finance_subsidy_due'))
    .addColumn('bill_id', 'integer', optionalRef('finance_subsidy_bill'))
    .addColumn('created_by', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('finance_subsidy_due_subject')
    .on('finance_subsidy_due')
    .columns(['project_id', 'subject_id'])
    .execute();
  await db.schema
    .createIndex('finance_subsidy_due_visit')
    .on('finance_subsidy_due')
    .column('subject_visit_id')
    .execute();
}

async function createWarnings(db: Kysely<unknown>): Promise<void> {
  await bookkeeping(
    db.schema
      .createTable('finance_warning_rule')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('project_id', 'integer', project)
      .addColumn('kind', 'text', notNull)
      .addColumn('threshold', 'integer', notNull)
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .addUniqueConstraint('finance_warning_rule_kind', ['project_id', 'kind']),
  ).execute();
  await db.schema
    .createTable('finance_warning')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('rule_id', 'integer', refTo('finance_warning_rule'))
    .addColumn('project_id', 'integer', project)
    .addColumn('record_kind', 'text', notNull)
    .addColumn('record_id', 'integer', notNull)
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('raised_at', 'text', notNull)
    .addColumn('resolved_at', 'text')
    .execute();
  await db.schema
    .createIndex('finance_warning_open')
    .on('finance_warning')
    .columns(['rule_id', 'record_kind', 'record_id'])
    .unique()
    .where(sql<boolean>`resolved_at is null`)
    .execute();
  await db.schema
    .createIndex('finance_warning_project')
    .on('finance_warning')
    .columns(['project_id', 'resolved_at'])
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createPayables(db);
  await createWarnings(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'finance_warning',
    'finance_warning_rule',
    'finance_subsidy_due',
    'finance_subsidy_bill',
    'finance_subsidy_batch',
    'finance_expense',
  ])
    await db.schema.dropTable(table).execute();
}
