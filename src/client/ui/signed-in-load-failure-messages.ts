import { defineMessages } from '../lib/i18n';

/** When the signed-in side's code cannot load: its texts, apart from the staff shell's so the public entry does not carry those. */
export const signedInLoadFailureMessages = defineMessages({
  'zh-CN': { loadFailed: '工作台加载失败', retry: '重试' },
  en: { loadFailed: 'The workbench could not be loaded', retry: 'Retry' },
});
