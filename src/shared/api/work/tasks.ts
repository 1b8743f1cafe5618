/**
 * The task inbox (issue 15 item 6, SPEC §7 task lists under /api/trial/task): the signed-in
 * user's open tasks across the projects of their team, each kind only in the projects where
 * their project roles grant the button that does it (which rows to show, not a permission
 * check: the declared access is system page TaskInbox). Subjects appear by number and
 * initials only; follow-up candidates by their id only.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { ProjectButton } from '../../domain/access';
import type { LocalizedText } from '../../domain/labels';
import { DUE_STATES } from '../../domain/safety';
import { defineEndpoint } from '../contract/endpoint';
import { dataEnvelope } from '../contract/envelope';
import { idSchema, pagingProperties } from '../contract/staff-fields';

export const TASK_KINDS = [
  'aeSubmit',
  'saeRaise',
  'saeSubmit',
  'susarSubmit',
  'dsurSubmit',
  'pvReview',
  'violationReview',
  'conMedCheck',
  'visitDue',
  'followUp',
  // Monitoring.
  'queryAnswer',
  'queryClose',
  'appointmentReview',
  'appointmentConfirm',
  // Quality control.
  'qcTaskRun',
  'qcFindingAnswer',
  'qcFindingVerify',
  // Approvals.
  'approvalStep',
  // Finance.
  'financeWarning',
  // Documents.
  'documentExpiry',
  // Ethics.
  'ethicsContinuingReview',
] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

/** The project button that does each kind of task: a kind shows only where the user holds it. */
export const TASK_KIND_BUTTONS = {
  aeSubmit: ['ae:submit'],
  saeRaise: ['sae:update'],
  saeSubmit: ['sae:submit'],
  susarSubmit: ['susar:submit'],
  dsurSubmit: ['dsur:submit'],
  pvReview: ['susar:pv', 'dsur:pv'],
  violationReview: ['violation:review'],
  conMedCheck: ['cmed:check'],
  visitDue: ['visit:record'],
  followUp: ['recruit:follow'],
  // Monitoring.
  queryAnswer: ['query:answer'],
  queryClose: ['query:manage'],
  appointmentReview: ['appointment:review'],
  appointmentConfirm: ['appointment:book'],
  // Quality control.
  qcTaskRun: ['qcTask:run'],
  qcFindingAnswer: ['qcFinding:answer'],
  qcFindingVerify: ['qcFinding:verify'],
  // Approvals: by the step's approver rule and the caller's delegations, not by a button.
  approvalStep: [],
  // Finance: open early warnings, where the user sets the rules and resolves warnings.
  financeWarning: ['warning:manage'],
  // Documents: where the user uploads binder documents; a document's owner also sees their own.
  documentExpiry: ['document:upload'],
  // Ethics: where the user submits the project's ethics submissions.
  ethicsContinuingReview: ['ethics:submit'],
} as const satisfies Record<TaskKind, readonly ProjectButton[]>;

/**
 * Drafts a user edits but does not submit (a coordinator's AE and SAE drafts): in projects
 * where they hold this button and not the kind's own, they see the drafts they created.
 */
export const TASK_KIND_OWN_DRAFT_BUTTONS = {
  aeSubmit: 'ae:update',
  saeSubmit: 'sae:update',
} as const satisfies Partial<Record<TaskKind, ProjectButton>>;

export const TASK_KIND_LABELS: Record<TaskKind, LocalizedText> = {
  aeSubmit: { 'zh-CN': 'AE待提交', en: 'AE to submit' },
  saeRaise: { 'zh-CN': '待上报SAE', en: 'SAE to raise' },
  saeSubmit: { 'zh-CN': 'SAE报告待提交', en: 'SAE report to submit' },
  susarSubmit: { 'zh-CN': 'SUSAR报告待提交', en: 'SUSAR report to submit' },
  dsurSubmit: { 'zh-CN': 'DSUR报告待提交', en: 'DSUR report to submit' },
  pvReview: { 'zh-CN': '药物警戒待审核', en: 'PV review' },
  violationReview: { 'zh-CN': '方案违背待审核', en: 'Violation to review' },
  conMedCheck: { 'zh-CN': '合并用药待核对', en: 'Con med to check' },
  visitDue: { 'zh-CN': '访视待完成', en: 'Visit due' },
  followUp: { 'zh-CN': '患者待随访', en: 'Patient to follow up' },
  // Monitoring.
  queryAnswer: { 'zh-CN': '质疑待回复', en: 'Query to answer' },
  queryClose: { 'zh-CN': '质疑待关闭', en: 'Query answered' },
  appointmentReview: { 'zh-CN': '监查预约待确认', en: 'Monitoring visit to review' },
  appointmentConfirm: { 'zh-CN': '监查时间待确认', en: 'Proposed day to confirm' },
  // Quality control.
  qcTaskRun: { 'zh-CN': '质控任务待执行', en: 'QC task to run' },
  qcFindingAnswer: { 'zh-CN': '质控问题待整改', en: 'QC finding to rectify' },
  qcFindingVerify: { 'zh-CN': '整改反馈待确认', en: 'QC rectification to verify' },
  // Approvals.
  approvalStep: { 'zh-CN': '待我审批', en: 'Approval to decide' },
  // Finance.
  financeWarning: { 'zh-CN': '经费预警待处理', en: 'Finance warning to deal with' },
  // Documents.
  documentExpiry: { 'zh-CN': '文件即将到期', en: 'Document due to expire' },
  ethicsContinuingReview: { 'zh-CN': '伦理跟踪审查到期', en: 'Continuing ethics review due' },
};

const localizedTextSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['zh-CN', 'en'],
  properties: { 'zh-CN': { type: 'string' }, en: { type: 'string' } },
} as const;

export const taskRowSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'key',
    'kind',
    'projectId',
    'projectName',
    'recordId',
    'subjectId',
    'subjectNumber',
    'initials',
    'title',
    'detail',
    'dueAt',
    'dueLabel',
    'dueState',
    'overdue',
  ],
  properties: {
    /** `kind:recordId` (pvReview: `pvReview:susar:id` or `pvReview:dsur:id`), unique across the inbox. */
    key: { type: 'string' },
    kind: { type: 'string', enum: TASK_KINDS },
    projectId: { type: 'integer' },
    projectName: { type: 'string' },
    /**
     * The record the task is about: the AE (aeSubmit, saeRaise), SAE, SUSAR, DSUR (pvReview:
     * see `pvKind`), violation, con med, subject visit, candidate patient (followUp), query
     * (queryAnswer, queryClose), monitoring visit (appointmentReview, appointmentConfirm), QC
     * check task (qcTaskRun), QC finding (qcFindingAnswer, qcFindingVerify), approval step
     * (approvalStep: decided on the My approvals page), finance warning (financeWarning) or
     * binder document whose effective version is due to expire (documentExpiry) or ethics
     * letter whose approval's continuing review is due (ethicsContinuingReview).
     */
    recordId: { type: 'integer' },
    /** pvReview only: which report the record id names. */
    pvKind: { type: 'string', enum: ['susar', 'dsur'] },
    /** documentExpiry only: the binder folder the document is filed in. */
    folderId: { type: 'integer' },
    subjectId: { type: ['integer', 'null'] },
    /** The subject by number and name initials only, never the patient's name. */
    subjectNumber: { type: ['string', 'null'] },
    initials: { type: ['string', 'null'] },
    /** In both UI languages, e.g. 'SAE报告待提交 · 中性粒细胞减少'. */
    title: localizedTextSchema,
    /** In both UI languages: the subject, the key days and facts a reader needs to pick the task up. */
    detail: localizedTextSchema,
    dueAt: { type: ['string', 'null'] },
    dueLabel: { type: ['string', 'null'] },
    dueState: { type: ['string', 'null'], enum: [...DUE_STATES, null] },
    /** Past its due time (a visit: its window ended before today; a follow-up: its day has passed). */
    overdue: { type: 'boolean' },
  },
} as const;

const count = { type: 'integer' } as const;
export const taskCountsSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...TASK_KINDS],
  properties: {
    aeSubmit: count,
    saeRaise: count,
    saeSubmit: count,
    susarSubmit: count,
    dsurSubmit: count,
    pvReview: count,
    violationReview: count,
    conMedCheck: count,
    visitDue: count,
    followUp: count,
    queryAnswer: count,
    queryClose: count,
    appointmentReview: count,
    appointmentConfirm: count,
    qcTaskRun: count,
    qcFindingAnswer: count,
    qcFindingVerify: count,
    approvalStep: count,
    financeWarning: count,
    documentExpiry: count,
    ethicsContinuingReview: count,
  },
} as const;

export const taskInboxEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/trial/task/inbox',
  access: { scope: 'system', page: 'TaskInbox' },
  summary: "The caller's open tasks across their projects and areas, by regulatory weight, then by due time",
  schema: {
    querystring: {
      type: 'object',
      additionalProperties: false,
      properties: { projectId: idSchema, kind: { type: 'string', enum: TASK_KINDS }, ...pagingProperties },
    },
    response: dataEnvelope({
      type: 'object',
      additionalProperties: false,
      required: ['today', 'rows', 'total', 'counts', 'projects'],
      properties: {
        /** The hospital's today. */
        today: { type: 'string' },
        /**
         * One page, paged in the database: by regulatory weight (the 24-hour SAE clock, SUSAR,
         * DSUR, then the rest), then due time ascending (none last), then newest.
         */
        rows: { type: 'array', items: taskRowSchema },
        /** Tasks of the project and kind filters. */
        total: { type: 'integer' },
        /** Tasks per kind with the project filter (not the kind filter) applied. */
        counts: taskCountsSchema,
        /** The projects where the caller has any kind of task to do (for the project filter). */
        projects: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['id', 'name'],
            properties: { id: { type: 'integer' }, name: { type: 'string' } },
          },
        },
      },
    }),
  },
});

export type TaskRow = FromSchema<typeof taskRowSchema>;
export type TaskCounts = FromSchema<typeof taskCountsSchema>;
export type TaskInboxQuery = FromSchema<(typeof taskInboxEndpoint)['schema']['querystring']>;
export type TaskInbox = NonNullable<FromSchema<(typeof taskInboxEndpoint)['schema']['response']>['data']>;
