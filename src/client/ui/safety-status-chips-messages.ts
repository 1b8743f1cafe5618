import { defineMessages } from '../lib/i18n';

/** Where a safety report stands against its due time. */
export const dueStateMessages = defineMessages({
  'zh-CN': { open: '待提交', dueSoon: '即将到期', overdue: '逾期', inTime: '按时提交', late: '逾期提交' },
  en: { open: 'Open', dueSoon: 'Due soon', overdue: 'Overdue', inTime: 'Submitted in time', late: 'Submitted late' },
});
