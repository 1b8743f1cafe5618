/**
 * The finance area's pages and buttons in the permission catalogue (permissions.ts): fee
 * types, project budgets with the project's finance settings, and contracts.
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
} as const satisfies Record<string, PageEntry>;
