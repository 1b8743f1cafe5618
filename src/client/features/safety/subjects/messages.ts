import { defineMessages } from '../../../lib/i18n';

export const subjectPickerMessages = defineMessages({
  'zh-CN': {
    noMatch: '没有匹配的受试者',
    loading: '搜索中…',
    typeToSearch: '输入受试者编号或缩写搜索',
  },
  en: {
    noMatch: 'No matching subject',
    loading: 'Searching…',
    typeToSearch: 'Type a subject number or initials to search',
  },
});
