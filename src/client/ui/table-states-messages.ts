import { defineMessages } from '../lib/i18n';

export const tableStatesMessages = defineMessages({
  'zh-CN': { noData: '暂无数据', loadFailed: '加载失败', retry: '重试', loading: '加载中' },
  en: { noData: 'No data', loadFailed: 'Could not load the data', retry: 'Retry', loading: 'Loading' },
});
