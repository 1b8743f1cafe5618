/**
 * The report catalogue's page (SUITE.md 'Reports'): every staff role sees the reports, runs
 * those it holds and applies for the others (shared/domain/reports/catalogue.ts).
 */
import type { PageEntry } from './permissions';

export const REPORT_PAGES = {
  Reports: {
    label: { 'zh-CN': '报表', en: 'Reports' },
    buttons: {
      'report:apply': { 'zh-CN': '申请报表', en: 'Apply for a report' },
    },
  },
} as const satisfies Record<string, PageEntry>;
