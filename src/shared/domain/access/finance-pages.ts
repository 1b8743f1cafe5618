/**
 * The finance area's pages and buttons in the permission catalogue (permissions.ts): budgets,
 * contracts, receivables, reports, expenses, subject subsidies and warnings.
 */
import type { PageEntry } from './permissions';

export const FINANCE_SYSTEM_PAGES = {} as const satisfies Record<string, PageEntry>;

export const FINANCE_PROJECT_PAGES = {
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
} as const satisfies Record<string, PageEntry>;
