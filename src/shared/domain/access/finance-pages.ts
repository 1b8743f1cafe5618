/**
 * The finance area's pages and buttons in the permission catalogue (permissions.ts): the
 * finance desk across projects, each project's receivables (accruals, invoices, income) and
 * its reports.
 */
import type { PageEntry } from './permissions';

export const FINANCE_SYSTEM_PAGES = {
  /** Every project's earned, invoiced, received and outstanding amounts. */
  FinanceDesk: { label: { 'zh-CN': '经费总览', en: 'Finance desk' }, buttons: {} },
} as const satisfies Record<string, PageEntry>;

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
} as const satisfies Record<string, PageEntry>;
