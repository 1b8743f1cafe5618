/**
 * The finance area's pages and buttons in the permission catalogue (permissions.ts): each
 * project's receivables (accruals, invoices, income) and its reports.
 */
import type { PageEntry } from './permissions';

/** The finance desk across projects (FinanceDesk) joins here with its page. */
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
} as const satisfies Record<string, PageEntry>;
