import { defineMessages } from '../lib/i18n';

export const unsavedChangesGuardMessages = defineMessages({
  'zh-CN': {
    title: '有未保存的修改',
    text: '离开后未保存的修改将丢失，确定离开吗？',
    leave: '离开',
  },
  en: {
    title: 'Unsaved changes',
    text: 'Your unsaved changes will be lost. Leave anyway?',
    leave: 'Leave',
  },
});
