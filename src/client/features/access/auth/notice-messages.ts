import { defineMessages } from '../../../lib/i18n';

export const noticeMessages = defineMessages({
  'zh-CN': {
    button: '通知',
    buttonUnread: '通知（{count} 条未读）',
    menu: '通知列表',
    loading: '正在加载通知…',
    failed: '通知加载失败',
    empty: '暂无通知',
    markAllRead: '全部标为已读',
    unread: '未读',
    due: '访视日 {date}',
  },
  en: {
    button: 'Notices',
    buttonUnread: 'Notices ({count} unread)',
    menu: 'Notice list',
    loading: 'Loading notices…',
    failed: 'Could not load notices',
    empty: 'No notices',
    markAllRead: 'Mark all as read',
    unread: 'Unread',
    due: 'Visit day {date}',
  },
});
