import { defineMessages } from '../lib/i18n';

export const passwordFieldMessages = defineMessages({
  'zh-CN': { show: '显示密码', hide: '隐藏密码' },
  en: { show: 'Show password', hide: 'Hide password' },
});
