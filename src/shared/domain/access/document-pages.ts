/**
 * The documents area's pages and buttons in the permission catalogue (permissions.ts): the
 * directory templates of the binder (system) and a project's binder (project).
 */
import type { PageEntry } from './permissions';

export const DOCUMENT_SYSTEM_PAGES = {
  /** The binder's folder structure as versioned templates; a new project gets the published one. */
  DocumentTemplates: {
    label: { 'zh-CN': '目录模板', en: 'Directory templates' },
    buttons: {
      'docTemplate:manage': { 'zh-CN': '编辑与发布目录模板', en: 'Edit and publish directory templates' },
      /** Help center articles are the documents area's system binder: written with the templates. */
      'helpArticle:write': { 'zh-CN': '编写帮助文章', en: 'Write help articles', helpId: 'help-help-center' },
    },
  },
  /** Documents by name, folder, status, expiry and uploader across the binders one may read. */
  DocumentSearch: {
    label: { 'zh-CN': '文件检索', en: 'Document search' },
    helpId: 'help-document-search',
    buttons: {},
  },
} as const satisfies Record<string, PageEntry>;

export const DOCUMENT_PROJECT_PAGES = {
  /** The project's binder (investigator site file): folders, documents and their versions. */
  DocumentBinder: {
    label: { 'zh-CN': '研究文件夹', en: 'Study binder' },
    helpId: 'help-document-binder',
    buttons: {
      'document:upload': {
        'zh-CN': '上传文件与新版本、删除草稿版本',
        en: 'Upload documents and new versions, delete draft versions',
      },
      'document:folder': { 'zh-CN': '新增文件夹', en: 'Add folders' },
    },
  },
} as const satisfies Record<string, PageEntry>;
