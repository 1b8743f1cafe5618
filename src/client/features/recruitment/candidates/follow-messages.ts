/** Texts of the candidate list's name search and sort, the contact's time and method, and the enrol button's reason. */
import { defineMessages } from '../../../lib/i18n';

export const followMessages = defineMessages({
  'zh-CN': {
    nameSearch: '姓名',
    namePlaceholder: '完整姓名，精确匹配',
    sort: '排序',
    sortUpdated: '最近更新在前',
    sortMatch: '按匹配结果（初筛符合在前）',
    contactTime: '联系时间',
    contactMethod: '联系方式',
    contactBy: '联系人',
    methodRequired: '请选择联系方式',
    timeRequired: '请填写联系时间',
    methodUnknown: '方式未记录',
    matchResult: '初筛结果',
  },
  en: {
    nameSearch: 'Name',
    namePlaceholder: 'Full name, exact match',
    sort: 'Sort',
    sortUpdated: 'Latest changes first',
    sortMatch: 'By match (pre-screen eligible first)',
    contactTime: 'Contact time',
    contactMethod: 'Method',
    contactBy: 'Staff member',
    methodRequired: 'Choose how the contact happened',
    timeRequired: 'Enter when the contact happened',
    methodUnknown: 'method not recorded',
    matchResult: 'Pre-screen',
  },
});
