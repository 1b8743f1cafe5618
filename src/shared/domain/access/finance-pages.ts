/**
 * The finance area's pages and buttons in the permission catalogue (permissions.ts): budgets,
 * contracts, receivables, reports, expenses, subject subsidies and early warnings.
 */
import type { PageEntry } from './permissions';

export const FINANCE_SYSTEM_PAGES = {
  /** The site's fee types (costTypeFlagList categories) budgets, accruals and expenses are priced in. */
  FinanceFeeTypes: {
    label: { 'zh-CN': '费用类型', en: 'Fee types' },
    buttons: {
      'feeType:manage': { 'zh-CN': '维护费用类型', en: 'Edit fee types' },
    },
  },
  /** Every project's earned, invoiced, received, outstanding and uninvoiced amounts, of the projects one may open. */
  FinanceDesk: {
    label: { 'zh-CN': '经费总览', en: 'Finance desk' },
    buttons: {},
  },
} as const satisfies Record<string, PageEntry>;

export const FINANCE_PROJECT_PAGES = {
  /** Budget versions priced per visit, procedure, subject, milestone; the project's currency and rates. */
  FinanceBudget: {
    label: { 'zh-CN': '经费预算', en: 'Budget' },
    buttons: {
      'budget:edit': { 'zh-CN': '编辑预算草稿', en: 'Edit budget drafts' },
      'budget:publish': { 'zh-CN': '发布预算', en: 'Publish budgets' },
      'financeSetting:edit': { 'zh-CN': '设置币种、管理费率与尾款比例', en: 'Set currency, fee rate and holdback' },
    },
  },
  /** The clinical trial agreement and its amendments, approved through the contract workflow. */
  FinanceContracts: {
    label: { 'zh-CN': '合同管理', en: 'Contracts' },
    buttons: {
      'contract:edit': { 'zh-CN': '编辑合同草稿', en: 'Edit contract drafts' },
      'contract:submit': { 'zh-CN': '提交合同审批', en: 'Submit contracts for approval' },
    },
  },
  /** What visits earned (accruals), invoices raised from them and the income received. */
  FinanceReceivables: {
    label: { 'zh-CN': '应收与到账', en: 'Receivables and income' },
    buttons: {
      'invoice:edit': { 'zh-CN': '编辑发票草稿', en: 'Edit invoice drafts' },
      'invoice:issue': { 'zh-CN': '开具与作废发票', en: 'Issue and void invoices' },
      'income:record': { 'zh-CN': '登记到账', en: 'Record income' },
    },
  },
  /** Budget against actual, income and expense by month, receivables ageing, subsidies paid. */
  FinanceReports: {
    label: { 'zh-CN': '经费报表', en: 'Finance reports' },
    buttons: { 'finance:export': { 'zh-CN': '导出经费报表', en: 'Export finance reports' } },
  },
  /** Research-fee expenses (fee bills): drafts, approval, payment; the management fee split off. */
  FinanceExpenses: {
    label: { 'zh-CN': '经费支出', en: 'Expenses' },
    buttons: {
      'expense:edit': { 'zh-CN': '填写支出单', en: 'Write expenses' },
      'expense:submit': { 'zh-CN': '提交支出审批', en: 'Submit expenses for approval' },
      'expense:pay': { 'zh-CN': '登记支付', en: 'Record payment' },
    },
  },
  /** What subjects are owed per completed visit, their subsidy bills, batches, approval and payout. */
  FinanceSubsidies: {
    label: { 'zh-CN': '受试者补助', en: 'Subject subsidies' },
    buttons: {
      'subsidy:edit': { 'zh-CN': '生成受试者补助单', en: 'Write subsidy bills' },
      'subsidy:submit': { 'zh-CN': '组批并提交审批', en: 'Batch and submit for approval' },
      'subsidy:issue': { 'zh-CN': '发放补助与查看收款账户', en: 'Pay out and see payee accounts' },
    },
  },
  /** Early-warning rules (budget consumed, invoice overdue, subsidy unpaid, contract expiring) and the warnings they raised. */
  FinanceWarnings: {
    label: { 'zh-CN': '经费预警', en: 'Finance warnings' },
    buttons: {
      'warning:manage': { 'zh-CN': '设置预警规则与处理预警', en: 'Set warning rules and resolve warnings' },
    },
  },
} as const satisfies Record<string, PageEntry>;
