/**
 * The help center's first articles (migration 047), one per help id of the permission
 * catalogue's main pages and buttons and the workbench: short Markdown in Chinese with an
 * English title. Administrators write later versions in the help center; these are only the
 * first versions.
 */
export interface HelpArticleSeed {
  helpId: string;
  title: string;
  titleEn: string;
  body: string;
}

export const HELP_ARTICLES: HelpArticleSeed[] = [
  {
    helpId: 'help-workbench',
    title: '工作台',
    titleEn: 'Workbench',
    body: `# 工作台

登录后首先看到的页面，汇总您所参与项目中需要处理的事项。

- **待办与计数**：各业务区（安全性报告、访视、随访、审批等）提交给您的待办数量；点击进入对应页面。
- **左侧导航**：只显示您有权限的页面；项目内页面需先在导航中选择项目。
- **右上角**：切换语言、查看通知、修改密码与退出。

> 每个页面右上角的 **?** 按钮都会打开该页面的帮助。
`,
  },
  {
    helpId: 'help-task-inbox',
    title: '待办任务',
    titleEn: 'Task inbox',
    body: `# 待办任务

按**法规重要程度**、再按**到期时间**排列的个人待办，来自您参与的所有项目。

1. 点击任务进入对应记录处理；处理完成后任务自动消失。
2. 已超期的任务以醒目颜色标出。
3. 审批步骤也会出现在这里，也可在“我的审批”中集中处理。
`,
  },
  {
    helpId: 'help-my-approvals',
    title: '我的审批',
    titleEn: 'My approvals',
    body: `# 我的审批

列出您现在可以决定的审批步骤（作为审批人或代理人）。

- **同意/驳回**：需要重新输入密码完成电子签名，签名记录姓名、时间、含义与内容摘要。
- **外出代理**：在“我的代理”中设置起止日期和代理人，期间的审批步骤由代理人处理。
- 审批流程的定义由管理员在“审批流程”页面维护。
`,
  },
  {
    helpId: 'help-project-team',
    title: '项目成员',
    titleEn: 'Project team',
    body: `# 项目成员

维护本项目的研究团队及每位成员在项目中的角色。

- 成员的角色决定其在本项目中能看到的页面和能执行的操作。
- 只能授予或收回自己有权授予的角色。
- 研究文件夹中的**授权分工表**由本页的成员与角色生成。
`,
  },
  {
    helpId: 'help-trial-subjects',
    title: '受试者',
    titleEn: 'Trial subjects',
    body: `# 受试者

本项目已筛选或入组的受试者列表，只显示编号和姓名缩写。

- **筛选入组**：从候选患者添加，或直接录入。
- **状态变更**：筛选中 → 已入组 → 完成/退出，每次变更记入审计日志。
- **导出**：按当前筛选条件导出 CSV 或 Excel。
`,
  },
  {
    helpId: 'help-document-binder',
    title: '研究文件夹',
    titleEn: 'Study binder',
    body: `# 研究文件夹

项目的研究者文件夹（ISF）：左侧为目录，右侧为所选目录中的文件。

- **上传**：每个目录只接受规定的文件类型（PDF、Office、图片），并有大小限制；上传前经过病毒扫描。
- **版本**：上传新版本不会覆盖旧版本；新的生效版本会使旧版本变为“已替代”，旧版本仍可下载。
- **草稿**：只有草稿版本可以删除。
- **授权分工表**：点击“生成授权分工表”，由项目成员与角色生成并归档为新版本；成员未变化时不产生新版本。
`,
  },
  {
    helpId: 'help-document-search',
    title: '文件检索',
    titleEn: 'Document search',
    body: `# 文件检索

在您可以查看研究文件夹的所有项目中查找文件（不检索文件正文）。

- 可按**文件名**、**目录**（编号或名称）、**状态**、**有效期**（已过期、N 天内到期、某日前到期）和**上传人**筛选。
- 每行显示项目、目录、当前版本及其状态和有效期；点击项目名打开该项目的研究文件夹。
`,
  },
  {
    helpId: 'help-user-manage',
    title: '用户管理',
    titleEn: 'Users',
    body: `# 用户管理

新增、编辑、停用或启用员工账号，重置密码，分配系统角色。

- 停用的用户不能登录，其历史记录保留。
- 重置密码后，用户下次登录须修改密码。
`,
  },
  {
    helpId: 'help-role-manage',
    title: '角色管理',
    titleEn: 'Roles',
    body: `# 角色管理

角色是一组页面权限和按钮权限，分为**系统**与**项目**两个范围。

- 系统范围：全院级页面，如用户管理、审批流程。
- 项目范围：在某个项目中授予成员，如受试者、研究文件夹。
`,
  },
  {
    helpId: 'help-role-permission',
    title: '配置权限',
    titleEn: 'Edit permissions',
    body: `# 配置权限

勾选角色可访问的页面及页面上的按钮；按钮只在同时拥有其页面时生效。

> 修改会立即影响拥有该角色的所有用户，并记入审计日志。
`,
  },
  {
    helpId: 'help-help-center',
    title: '帮助中心与编写帮助文章',
    titleEn: 'Help center and writing articles',
    body: `# 帮助中心

每个页面右上角的 **?** 打开该页面的帮助文章；帮助中心列出全部文章，可按标题搜索。

## 编写帮助文章（管理员）

- 文章用 Markdown 书写：标题 \`#\`、列表 \`-\`、加粗 \`**文字**\`、引用 \`>\`。
- 保存即生成**新版本**，旧版本保留不覆盖；读者看到的是最新版本。
- 文章按帮助编号（如 \`help-user-manage\`）对应页面或按钮。
`,
  },
];
