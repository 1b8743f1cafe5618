import { defineMessages } from '../../lib/i18n';

export const homeMessages = defineMessages({
  'zh-CN': {
    title: '首页',
    total: '共 {total} 条',
    noData: '暂无数据',
    viewDetails: '查看详情',
    trialDrug: '试验药物',
    indication: '适应症',
  },
  en: {
    title: 'Home',
    total: '{total} in total',
    noData: 'No data found',
    viewDetails: 'View details',
    trialDrug: 'Trial drug',
    indication: 'Indication',
  },
});
