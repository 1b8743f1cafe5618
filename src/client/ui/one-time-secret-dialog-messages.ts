import { defineMessages } from '../lib/i18n';

export const oneTimeSecretDialogMessages = defineMessages({
  'zh-CN': {
    account: '用户名',
    password: '初始密码',
    onceOnly: '密码只显示这一次，请立即复制并通过安全渠道告知本人。首次登录时须修改密码。',
    copy: '复制密码',
    copied: '已复制',
    copyFailed: '复制失败，请手动选择并复制',
    close: '关闭',
  },
  en: {
    account: 'User name',
    password: 'Initial password',
    onceOnly:
      'The password is shown this once only: copy it now and give it to the person through a safe channel. It must be changed at first sign-in.',
    copy: 'Copy password',
    copied: 'Copied',
    copyFailed: 'Could not copy: select the password and copy it by hand',
    close: 'Close',
  },
});
