import { defineMessages } from '../../../lib/i18n';

export const deskMessages = defineMessages({
  'zh-CN': {
    title: '经费总览',
    table: '各项目经费',
    search: '搜索项目',
    project: '项目',
    currency: '币种',
    earned: '应收',
    invoiced: '已开票',
    received: '已到账',
    outstanding: '未到账',
    uninvoiced: '未开票',
  },
  en: {
    title: 'Finance desk',
    table: 'Finance by project',
    search: 'Search projects',
    project: 'Project',
    currency: 'Currency',
    earned: 'Earned',
    invoiced: 'Invoiced',
    received: 'Received',
    outstanding: 'Outstanding',
    uninvoiced: 'Uninvoiced',
  },
});
