import { defineMessages } from '../../../lib/i18n';

export const templateMessages = defineMessages({
  'zh-CN': {
    title: '目录模板',
    template: '模板',
    versions: '版本',
    folders: '文件夹',
    published: '已发布',
    draft: '草稿',
    retired: '已停用',
    allowed: '允许的文件',
  },
  en: {
    title: 'Directory templates',
    template: 'Template',
    versions: 'Versions',
    folders: 'Folders',
    published: 'Published',
    draft: 'Draft',
    retired: 'Retired',
    allowed: 'Allowed files',
  },
});
