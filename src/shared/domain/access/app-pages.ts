/**
 * The account software list (SPEC §7 /dTrial/*, issue 31): the hospital's other systems that
 * staff open from the app switcher, and which roles see each.
 */
import type { PageEntry } from './permissions';

export const APP_LIST_PAGES = {
  AppList: {
    label: { 'zh-CN': '应用列表', en: 'App list' },
    buttons: {
      'app:manage': { 'zh-CN': '维护应用列表', en: 'Edit the app list' },
    },
  },
} as const satisfies Record<string, PageEntry>;
