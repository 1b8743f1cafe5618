import { defineMessages } from '../lib/i18n';

export const filterFormMessages = defineMessages({
  'zh-CN': { search: '搜索', reset: '重置', filters: '筛选条件' },
  en: { search: 'Search', reset: 'Reset', filters: 'Filters' },
});
