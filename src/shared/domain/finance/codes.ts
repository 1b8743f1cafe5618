/**
 * The finance area's codes and their labels (SPEC dictionaries costTypeFlagList,
 * newExpenseResearchFeeType, PaymentStatus, PatientSubsidyStatus): what the server stores and
 * checks, and what the client shows.
 */
import type { LocalizedText } from '../labels';

/** costTypeFlagList: the category of a fee type. */
export const FEE_CATEGORIES = ['research', 'subsidy', 'examination', 'drug', 'management', 'overhead'] as const;
export type FeeCategory = (typeof FEE_CATEGORIES)[number];
export const FEE_CATEGORY_LABELS: Record<FeeCategory, LocalizedText> = {
  research: { 'zh-CN': '研究费', en: 'Research fee' },
  subsidy: { 'zh-CN': '受试者补助', en: 'Subject subsidy' },
  examination: { 'zh-CN': '检查检验费', en: 'Examinations' },
  drug: { 'zh-CN': '药品费', en: 'Drugs' },
  management: { 'zh-CN': '管理费', en: 'Management fee' },
  overhead: { 'zh-CN': '间接费用', en: 'Overhead' },
};

/** What a budget line is priced per. */
export const BUDGET_BASES = ['visit', 'procedure', 'subject', 'milestone', 'fixed'] as const;
export type BudgetBasis = (typeof BUDGET_BASES)[number];
export const BUDGET_BASIS_LABELS: Record<BudgetBasis, LocalizedText> = {
  visit: { 'zh-CN': '每完成访视', en: 'Per completed visit' },
  procedure: { 'zh-CN': '每项检查/操作', en: 'Per procedure' },
  subject: { 'zh-CN': '每例受试者', en: 'Per subject' },
  milestone: { 'zh-CN': '里程碑', en: 'Milestone' },
  fixed: { 'zh-CN': '固定费用', en: 'Fixed' },
};

/** newExpenseResearchFeeType: what a research-fee expense pays for. */
export const EXPENSE_TYPES = [
  'investigatorFee',
  'coordinatorFee',
  'examination',
  'materials',
  'meeting',
  'archive',
  'other',
] as const;
export type ExpenseType = (typeof EXPENSE_TYPES)[number];
export const EXPENSE_TYPE_LABELS: Record<ExpenseType, LocalizedText> = {
  investigatorFee: { 'zh-CN': '研究者劳务费', en: 'Investigator fees' },
  coordinatorFee: { 'zh-CN': '协调员劳务费', en: 'Coordinator fees' },
  examination: { 'zh-CN': '检查检验费', en: 'Examinations' },
  materials: { 'zh-CN': '材料费', en: 'Materials' },
  meeting: { 'zh-CN': '会议费', en: 'Meetings' },
  archive: { 'zh-CN': '档案保管费', en: 'Archiving' },
  other: { 'zh-CN': '其他', en: 'Other' },
};

/**
 * PaymentStatus of an invoice. 'overdue' is never stored: an issued or partly paid invoice
 * past its due day shows as overdue (`invoiceStatusOn`).
 */
export const PAYMENT_STATUSES = ['draft', 'issued', 'partlyPaid', 'paid', 'overdue', 'void'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, LocalizedText> = {
  draft: { 'zh-CN': '草稿', en: 'Draft' },
  issued: { 'zh-CN': '已开具', en: 'Issued' },
  partlyPaid: { 'zh-CN': '部分到账', en: 'Partly paid' },
  paid: { 'zh-CN': '已到账', en: 'Paid' },
  overdue: { 'zh-CN': '已逾期', en: 'Overdue' },
  void: { 'zh-CN': '已作废', en: 'Void' },
};

export function invoiceStatusOn(invoice: { status: string; dueOn: string | null }, today: string): PaymentStatus {
  const open = invoice.status === 'issued' || invoice.status === 'partlyPaid';
  if (open && invoice.dueOn !== null && invoice.dueOn < today) return 'overdue';
  return invoice.status as PaymentStatus;
}

/** PatientSubsidyStatus of a subject's subsidy bill and of a batch of bills. */
export const SUBSIDY_STATUSES = ['pending', 'applying', 'approved', 'issued', 'rejected'] as const;
export type SubsidyStatus = (typeof SUBSIDY_STATUSES)[number];
export const SUBSIDY_STATUS_LABELS: Record<SubsidyStatus, LocalizedText> = {
  pending: { 'zh-CN': '待申请', en: 'Not applied for' },
  applying: { 'zh-CN': '审批中', en: 'Awaiting approval' },
  approved: { 'zh-CN': '已审批', en: 'Approved' },
  issued: { 'zh-CN': '已发放', en: 'Paid out' },
  rejected: { 'zh-CN': '已驳回', en: 'Rejected' },
};

/** Contracts, expenses (fee bills): saved as drafts, submitted into approval, then decided. */
export const APPROVAL_RECORD_STATUSES = ['draft', 'approving', 'approved', 'rejected'] as const;
export type ApprovalRecordStatus = (typeof APPROVAL_RECORD_STATUSES)[number];
export const APPROVAL_RECORD_STATUS_LABELS: Record<ApprovalRecordStatus | 'paid', LocalizedText> = {
  draft: { 'zh-CN': '草稿', en: 'Draft' },
  approving: { 'zh-CN': '审批中', en: 'In approval' },
  approved: { 'zh-CN': '已通过', en: 'Approved' },
  rejected: { 'zh-CN': '已驳回', en: 'Rejected' },
  paid: { 'zh-CN': '已支付', en: 'Paid' },
};

/** Income: saved, then submitted (only submitted income counts as received). */
export const INCOME_STATUSES = ['saved', 'submitted'] as const;
export type IncomeStatus = (typeof INCOME_STATUSES)[number];

/** Early-warning rules; the threshold is a percent for budgetConsumed and days for the others. */
export const WARNING_KINDS = ['budgetConsumed', 'invoiceOverdue', 'subsidyUnpaid', 'contractExpiring'] as const;
export type WarningKind = (typeof WARNING_KINDS)[number];
export const WARNING_KIND_LABELS: Record<WarningKind, LocalizedText> = {
  budgetConsumed: { 'zh-CN': '预算执行超过 N%', en: 'Budget consumed over N %' },
  invoiceOverdue: { 'zh-CN': '发票逾期 N 天', en: 'Invoice overdue N days' },
  subsidyUnpaid: { 'zh-CN': '访视后 N 天补助未发放', en: 'Subsidy unpaid N days after the visit' },
  contractExpiring: { 'zh-CN': '合同 N 天内到期', en: 'Contract expiring within N days' },
};

/** The workflow keys finance records are approved under (work area approvals). */
export const FINANCE_WORKFLOWS = {
  contract: 'financeContract',
  expense: 'financeExpense',
  subsidyBatch: 'subsidyBatch',
} as const;
