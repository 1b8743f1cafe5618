import { defineMessages } from '../../lib/i18n';

export const projectTeamMessages = defineMessages({
  'zh-CN': {
    title: '项目成员',
    realname: '姓名',
    userName: '用户名',
    dept: '科室/单位',
    phone: '手机号',
    email: '邮箱',
    roles: '项目角色',
    status: '状态',
    enabled: '启用',
    disabled: '停用',
    hint: '成员及其项目角色在“用户管理 → 分配角色”中维护。',
  },
  en: {
    title: 'Project team',
    realname: 'Name',
    userName: 'User name',
    dept: 'Department or affiliation',
    phone: 'Mobile',
    email: 'E-mail',
    roles: 'Project roles',
    status: 'Status',
    enabled: 'Enabled',
    disabled: 'Disabled',
    hint: 'Members and their project roles are managed in Users → Assign roles.',
  },
});
