import { defineMessages } from '../lib/i18n';

export const exportButtonMessages = defineMessages({
  'zh-CN': {
    export: '导出',
    exporting: '正在导出…',
    exportFailed: '导出失败',
  },
  en: {
    export: 'Export',
    exporting: 'Exporting…',
    exportFailed: 'Export failed',
  },
});
