/** The SAE and SUSAR pages' 递交伦理 button texts. */
import { defineMessages } from '../../../lib/i18n';

export const messages = defineMessages({
  'zh-CN': { forward: '递交伦理', forwarded: '已递交伦理', failed: '递交伦理失败' },
  en: { forward: 'Submit to ethics', forwarded: 'Submitted to ethics', failed: 'Could not submit to ethics' },
});
