import { defineMessages } from '../lib/i18n';

/** The staff shell's load failure texts (shellMessages.loadFailed, retry), apart so the public entry does not carry the shell's. */
export const signedInLoadFailureMessages = defineMessages({
  'zh-CN': { loadFailed: '工作台加载失败', retry: '重试' },
  en: { loadFailed: 'The workbench could not be loaded', retry: 'Retry' },
});
