/**
 * SAE reports: the list with due states (24 hours from learnedAt), one report with its
 * attachments, the save of a draft and the assignment (SUITE.md 'Writes': one transaction,
 * version check, audit row `sae.create` / `sae.update` / `sae.assign`, entity safety_sae).
 * Submit, revise and delete are the shared lifecycle's (safety-records/lifecycle.ts); this
 * module adds the rules' attachment check before a submission and the submitted snapshot.
 */
import type { Sae, SaeAssignBody, SaeDetail, SaeListQuery, SaeSaveBody } from '../../../../shared/api/safety/sae';
import { dueState, saeDue } from '../../../../shared/domain/safety/due-dates';
import { DATE_RULES, type DateRuleId, learnedBeforeOnset } from '../../../../shared/domain/safety/date-rules';
import type { SeriousnessCriterion } from '../../../../shared/domain/safety/records';
import type { RecordStatus } from '../../../../shared/domain/safety/status';
import type { Db } from '../../../db/database';
import {
  type Actor,
  auditActor,
  changedFields,
  fieldProblem,
  isoTime,
  staleVersion,
} from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import {
  type LifecycleRow,
  type SubmitHooks,
  checkVersion,
  loadRecord,
  noSuchRecord,
  recordEntity,
  requireDraft,
} from '../records/lifecycle';
import { publishedSafetyRules } from '../rules/published';
import { saePage } from './listing';
import { type AttachmentRow, type SaeFields, type SaeListedRow, createSaeRepository } from './repository';

type Repository = ReturnType<typeof createSaeRepository>;

/** A row as the API answers it, its due state at `now` (a revised draft keeps its first submission's verdict). */
export function toSae(row: SaeListedRow, now: number): Sae {
  const { firstSubmittedAt, subjectId, aeId, ...rest } = row;
  const due = saeDue(Date.parse(row.learnedAt));
  const submittedAt = firstSubmittedAt ?? row.submittedAt;
  return {
    ...rest,
    subjectId,
    aeId,
    seriousness: JSON.parse(row.seriousness) as SeriousnessCriterion[],
    attachmentCount: Number(row.attachmentCount ?? 0),
    status: row.status as RecordStatus,
    ...due,
    dueState: dueState(due, now, submittedAt === null ? null : Date.parse(submittedAt)),
  };
}

export const toAttachment = ({ saeId: _saeId, ...row }: AttachmentRow) => row;

/** learnedAt as stored: ISO UTC, not in the future, not before the AE began (the date rules). */
function checkedLearnedAt(value: string, onsetDate: string, now: number): string {
  const at = Date.parse(value);
  if (!Number.isFinite(at)) throw fieldProblem('learnedAt', { 'zh-CN': '时间无效', en: 'Not a real time' });
  if (at > now) throw fieldProblem('learnedAt', { 'zh-CN': '获知时间不能晚于现在', en: 'Cannot be in the future' });
  if (learnedBeforeOnset(at, onsetDate)) throw dateRuleProblem('learnedNotBeforeOnset');
  return isoTime(at);
}

const dateRuleProblem = (rule: DateRuleId) => fieldProblem(DATE_RULES[rule].field, DATE_RULES[rule].message);

/** The body's fields as stored, refusing what does not belong to the project or makes no sense. */
async function checkedFields(repo: Repository, body: SaeSaveBody, now: number): Promise<SaeFields> {
  const ae = await repo.aeInProject(body.projectId, body.aeId);
  if (!ae) throw fieldProblem('aeId', { 'zh-CN': '不良事件不属于本项目', en: 'No such AE in this project' });
  const initialId = body.reportType === 'followup' ? await checkedInitial(repo, body) : null;
  if (body.reportType === 'first' && (await repo.otherInitial(ae.id, body.id))) throw dateRuleProblem('oneInitialSae');
  return {
    aeId: ae.id,
    subjectId: ae.subjectId,
    reportType: body.reportType,
    initialId,
    learnedAt: checkedLearnedAt(body.learnedAt, ae.onsetDate, now),
    seriousness: JSON.stringify(body.seriousness),
    description: body.description.trim(),
  };
}

/** A follow-up names a first report of the same AE that has been submitted. */
async function checkedInitial(repo: Repository, body: SaeSaveBody): Promise<number> {
  const initialId = body.initialId ?? null;
  if (initialId === null)
    throw fieldProblem('initialId', { 'zh-CN': '随访报告须选择首次报告', en: 'A follow-up names its first report' });
  const initial = await repo.byId(body.projectId, initialId);
  if (
    !initial ||
    initial.id === body.id ||
    initial.aeId !== body.aeId ||
    initial.reportType !== 'first' ||
    initial.firstSubmittedAt === null
  ) {
    throw fieldProblem('initialId', {
      'zh-CN': '首次报告须为同一不良事件已提交的首次SAE报告',
      en: 'Must be a submitted first report of the same AE',
    });
  }
  return initial.id;
}

/** The rules' attachment requirement, and the report as its revision keeps it. */
export const saeSubmitHooks: SubmitHooks = {
  async beforeSubmit(trx, row: LifecycleRow) {
    const rules = await publishedSafetyRules(trx, row.projectId);
    if (rules.sae.requireAttachment && (await createSaeRepository(trx).attachmentCount(row.id)) === 0) {
      throw fieldProblem('attachments', {
        'zh-CN': '安全性规则要求SAE报告上传附件后才能提交',
        en: 'The safety rules require an attachment',
      });
    }
  },
  async snapshot(row, trx) {
    const repo = createSaeRepository(trx);
    const listed = await repo.byId(row.projectId, row.id);
    if (!listed) return row;
    const attachments = (await repo.attachments(row.id)).map(toAttachment);
    return { ...toSae({ ...listed, ...row }, Date.parse(String(row.submittedAt))), attachments };
  },
};

export function createSaeService(db: Db) {
  return {
    /** Overdue drafts first, then by due time; the database filters and orders by due state at `now`. */
    async list(projectId: number, query: SaeListQuery, now: number): Promise<{ rows: Sae[]; total: number }> {
      const { ids, total } = await saePage(db, projectId, query, now);
      const rows = await createSaeRepository(db).byIds(projectId, ids);
      return { rows: rows.map((row) => toSae(row, now)), total };
    },

    async get(projectId: number, id: number, now: number): Promise<SaeDetail> {
      const repo = createSaeRepository(db);
      const row = await repo.byId(projectId, id);
      if (!row) throw noSuchRecord('sae');
      return { ...toSae(row, now), attachments: (await repo.attachments(id)).map(toAttachment) };
    },

    async save(body: SaeSaveBody, actor: Actor): Promise<{ id: number; version: number }> {
      const now = isoTime(actor.at);
      return db.transaction().execute(async (trx) => {
        const repo = createSaeRepository(trx);
        const fields = await checkedFields(repo, body, actor.at);
        const audit = { ...auditActor(actor), entity: recordEntity('sae') };
        if (body.id === undefined) {
          const id = await repo.insert(body.projectId, fields, actor.actorName, now);
          await appendAudit(trx, { ...audit, action: 'sae.create', entityId: id, after: fields });
          return { id, version: 1 };
        }
        if (body.version === undefined)
          throw fieldProblem('version', { 'zh-CN': '修改时必填', en: 'Required when updating' });
        const row = await loadRecord(trx, 'sae', body.projectId, body.id);
        checkVersion(row, body.version);
        requireDraft('sae', row);
        if (row.aeId !== fields.aeId)
          throw fieldProblem('aeId', { 'zh-CN': 'SAE报告的不良事件不能更改', en: 'The AE cannot change' });
        const { before, after, changed } = changedFields<SaeFields>(row, fields);
        if (!changed) return { id: row.id, version: row.version };
        if (!(await repo.update(row.id, row.version, after, now))) throw staleVersion();
        await appendAudit(trx, { ...audit, action: 'sae.update', entityId: row.id, before, after });
        return { id: row.id, version: row.version + 1 };
      });
    },

    /** Any status: who handles a report is not part of what was submitted. */
    async assign(body: SaeAssignBody, actor: Actor): Promise<{ id: number; version: number }> {
      return db.transaction().execute(async (trx) => {
        const repo = createSaeRepository(trx);
        const row = await loadRecord(trx, 'sae', body.projectId, body.id);
        checkVersion(row, body.version);
        const assigneeId = body.assigneeId;
        if (assigneeId !== null && !(await repo.assignee(body.projectId, assigneeId))) {
          throw dateRuleProblem('assigneeHoldsSae');
        }
        if (row.assigneeId === assigneeId) return { id: row.id, version: row.version };
        if (!(await repo.update(row.id, row.version, { assigneeId }, isoTime(actor.at)))) throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'sae.assign',
          entity: recordEntity('sae'),
          entityId: row.id,
          before: { assigneeId: row.assigneeId },
          after: { assigneeId },
        });
        return { id: row.id, version: row.version + 1 };
      });
    },

    assignees: (projectId: number) => createSaeRepository(db).team(projectId),
  };
}
