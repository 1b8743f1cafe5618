/**
 * Payments and finance (finance area, migration 038). Amounts are integer fen, rates basis
 * points; days are 'YYYY-MM-DD', times ISO 8601 UTC. Codes (category, basis, status, kind)
 * are defined in shared/domain/finance.
 */
import type { Generated } from 'kysely';

interface Bookkeeping {
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

export interface FinanceFeeTypeTable extends Bookkeeping {
  id: Generated<number>;
  code: string;
  name: string;
  nameEn: string | null;
  /** costTypeFlagList: research | subsidy | examination | drug | management | overhead. */
  category: string;
  active: Generated<number>;
  sort: Generated<number>;
}

export interface FinanceSettingTable {
  projectId: number;
  currency: Generated<string>;
  managementFeeBp: Generated<number>;
  holdbackBp: Generated<number>;
  updatedBy: string;
  updatedAt: string;
  version: Generated<number>;
}

export interface FinanceContractTable extends Bookkeeping {
  id: Generated<number>;
  projectId: number;
  /** The agreement an amendment amends. */
  parentId: number | null;
  /** 'agreement' | 'amendment'. */
  kind: string;
  number: string;
  title: string;
  sponsor: string;
  cro: string | null;
  /** JSON [{ role, name }]. */
  parties: Generated<string>;
  amountFen: Generated<number>;
  holdbackBp: Generated<number>;
  signedOn: string | null;
  startsOn: string | null;
  endsOn: string | null;
  /** The signed copy: a private stored file. */
  fileId: number | null;
  /** 'draft' | 'approving' | 'approved' | 'rejected'. */
  status: Generated<string>;
  submittedAt: string | null;
  note: string | null;
}

export interface FinanceContractPaymentTable {
  id: Generated<number>;
  contractId: number;
  sort: number;
  name: string;
  dueOn: string | null;
  amountFen: Generated<number>;
  note: string | null;
}

export interface FinanceBudgetTable extends Bookkeeping {
  id: Generated<number>;
  projectId: number;
  revision: number;
  /** The contract or amendment this version follows. */
  contractId: number | null;
  /** 'draft' | 'published' | 'retired'. */
  status: Generated<string>;
  note: string | null;
  publishedAt: string | null;
}

export interface FinanceBudgetLineTable {
  id: Generated<number>;
  budgetId: number;
  feeTypeId: number;
  /** 'visit' | 'procedure' | 'subject' | 'milestone' | 'fixed'. */
  basis: string;
  visitCode: string | null;
  activityType: string | null;
  unitFen: Generated<number>;
  plannedUnits: number | null;
  sort: Generated<number>;
  note: string | null;
}

export interface FinanceAccrualTable {
  id: Generated<number>;
  projectId: number;
  subjectId: number | null;
  subjectVisitId: number | null;
  budgetLineId: number;
  feeTypeId: number;
  /** 'visit' | 'procedure'. */
  source: string;
  activityType: string | null;
  /** Negative on a reversal. */
  amountFen: number;
  earnedOn: string;
  reversalOf: number | null;
  invoiceId: number | null;
  createdBy: string;
  createdAt: string;
}

export interface FinanceInvoiceTable extends Bookkeeping {
  id: Generated<number>;
  projectId: number;
  contractId: number | null;
  number: string;
  payer: string;
  /** PaymentStatus stored: 'draft' | 'issued' | 'partlyPaid' | 'paid' | 'void'. */
  status: Generated<string>;
  issuedOn: string | null;
  dueOn: string | null;
  amountFen: Generated<number>;
  receivedFen: Generated<number>;
  voidReason: string | null;
  note: string | null;
}

export interface FinanceInvoiceLineTable {
  id: Generated<number>;
  invoiceId: number;
  accrualId: number | null;
  contractPaymentId: number | null;
  feeTypeId: number;
  description: string;
  amountFen: number;
}

export interface FinanceIncomeTable extends Bookkeeping {
  id: Generated<number>;
  projectId: number;
  invoiceId: number | null;
  receivedOn: string;
  amountFen: number;
  payer: string;
  method: string | null;
  reference: string | null;
  /** 'saved' | 'submitted'. */
  status: Generated<string>;
  submittedAt: string | null;
  note: string | null;
}

export interface FinanceExpenseTable extends Bookkeeping {
  id: Generated<number>;
  projectId: number;
  feeTypeId: number;
  /** newExpenseResearchFeeType. */
  expenseType: string;
  payee: string;
  incurredOn: string;
  /** Gross; = managementFeeFen + netFen (a check constraint). */
  amountFen: number;
  managementFeeFen: Generated<number>;
  netFen: Generated<number>;
  /** 'draft' | 'approving' | 'approved' | 'rejected' | 'paid'. */
  status: Generated<string>;
  paidOn: string | null;
  reference: string | null;
  note: string | null;
}

export interface FinanceSubsidyBatchTable extends Bookkeeping {
  id: Generated<number>;
  projectId: number;
  number: string;
  title: string;
  amountFen: Generated<number>;
  /** PatientSubsidyStatus: 'pending' | 'applying' | 'approved' | 'issued' | 'rejected'. */
  status: Generated<string>;
  issuedOn: string | null;
  note: string | null;
}

export interface FinanceSubsidyBillTable extends Bookkeeping {
  id: Generated<number>;
  projectId: number;
  subjectId: number;
  batchId: number | null;
  amountFen: Generated<number>;
  /** PatientSubsidyStatus. */
  status: Generated<string>;
  /** Sealed (server/lib/field-crypto.ts): never stored or logged in clear. */
  payeeNameSealed: string | null;
  bankAccountSealed: string | null;
  bankName: string | null;
  issuedOn: string | null;
  issueReference: string | null;
  note: string | null;
}

export interface FinanceSubsidyDueTable {
  id: Generated<number>;
  projectId: number;
  subjectId: number;
  subjectVisitId: number | null;
  budgetLineId: number;
  /** Negative on a reversal. */
  amountFen: number;
  earnedOn: string;
  reversalOf: number | null;
  billId: number | null;
  createdBy: string;
  createdAt: string;
}

export interface FinanceWarningRuleTable extends Bookkeeping {
  id: Generated<number>;
  projectId: number;
  /** 'budgetConsumed' | 'invoiceOverdue' | 'subsidyUnpaid' | 'contractExpiring'. */
  kind: string;
  /** Percent for budgetConsumed, days for the others. */
  threshold: number;
  active: Generated<number>;
}

export interface FinanceWarningTable {
  id: Generated<number>;
  ruleId: number;
  projectId: number;
  recordKind: string;
  recordId: number;
  /** JSON: the figures that raised it. */
  detail: Generated<string>;
  raisedAt: string;
  resolvedAt: string | null;
  /** Who resolved it by hand (migration 042); null while open or when the job resolved it. */
  resolvedBy: string | null;
  /** Their note. */
  resolution: string | null;
}
