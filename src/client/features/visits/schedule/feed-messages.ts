import { defineMessages } from '../../../lib/i18n';

export const feedMessages = defineMessages({
  'zh-CN': {
    subscribe: '订阅日历',
    title: '订阅访视日程',
    intro:
      '把下面的链接添加到手机或电脑日历（“通过网址订阅”），日历会自动更新您可见的访视。链接即是凭证，请勿转发；受试者只显示编号和缩写。',
    none: '您还没有订阅链接。',
    activeSince: '订阅链接创建于 {date}。链接只在创建时显示一次；如需重新获取，请更换链接（旧链接随即失效）。',
    onceOnly: '链接只显示这一次，请立即复制到日历中。',
    url: '订阅链接',
    create: '创建订阅链接',
    replace: '更换链接',
    revoke: '撤销订阅',
    revoked: '订阅链接已撤销',
    copy: '复制链接',
    copied: '已复制',
    copyFailed: '复制失败，请手动选择并复制',
    failed: '操作失败',
    loadFailed: '订阅状态加载失败',
    close: '关闭',
  },
  en: {
    subscribe: 'Subscribe',
    title: 'Subscribe to the visit schedule',
    intro:
      'Add the link below to a phone or desktop calendar ("subscribe by URL"): the calendar keeps the visits you can see up to date. The link is the key: do not pass it on. Subjects show by number and initials only.',
    none: 'You have no subscription link yet.',
    activeSince:
      'Your subscription link was created on {date}. It is shown only when created; to get one again, replace it (the old link stops working).',
    onceOnly: 'The link is shown this once only: copy it into your calendar now.',
    url: 'Subscription link',
    create: 'Create a subscription link',
    replace: 'Replace the link',
    revoke: 'Revoke',
    revoked: 'The subscription link is revoked',
    copy: 'Copy link',
    copied: 'Copied',
    copyFailed: 'Could not copy: select the link and copy it by hand',
    failed: 'The action failed',
    loadFailed: 'Could not load the subscription',
    close: 'Close',
  },
});
