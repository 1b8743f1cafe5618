/** The shared confirmations of staff writes (lib/mutation-success.ts): saved, submitted, deleted... */
import { defineMessages } from './i18n';

export const successMessages = defineMessages({
  'zh-CN': {
    saved: '已保存',
    submitted: '已提交',
    deleted: '已删除',
    statusUpdated: '状态已更新',
    created: '已创建',
    sent: '已发送',
    published: '已发布',
    imported: '已导入',
  },
  en: {
    saved: 'Saved',
    submitted: 'Submitted',
    deleted: 'Deleted',
    statusUpdated: 'Status updated',
    created: 'Created',
    sent: 'Sent',
    published: 'Published',
    imported: 'Imported',
  },
});

export type SuccessKey = keyof (typeof successMessages)['zh-CN'];
