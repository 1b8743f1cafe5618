/**
 * The quality area's project pages and buttons in the permission catalogue (permissions.ts):
 * quality control (plans, check tasks, findings) and monitoring (visits, SDV and queries).
 */
import type { PageEntry } from './permissions';

export const QUALITY_PAGES = {
  // Monitoring (quality area): appointments, monitoring visits and work hours, remote monitoring.
  MonitoringVisits: {
    label: { 'zh-CN': '监查访视', en: 'Monitoring visits' },
    buttons: {
      'appointment:book': { 'zh-CN': '预约监查并提交监查报告', en: 'Book visits and write visit reports' },
      'appointment:review': {
        'zh-CN': '接受/拒绝/调整/启动监查预约',
        en: 'Accept, refuse, adjust or launch appointments',
      },
      'appointment:rules': { 'zh-CN': '维护预约规则', en: 'Edit appointment rules' },
      'remote:switch': { 'zh-CN': '开启/关闭远程监查', en: 'Open or close remote monitoring' },
    },
  },
  /** Source data verification and queries on subjects' records. */
  MonitoringQueries: {
    label: { 'zh-CN': 'SDV与质疑', en: 'SDV and queries' },
    buttons: {
      'sdv:mark': { 'zh-CN': '标记源数据核查', en: 'Mark records verified' },
      'query:manage': { 'zh-CN': '发起/关闭/重开质疑', en: 'Raise, close or re-open queries' },
      'query:answer': { 'zh-CN': '回复质疑', en: 'Answer queries' },
    },
  },
  /** Quality control: QC plan versions per project (checkpoints at three levels, trial nodes, items). */
  QualityPlans: {
    label: { 'zh-CN': '质控计划', en: 'QC plans' },
    buttons: {
      'qcPlan:update': { 'zh-CN': '编辑质控计划草稿', en: 'Edit QC plan drafts' },
      'qcPlan:publish': { 'zh-CN': '发布质控计划', en: 'Publish QC plans' },
    },
  },
  /** Check tasks generated from the published plan: run, complete, sign the QC report. */
  QualityCheckTasks: {
    label: { 'zh-CN': '质控任务', en: 'QC check tasks' },
    buttons: {
      'qcTask:assign': { 'zh-CN': '生成/指派/忽略质控任务', en: 'Generate, assign or ignore check tasks' },
      'qcTask:run': { 'zh-CN': '执行质控任务', en: 'Run check tasks' },
      'qcTask:sign': { 'zh-CN': '签署质控报告', en: 'Sign QC reports' },
    },
  },
  /** Findings to closure (整改): raise, answer with CAPA, accept or return, export. */
  QualityFindings: {
    label: { 'zh-CN': '质控问题与整改', en: 'QC findings' },
    buttons: {
      'qcFinding:raise': { 'zh-CN': '记录并下发质控问题', en: 'Record and send findings' },
      'qcFinding:answer': { 'zh-CN': '填写整改反馈', en: 'Answer findings' },
      'qcFinding:verify': { 'zh-CN': '确认或退回整改', en: 'Accept or return rectifications' },
      'qcFinding:export': { 'zh-CN': '导出质控问题', en: 'Export findings' },
    },
  },
  /** External inspections and audits of a project (NMPA, provincial, sponsor...) and their findings. */
  QualityInspections: {
    label: { 'zh-CN': '检查与稽查', en: 'Inspections and audits' },
    buttons: {
      'inspection:record': { 'zh-CN': '登记检查及其发现的问题', en: 'Record inspections and their findings' },
    },
  },
  /** The study team's self-check lists (自查): the checklist and its runs; 'no' answers become findings. */
  QualitySelfChecks: {
    label: { 'zh-CN': '自查', en: 'Self-checks' },
    buttons: {
      'selfCheck:template': { 'zh-CN': '维护自查清单', en: 'Edit the self-check list' },
      'selfCheck:run': { 'zh-CN': '开展自查', en: 'Run self-checks' },
    },
  },
  /** The project's quality at a glance: open findings, overdue tasks, SDV coverage, query ageing. */
  QualityDashboard: {
    label: { 'zh-CN': '质量看板', en: 'Quality dashboard' },
    buttons: {},
  },
} as const satisfies Record<string, PageEntry>;
