import { defineMessages } from '../lib/i18n';

export const formDialogMessages = defineMessages({
  'zh-CN': { cancel: '取消', save: '保存' },
  en: { cancel: 'Cancel', save: 'Save' },
});
