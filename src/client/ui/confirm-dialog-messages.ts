import { defineMessages } from '../lib/i18n';

export const confirmDialogMessages = defineMessages({ 'zh-CN': { cancel: '取消' }, en: { cancel: 'Cancel' } });
