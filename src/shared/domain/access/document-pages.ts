/**
 * The documents area's pages and buttons in the permission catalogue (permissions.ts): the
 * directory templates of the binder (system), a project's binder, its versions' signature
 * manifests and its summary reports' seal applications (project).
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
      'document:archive': {
        'zh-CN': '归档研究文件夹（项目结束后）',
        en: 'Archive the binder (once the project is closed)',
      },
      'document:archiveCancel': { 'zh-CN': '撤销研究文件夹归档', en: "Cancel the binder's archive" },
      'document:withdraw': { 'zh-CN': '撤回生效版本（签名）', en: 'Withdraw effective versions (signed)' },
    },
  },
  /** A version's signatures (review decisions, withdrawal), each checked against the version now. */
  DocumentSignatures: {
    label: { 'zh-CN': '签名清单', en: 'Signature manifest' },
    buttons: {},
  },
  /** The institution's review and seal of the project's stage and final summary reports. */
  ReportSeals: {
    label: { 'zh-CN': '报告盖章', en: 'Report seal' },
    buttons: {
      'reportSeal:apply': {
        'zh-CN': '申请阶段小结与总结报告盖章',
        en: 'Apply for the seal of stage and final summary reports',
      },
    },
  },
} as const satisfies Record<string, PageEntry>;
