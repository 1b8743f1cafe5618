/**
 * Report seal writes (SUITE.md 'Writes', 'Approvals', 'Signatures'): one transaction each
 * with the row-version check and the audit row (entity 'report_seal': reportSeal.create,
 * reportSeal.update, reportSeal.submit; the approval's end: reportSeal.approve,
 * reportSeal.reject, reportSeal.withdraw). Submitting starts the approval (workflow
 * `reportSeal`); each decision signs the report's version (`sealContent`). The last approval
 * files the sealed PDF into the binder in the deciding transaction and keeps its version on
 * the application; a rejection leaves it to be corrected and submitted again; the applicant
 * taking the approval back returns it to draft.
 */
import type { Transaction } from 'kysely';
import type { ReportSealSaveBody, ReportSealSubmitBody } from '../../../../shared/api/documents/report-seals';
import {
  REPORT_SEAL,
  REPORT_SEAL_KIND_TEXT,
  REPORT_SEAL_RECORD_KIND,
  REPORT_SEAL_WORKFLOW,
  type ReportSealAction,
  type ReportSealKind,
  type ReportSealStatus,
} from '../../../../shared/domain/documents/report-seals';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/api-error';
import { type Actor, auditActor, cleanText, fieldProblem, isoTime, staleVersion } from '../../../services/staff-write';
import type { FileService } from '../../study';
import { type WorkflowHooks, firePostEvents, startApproval } from '../../work';
import { assertBinderWritable } from '../archive/service';
import { type ReportSealFields, createReportSealRepository } from './repository';
import { fileSealedReport } from './sealed-report';

export const REPORT_SEAL_ENTITY = 'report_seal';
type Repo = ReturnType<typeof createReportSealRepository>;
type SealRow = NonNullable<Awaited<ReturnType<Repo['byId']>>>;

const noSuch = () => notFound({ 'zh-CN': '盖章申请不存在', en: 'No such seal application' });
const REFUSED = {
  edit: { 'zh-CN': '只有草稿或已驳回的申请可以修改', en: 'Only a draft or rejected application can change' },
  submit: { 'zh-CN': '只有草稿或已驳回的申请可以提交', en: 'Only a draft or rejected application can be submitted' },
} as const satisfies Partial<Record<ReportSealAction, { 'zh-CN': string; en: string }>>;

/** What every decision of an application signs: which report, which version of it, and the file's hash. */
export const sealContent = (row: Pick<SealRow, 'id' | 'kind' | 'documentId' | 'title' | 'number' | 'checksum'>) => ({
  reportSealId: row.id,
  kind: row.kind,
  documentId: row.documentId,
  title: row.title,
  number: row.number,
  checksum: row.checksum,
});

function checkMove(row: SealRow | undefined, version: number, action: keyof typeof REFUSED): SealRow {
  if (!row) throw noSuch();
  if (row.version !== version) throw staleVersion();
  if (!REPORT_SEAL.can(row.status as ReportSealStatus, action)) throw badRequest(REFUSED[action]);
  return row;
}

async function fieldsOf(repo: Repo, body: ReportSealSaveBody): Promise<ReportSealFields> {
  const report = await repo.version(body.projectId, body.versionId);
  if (!report)
    throw fieldProblem('versionId', {
      'zh-CN': '请选择本项目研究文件夹中的报告文件版本',
      en: "Choose a version of the report in the project's binder",
    });
  if (body.periodTo < body.periodFrom)
    throw fieldProblem('periodTo', {
      'zh-CN': '报告期间的结束日期早于开始日期',
      en: 'The period ends before it starts',
    });
  return {
    kind: body.kind,
    documentId: report.documentId,
    versionId: report.versionId,
    periodFrom: body.periodFrom,
    periodTo: body.periodTo,
    notes: cleanText(body.notes),
  };
}

export function createReportSealService(db: Db) {
  return {
    async save(body: ReportSealSaveBody, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        await assertBinderWritable(trx, body.projectId);
        const repo = createReportSealRepository(trx);
        const fields = await fieldsOf(repo, body);
        const now = isoTime(actor.at);
        if (body.id === undefined) {
          const id = await repo.insert(body.projectId, fields, { id: actor.actorId, name: actor.actorName }, now);
          await appendAudit(trx, {
            ...auditActor(actor),
            action: 'reportSeal.create',
            entity: REPORT_SEAL_ENTITY,
            entityId: id,
            after: { projectId: body.projectId, ...fields, status: 'draft' },
          });
          return { id, version: 1 };
        }
        if (body.version === undefined)
          throw fieldProblem('version', { 'zh-CN': '修改时必填', en: 'Required when updating' });
        const row = checkMove(await repo.inProject(body.projectId, body.id), body.version, 'edit');
        const from = REPORT_SEAL.transitions.edit.from;
        if (!(await repo.update(row.id, row.version, from, { ...fields, status: 'draft' }, now))) throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'reportSeal.update',
          entity: REPORT_SEAL_ENTITY,
          entityId: row.id,
          before: { versionId: row.versionId, periodFrom: row.periodFrom, periodTo: row.periodTo, status: row.status },
          after: { ...fields, status: 'draft' },
        });
        return { id: row.id, version: row.version + 1 };
      });
    },

    async submit(body: ReportSealSubmitBody, actor: Actor) {
      const { result, post } = await db.transaction().execute(async (trx) => {
        await assertBinderWritable(trx, body.projectId);
        const repo = createReportSealRepository(trx);
        const row = checkMove(await repo.inProject(body.projectId, body.id), body.version, 'submit');
        if (!(await repo.version(row.projectId, row.versionId)))
          throw fieldProblem('versionId', {
            'zh-CN': '所选报告版本已撤回或被替代，请重新选择',
            en: 'The chosen report version was withdrawn or superseded: choose it again',
          });
        const now = isoTime(actor.at);
        const from = REPORT_SEAL.transitions.submit.from;
        if (!(await repo.update(row.id, row.version, from, { status: 'inReview', submittedAt: now }, now)))
          throw staleVersion();
        const kind = REPORT_SEAL_KIND_TEXT[row.kind as ReportSealKind]['zh-CN'];
        const started = await startApproval(
          trx,
          {
            key: REPORT_SEAL_WORKFLOW,
            projectId: row.projectId,
            recordKind: REPORT_SEAL_RECORD_KIND,
            recordId: row.id,
            title: `${kind}盖章：${row.title} v${row.number}`,
            amountFen: null,
          },
          actor,
        );
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'reportSeal.submit',
          entity: REPORT_SEAL_ENTITY,
          entityId: row.id,
          before: { status: row.status },
          after: { status: 'inReview', instanceId: started.instanceId, ...sealContent(row) },
        });
        return { result: { id: row.id, version: row.version + 1 }, post: started.post };
      });
      await firePostEvents(db, post);
      return result;
    },
  };
}

/** What a decision signs of the application (registered for the workflow key). */
export async function sealedRecord(db: Db, record: { recordId: number }) {
  const row = await createReportSealRepository(db).byId(record.recordId);
  return row ? sealContent(row) : null;
}

type Outcome = 'approve' | 'reject' | 'withdraw';

async function settle(
  trx: Transaction<Database>,
  files: FileService,
  instanceId: number,
  id: number,
  outcome: Outcome,
  actor: Actor,
) {
  const repo = createReportSealRepository(trx);
  const row = await repo.byId(id);
  if (!row || row.status !== 'inReview')
    throw badRequest({ 'zh-CN': '该申请已不在审核中', en: 'This application is no longer in review' });
  const now = isoTime(actor.at);
  const to = REPORT_SEAL.transitions[outcome].to;
  const filed = outcome === 'approve' ? await fileSealedReport(trx, files, row, instanceId, actor) : null;
  const change = {
    status: to,
    decidedAt: outcome === 'withdraw' ? null : now,
    ...(filed ? { sealedDocumentId: filed.documentId, sealedVersionId: filed.versionId } : {}),
  };
  if (!(await repo.update(row.id, row.version, ['inReview'], change, now))) throw staleVersion();
  await appendAudit(trx, {
    ...auditActor(actor),
    action: `reportSeal.${outcome}`,
    entity: REPORT_SEAL_ENTITY,
    entityId: row.id,
    before: { status: 'inReview' },
    after: { status: to, instanceId, ...(filed ? { sealedVersionId: filed.versionId } : {}) },
  });
}

/** The approval's end: approved → sealed and filed; rejected → rejected; taken back → draft. */
export function reportSealWorkflowHooks(files: FileService): WorkflowHooks {
  return {
    end: async (trx, { instance, actor }) =>
      settle(
        trx as Transaction<Database>,
        files,
        instance.id,
        instance.recordId,
        instance.status === 'approved' ? 'approve' : 'reject',
        actor,
      ),
    manualEnd: async (trx, { instance, actor }) =>
      settle(trx as Transaction<Database>, files, instance.id, instance.recordId, 'withdraw', actor),
  };
}
