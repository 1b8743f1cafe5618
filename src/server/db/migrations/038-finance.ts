/**
 * Payments and finance (finance area), part 1; part 2 (039-finance-payables) adds expenses,
 * subject subsidies and early warnings (finance area, SPEC §7 /gpayment/*, /bus/pay*, /finance/*,
 * /trial/subject/subsidy/*). Every amount is an integer number of fen, in the project's one
 * currency (`finance_setting.currency`, CNY by default); rates are basis points (1500 = 15 %).
 *
 * - `finance_fee_type`: the site's fee types, each in one category (costTypeFlagList:
 *   research, subsidy, examination, drug, management, overhead).
 * - `finance_setting`: a project's currency, the institution's management-fee rate taken from
 *   research-fee expenses, and the holdback the sponsor keeps until close-out.
 * - `finance_contract` (+ `finance_contract_payment`): the clinical trial agreement and its
 *   amendments (`parent_id`), with parties, amount, holdback, signed copy (a private stored
 *   file) and payment schedule; saved as a draft, then submitted for approval.
 * - `finance_budget` (+ `finance_budget_line`): versions of a project's budget (draft,
 *   published, retired; one published per project), a new version per contract amendment.
 *   A line prices one fee type on one basis: per completed visit (`visit_code`), per procedure
 *   done (`activity_type`, the visit plan's activity types), per subject, per milestone or fixed.
 *   Lines of the subsidy category priced per visit are what a subject is owed per visit.
 * - `finance_accrual`: what the sponsor owes, earned when a subject's visit is recorded done
 *   (one row per applicable line), priced by the budget published that day; rows are never
 *   edited: undoing a visit adds a negative row (`reversal_of`). `invoice_id` once invoiced.
 * - `finance_invoice` (+ `finance_invoice_line`): raised from accruals and schedule payments;
 *   status draft, issued, partlyPaid, paid or void (overdue is an issued invoice past its due
 *   day); `amount_fen` is the sum of its lines, `received_fen` of its submitted income.
 * - `finance_income`: money received, against an invoice or not; saved, then submitted.
 * - `finance_expense`: research-fee expenses and their bills (newExpenseResearchFeeType): the
 *   gross amount, the management fee split off at the project's rate and the net paid out;
 *   draft, started into approval, approved or rejected, then paid.
 * - `finance_subsidy_due`: what a subject is owed for a completed visit (subsidy lines), with
 *   `reversal_of` like accruals; `bill_id` once billed.
 * - `finance_subsidy_bill`: one subject's subsidy bill (PatientSubsidyStatus); the payee's name
 *   and bank account are sealed like other patient fields (server/lib/field-crypto.ts).
 * - `finance_subsidy_batch`: bills approved together in one workflow instance, then launched
 *   (paid out).
 * - `finance_warning_rule`, `finance_warning`: early-warning rules per project and the warnings
 *   they raised, one per rule and record until resolved.
 *
 * Times are ISO 8601 UTC, days the hospital's 'YYYY-MM-DD'.
 */
import { type Kysely, sql } from 'kysely';
import { idColumn } from '../dialect';
import { bookkeeping, notNull, optionalRef, project, refTo } from './033-drug-supply';

const fen = (c: Parameters<typeof notNull>[0]) => c.notNull().defaultTo(0);

async function createSettings(db: Kysely<unknown>): Promise<void> {
  await bookkeeping(
    db.schema
      .createTable('finance_fee_type')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', notNull)
      .addColumn('name_en', 'text')
      .addColumn('category', 'text', notNull)
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema
    .createTable('finance_setting')
    .addColumn('project_id', 'integer', (c) => project(c).primaryKey())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('CNY'))
    .addColumn('management_fee_bp', 'integer', fen)
    .addColumn('holdback_bp', 'integer', fen)
    .addColumn('updated_by', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addCheckConstraint(
      'finance_setting_rates',
      sql`management_fee_bp between 0 and 10000 and holdback_bp between 0 and 10000`,
    )
    .execute();
}

async function createContracts(db: Kysely<unknown>): Promise<void> {
  await bookkeeping(
    db.schema
      .createTable('finance_contract')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('project_id', 'integer', project)
      .addColumn('parent_id', 'integer', optionalRef('finance_contract'))
      .addColumn('kind', 'text', notNull)
      .addColumn('number', 'text', notNull)
      .addColumn('title', 'text', notNull)
      .addColumn('sponsor', 'text', notNull)
      .addColumn('cro', 'text')
      .addColumn('parties', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('amount_fen', 'integer', fen)
      .addColumn('holdback_bp', 'integer', fen)
      .addColumn('signed_on', 'text')
      .addColumn('starts_on', 'text')
      .addColumn('ends_on', 'text')
      .addColumn('file_id', 'integer', optionalRef('stored_file'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
      .addColumn('submitted_at', 'text')
      .addColumn('note', 'text')
      .addUniqueConstraint('finance_contract_number', ['project_id', 'number']),
  ).execute();
  await db.schema
    .createTable('finance_contract_payment')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('contract_id', 'integer', refTo('finance_contract'))
    .addColumn('sort', 'integer', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('due_on', 'text')
    .addColumn('amount_fen', 'integer', fen)
    .addColumn('note', 'text')
    .execute();
}

async function createBudgets(db: Kysely<unknown>): Promise<void> {
  await bookkeeping(
    db.schema
      .createTable('finance_budget')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('project_id', 'integer', project)
      .addColumn('revision', 'integer', notNull)
      .addColumn('contract_id', 'integer', optionalRef('finance_contract'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
      .addColumn('note', 'text')
      .addColumn('published_at', 'text')
      .addUniqueConstraint('finance_budget_revision', ['project_id', 'revision']),
  ).execute();
  await db.schema
    .createIndex('finance_budget_published')
    .on('finance_budget')
    .column('project_id')
    .unique()
    .where(sql<boolean>`status = 'published'`)
    .execute();
  await db.schema
    .createTable('finance_budget_line')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('budget_id', 'integer', refTo('finance_budget'))
    .addColumn('fee_type_id', 'integer', refTo('finance_fee_type'))
    .addColumn('basis', 'text', notNull)
    .addColumn('visit_code', 'text')
    .addColumn('activity_type', 'text')
    .addColumn('unit_fen', 'integer', fen)
    .addColumn('planned_units', 'integer')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('note', 'text')
    .addCheckConstraint('finance_budget_line_amount', sql`unit_fen >= 0`)
    .execute();
  await db.schema.createIndex('finance_budget_line_budget').on('finance_budget_line').column('budget_id').execute();
}

async function createReceivables(db: Kysely<unknown>): Promise<void> {
  await bookkeeping(
    db.schema
      .createTable('finance_invoice')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('project_id', 'integer', project)
      .addColumn('contract_id', 'integer', optionalRef('finance_contract'))
      .addColumn('number', 'text', notNull)
      .addColumn('payer', 'text', notNull)
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
      .addColumn('issued_on', 'text')
      .addColumn('due_on', 'text')
      .addColumn('amount_fen', 'integer', fen)
      .addColumn('received_fen', 'integer', fen)
      .addColumn('void_reason', 'text')
      .addColumn('note', 'text')
      .addUniqueConstraint('finance_invoice_number', ['project_id', 'number']),
  ).execute();
  await db.schema
    .createIndex('finance_invoice_project')
    .on('finance_invoice')
    .columns(['project_id', 'status'])
    .execute();
  await db.schema
    .createTable('finance_accrual')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('project_id', 'integer', project)
    .addColumn('subject_id', 'integer', optionalRef('trial_subject'))
    .addColumn('subject_visit_id', 'integer', optionalRef('subject_visit'))
    .addColumn('budget_line_id', 'integer', refTo('finance_budget_line'))
    .addColumn('fee_type_id', 'integer', refTo('finance_fee_type'))
    .addColumn('source', 'text', notNull)
    .addColumn('activity_type', 'text')
    .addColumn('amount_fen', 'integer', notNull)
    .addColumn('earned_on', 'text', notNull)
    .addColumn('reversal_of', 'integer', optionalRef('finance_accrual'))
    .addColumn('invoice_id', 'integer', optionalRef('finance_invoice'))
    .addColumn('created_by', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('finance_accrual_project')
    .on('finance_accrual')
    .columns(['project_id', 'earned_on'])
    .execute();
  await db.schema.createIndex('finance_accrual_visit').on('finance_accrual').column('subject_visit_id').execute();
  await db.schema.createIndex('finance_accrual_invoice').on('finance_accrual').column('invoice_id').execute();
  await db.schema
    .createTable('finance_invoice_line')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('invoice_id', 'integer', refTo('finance_invoice'))
    .addColumn('accrual_id', 'integer', (c) => c.references('finance_accrual.id').onDelete('set null').unique())
    .addColumn('contract_payment_id', 'integer', optionalRef('finance_contract_payment'))
    .addColumn('fee_type_id', 'integer', refTo('finance_fee_type'))
    .addColumn('description', 'text', notNull)
    .addColumn('amount_fen', 'integer', notNull)
    .execute();
  await db.schema.createIndex('finance_invoice_line_invoice').on('finance_invoice_line').column('invoice_id').execute();
  await bookkeeping(
    db.schema
      .createTable('finance_income')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('project_id', 'integer', project)
      .addColumn('invoice_id', 'integer', optionalRef('finance_invoice'))
      .addColumn('received_on', 'text', notNull)
      .addColumn('amount_fen', 'integer', notNull)
      .addColumn('payer', 'text', notNull)
      .addColumn('method', 'text')
      .addColumn('reference', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('saved'))
      .addColumn('submitted_at', 'text')
      .addColumn('note', 'text')
      .addCheckConstraint('finance_income_amount', sql`amount_fen > 0`),
  ).execute();
  await db.schema
    .createIndex('finance_income_project')
    .on('finance_income')
    .columns(['project_id', 'received_on'])
    .execute();
}

/** The standard fee types, one per category; the finance officer adds others. */
export const STANDARD_FEE_TYPES = [
  ['research', '研究者观察费', 'Research fee', 'research'],
  ['subsidy', '受试者补助', 'Subject subsidy', 'subsidy'],
  ['examination', '检查检验费', 'Examinations', 'examination'],
  ['drug', '药品费', 'Drugs', 'drug'],
  ['management', '机构管理费', 'Management fee', 'management'],
  ['overhead', '间接费用', 'Overhead', 'overhead'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await createSettings(db);
  const at = new Date().toISOString();
  for (const [sort, [code, name, nameEn, category]] of STANDARD_FEE_TYPES.entries())
    await sql`insert into finance_fee_type (code, name, name_en, category, sort, created_by, created_at, updated_at)
      values (${code}, ${name}, ${nameEn}, ${category}, ${sort + 1}, 'system', ${at}, ${at})`.execute(db);
  await createContracts(db);
  await createBudgets(db);
  await createReceivables(db);
}

const TABLES = [
  'finance_income',
  'finance_invoice_line',
  'finance_accrual',
  'finance_invoice',
  'finance_budget_line',
  'finance_budget',
  'finance_contract_payment',
  'finance_contract',
  'finance_setting',
  'finance_fee_type',
];

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(table).execute();
}
