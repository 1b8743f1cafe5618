/**
 * The audit trail's codes as people read them. An action is '<record>.<verb>' (ae.submit,
 * auth.password.modify) or a bare verb of the recruitment flow (accept, enrol); its name is
 * the verb's and the record's names together ('提交不良事件', 'Submit adverse event'). A code
 * this table does not know yet shows as itself, so a new action is never hidden.
 */
import type { LabelLocale, LocalizedText } from '../../../../shared/domain/labels';

const RECORDS: Record<string, LocalizedText> = {
  ae: { 'zh-CN': '不良事件', en: 'adverse event' },
  sae: { 'zh-CN': '严重不良事件', en: 'SAE' },
  susar: { 'zh-CN': 'SUSAR', en: 'SUSAR' },
  dsur: { 'zh-CN': 'DSUR', en: 'DSUR' },
  conMed: { 'zh-CN': '合并用药', en: 'concomitant medication' },
  violation: { 'zh-CN': '方案偏离', en: 'protocol deviation' },
  safetyRule: { 'zh-CN': '安全规则', en: 'safety rule' },
  safety: { 'zh-CN': '安全性数据', en: 'safety data' },
  audit: { 'zh-CN': '审计日志', en: 'audit trail' },
  auth: { 'zh-CN': '', en: '' },
  'auth.password': { 'zh-CN': '密码', en: 'password' },
  dict: { 'zh-CN': '字典项', en: 'dictionary entry' },
  file: { 'zh-CN': '文件', en: 'file' },
  milestone: { 'zh-CN': '里程碑', en: 'milestone' },
  org: { 'zh-CN': '组织机构', en: 'organisation' },
  patient: { 'zh-CN': '候选患者', en: 'candidate' },
  profile: { 'zh-CN': '个人资料', en: 'profile' },
  project: { 'zh-CN': '项目', en: 'project' },
  recruit: { 'zh-CN': '招募', en: 'recruitment' },
  recruitRule: { 'zh-CN': '招募规则', en: 'recruitment rule' },
  registration: { 'zh-CN': '注册申请', en: 'registration' },
  role: { 'zh-CN': '角色', en: 'role' },
  signature: { 'zh-CN': '电子签名', en: 'signature' },
  site: { 'zh-CN': '站点设置', en: 'site settings' },
  subject: { 'zh-CN': '受试者', en: 'subject' },
  user: { 'zh-CN': '用户', en: 'user' },
  visit: { 'zh-CN': '访视', en: 'visits' },
  visitPlan: { 'zh-CN': '访视计划', en: 'visit plan' },
  visitFeed: { 'zh-CN': '日历订阅链接', en: 'calendar feed link' },
  visitReminder: { 'zh-CN': '访视提醒', en: 'visit reminder' },
  qcPlan: { 'zh-CN': '质控计划', en: 'QC plan' },
  qcTask: { 'zh-CN': '质控任务', en: 'QC check task' },
  qcFinding: { 'zh-CN': '质控问题', en: 'QC finding' },
  qcEvidence: { 'zh-CN': '整改证明文件', en: 'QC evidence file' },
  appointment: { 'zh-CN': '监查预约', en: 'monitoring visit' },
  appointmentRule: { 'zh-CN': '预约规则', en: 'appointment rules' },
  monitoring: { 'zh-CN': '监查数据', en: 'monitoring data' },
  remote: { 'zh-CN': '远程监查', en: 'remote monitoring' },
  query: { 'zh-CN': '质疑', en: 'query' },
  sdv: { 'zh-CN': '源数据核查', en: 'source data verification' },
  // Inspections and self-checks (quality area).
  inspection: { 'zh-CN': '检查记录', en: 'inspection' },
  selfCheckList: { 'zh-CN': '自查清单', en: 'self-check list' },
  selfCheck: { 'zh-CN': '自查', en: 'self-check' },
  // Drug supply.
  warehouse: { 'zh-CN': '药房', en: 'pharmacy' },
  drugSetting: { 'zh-CN': '药品管理设置', en: 'drug settings' },
  drug: { 'zh-CN': '试验药品', en: 'trial drug' },
  drugArm: { 'zh-CN': '药品组别', en: 'drug arm' },
  drugDosage: { 'zh-CN': '药品剂量', en: 'drug dosage' },
  drugs: { 'zh-CN': '药品数据', en: 'drug data' },
};

const VERBS: Record<string, LocalizedText> = {
  accept: { 'zh-CN': '接受', en: 'Accept' },
  adjust: { 'zh-CN': '调整', en: 'Adjust' },
  answer: { 'zh-CN': '回复', en: 'Answer' },
  apply: { 'zh-CN': '提交', en: 'Submit' },
  applyPlan: { 'zh-CN': '应用计划到', en: 'Apply plan to' },
  archive: { 'zh-CN': '归档', en: 'Archive' },
  assign: { 'zh-CN': '指派', en: 'Assign' },
  attach: { 'zh-CN': '添加附件到', en: 'Attach file to' },
  book: { 'zh-CN': '预约', en: 'Book' },
  cancel: { 'zh-CN': '取消', en: 'Cancel' },
  check: { 'zh-CN': '核对', en: 'Check' },
  close: { 'zh-CN': '关闭', en: 'Close' },
  complete: { 'zh-CN': '完成', en: 'Complete' },
  confirm: { 'zh-CN': '确认', en: 'Confirm' },
  consent: { 'zh-CN': '记录知情同意：', en: 'Record consent:' },
  contact: { 'zh-CN': '联系', en: 'Contact' },
  copy: { 'zh-CN': '复制', en: 'Copy' },
  create: { 'zh-CN': '新增', en: 'Create' },
  defaultRegistration: { 'zh-CN': '设为注册默认', en: 'Set registration default' },
  delete: { 'zh-CN': '删除', en: 'Delete' },
  demoLoad: { 'zh-CN': '载入演示', en: 'Load demo' },
  deny: { 'zh-CN': '拒绝', en: 'Deny' },
  detach: { 'zh-CN': '移除附件：', en: 'Detach file from' },
  doctors: { 'zh-CN': '维护门诊医生：', en: 'Edit doctors of' },
  enrol: { 'zh-CN': '入组', en: 'Enrol' },
  export: { 'zh-CN': '导出', en: 'Export' },
  generate: { 'zh-CN': '生成', en: 'Generate' },
  hisSync: { 'zh-CN': 'HIS 同步', en: 'HIS sync of' },
  ignore: { 'zh-CN': '忽略', en: 'Ignore' },
  import: { 'zh-CN': '导入', en: 'Import' },
  invalid: { 'zh-CN': '标记无效：', en: 'Mark invalid:' },
  launch: { 'zh-CN': '启动', en: 'Launch' },
  lead: { 'zh-CN': '线索转为', en: 'Lead to' },
  lock: { 'zh-CN': '锁定账号', en: 'Lock account' },
  login: { 'zh-CN': '登录', en: 'Sign in' },
  logout: { 'zh-CN': '退出登录', en: 'Sign out' },
  mark: { 'zh-CN': '标记', en: 'Mark' },
  match: { 'zh-CN': '匹配', en: 'Match' },
  member: { 'zh-CN': '维护成员：', en: 'Edit team of' },
  modify: { 'zh-CN': '修改', en: 'Change' },
  numbering: { 'zh-CN': '编号规则：', en: 'Numbering of' },
  open: { 'zh-CN': '开启', en: 'Open' },
  pass: { 'zh-CN': '通过', en: 'Approve' },
  permissions: { 'zh-CN': '授权', en: 'Grant permissions to' },
  projectRoles: { 'zh-CN': '项目角色：', en: 'Project roles of' },
  publish: { 'zh-CN': '发布', en: 'Publish' },
  purge: { 'zh-CN': '清除', en: 'Purge' },
  pv: { 'zh-CN': '药物警戒处理', en: 'Pharmacovigilance step on' },
  raise: { 'zh-CN': '发起', en: 'Raise' },
  randomise: { 'zh-CN': '随机化', en: 'Randomise' },
  recruitStatus: { 'zh-CN': '招募状态：', en: 'Recruitment status of' },
  refuse: { 'zh-CN': '驳回', en: 'Refuse' },
  refused: { 'zh-CN': '拒绝', en: 'Refused' },
  reopen: { 'zh-CN': '重新打开', en: 'Reopen' },
  reorder: { 'zh-CN': '排序', en: 'Reorder' },
  replace: { 'zh-CN': '更换', en: 'Replace' },
  resetPassword: { 'zh-CN': '重置密码：', en: 'Reset password of' },
  return: { 'zh-CN': '退回', en: 'Return' },
  review: { 'zh-CN': '审核', en: 'Review' },
  revise: { 'zh-CN': '修订', en: 'Revise' },
  revoke: { 'zh-CN': '撤销', en: 'Revoke' },
  roles: { 'zh-CN': '分配角色：', en: 'Roles of' },
  rotateKey: { 'zh-CN': '轮换密钥：', en: 'Rotate key of' },
  save: { 'zh-CN': '保存', en: 'Save' },
  screenFail: { 'zh-CN': '筛选失败', en: 'Screen failure' },
  send: { 'zh-CN': '下发', en: 'Send' },
  set: { 'zh-CN': '设置', en: 'Set' },
  sign: { 'zh-CN': '签署', en: 'Sign' },
  start: { 'zh-CN': '启动', en: 'Start' },
  status: { 'zh-CN': '变更状态：', en: 'Change status of' },
  submit: { 'zh-CN': '提交', en: 'Submit' },
  terminate: { 'zh-CN': '终止', en: 'Terminate' },
  unmark: { 'zh-CN': '取消标记', en: 'Unmark' },
  update: { 'zh-CN': '修改', en: 'Update' },
  upload: { 'zh-CN': '上传', en: 'Upload' },
  view: { 'zh-CN': '查看', en: 'View' },
  visitReminderDays: { 'zh-CN': '访视提醒天数：', en: 'Reminder days of' },
};

/** Actions whose name is not their verb's and record's names together. */
const WHOLE_ACTIONS: Record<string, LocalizedText> = {
  'profile.avatar': { 'zh-CN': '更换头像', en: 'Change avatar' },
};

/** The audit rows' record kinds (the `entity` column), by the record's name above. */
const ENTITIES: Record<string, string> = {
  audit_log: 'audit',
  dict_item: 'dict',
  e_signature: 'signature',
  organization: 'org',
  project: 'project',
  recruitPatient: 'patient',
  registration_request: 'registration',
  role: 'role',
  safety_ae: 'ae',
  safety_con_med: 'conMed',
  safety_dsur: 'dsur',
  safety_rule: 'safetyRule',
  safety_sae: 'sae',
  safety_susar: 'susar',
  safety_violation: 'violation',
  site: 'site',
  staff_user: 'user',
  stored_file: 'file',
  trialSubject: 'subject',
  visit: 'visit',
  visitFeed: 'visitFeed',
  quality_plan: 'qcPlan',
  quality_check_task: 'qcTask',
  quality_finding: 'qcFinding',
  quality_evidence: 'qcEvidence',
  monitoring_visit: 'appointment',
  monitoring_setting: 'remote',
  quality_query: 'query',
  sdv_mark: 'sdv',
  // Inspections and self-checks (quality area).
  quality_inspection: 'inspection',
  self_check_template: 'selfCheckList',
  self_check_run: 'selfCheck',
  // Drug supply.
  drug_warehouse: 'warehouse',
  drug_setting: 'drugSetting',
  drug_product: 'drug',
  drug_arm: 'drugArm',
  drug_dosage: 'drugDosage',
};

/** The name of an audit action in a language, or the code itself when it is not known. */
export function auditActionLabel(action: string, locale: LabelLocale): string {
  const whole = WHOLE_ACTIONS[action];
  if (whole) return whole[locale];
  const cut = action.lastIndexOf('.');
  const verb = VERBS[action.slice(cut + 1)];
  const record = cut < 0 ? undefined : RECORDS[action.slice(0, cut)];
  if (!verb || (cut >= 0 && !record)) return action;
  const recordName = record?.[locale] ?? '';
  if (!recordName) return verb[locale];
  return locale === 'en' ? `${verb[locale]} ${recordName}` : `${verb[locale]}${recordName}`;
}

/** The name of an audit row's record kind, or the code itself when it is not known. */
export function auditEntityLabel(entity: string, locale: LabelLocale): string {
  const record = ENTITIES[entity];
  const name = record === undefined ? undefined : RECORDS[record]?.[locale];
  if (!name) return entity;
  return locale === 'en' ? name.charAt(0).toUpperCase() + name.slice(1) : name;
}
