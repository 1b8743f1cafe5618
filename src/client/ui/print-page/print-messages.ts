import { defineMessages } from '../../lib/i18n';

export const printMessages = defineMessages({
  'zh-CN': {
    print: '打印',
    printedAt: '打印时间（医院时间）',
    project: '项目',
    projectNo: '项目编号',
    sponsor: '申办方',
    loading: '正在加载…',
    failed: '加载失败',
  },
  en: {
    print: 'Print',
    printedAt: 'Printed (hospital time)',
    project: 'Project',
    projectNo: 'Project no.',
    sponsor: 'Sponsor',
    loading: 'Loading…',
    failed: 'Could not load',
  },
});
