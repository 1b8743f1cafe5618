import { defineMessages } from '../lib/i18n';

export const criteriaTextMessages = defineMessages({ 'zh-CN': { empty: '暂无数据' }, en: { empty: 'No data' } });
