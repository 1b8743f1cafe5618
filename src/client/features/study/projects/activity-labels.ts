import type { LocalizedText } from '../../../../shared/domain/labels';

/** The names of a project's audit actions in its activity tab. */
export const PROJECT_ACTIVITY_LABELS: Record<string, LocalizedText> = {
  'project.create': { 'zh-CN': '新建项目', en: 'Created' },
  'project.copy': { 'zh-CN': '复制为新项目', en: 'Created as a copy' },
  'project.update': { 'zh-CN': '编辑项目', en: 'Edited' },
  'project.publish': { 'zh-CN': '发布', en: 'Published' },
  'project.unpublish': { 'zh-CN': '撤回发布', en: 'Withdrawn' },
  'project.recruitStatus': { 'zh-CN': '修改招募状态', en: 'Recruitment status changed' },
  'project.doctors': { 'zh-CN': '维护门诊医生', en: 'Doctors changed' },
  'project.start': { 'zh-CN': '启动项目', en: 'Started' },
  'project.terminate': { 'zh-CN': '终止项目', en: 'Terminated' },
  'project.archive': { 'zh-CN': '归档项目', en: 'Archived' },
  'project.import': { 'zh-CN': '导入项目', en: 'Imported' },
  'project.member': { 'zh-CN': '调整项目成员', en: 'Team changed' },
  'milestone.create': { 'zh-CN': '新增里程碑', en: 'Milestone added' },
  'milestone.update': { 'zh-CN': '修改里程碑', en: 'Milestone changed' },
  'milestone.delete': { 'zh-CN': '删除里程碑', en: 'Milestone removed' },
};
