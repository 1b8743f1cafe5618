/**
 * The demo's report seals (issue 31 item 6), in the first demo project, made through the
 * report seals' own writes so the versions, approvals, audit rows and the filed sealed PDF are
 * real: the 2025 stage summary report (阶段小结) submitted by the coordinator three weeks ago,
 * confirmed by the investigator and sealed by the institution office (the demo administrator) two
 * weeks ago, its sealed PDF filed into the binder; and the final summary report (总结报告)
 * submitted two days ago, waiting for the investigator on 我的审批. The demo knows no password:
 * each decision's signature row is written with the content a decision signs, as the binder's
 * demo review does. Loaded once, when the report_seal table, the seal workflow, the demo users
 * and the project's binder exist and the project has no application; times relative to `now`.
 */
import type { Transaction } from 'kysely';
import { signatureMeaningText } from '../../../shared/domain/access/signatures';
import { REPORT_SEAL_RECORD_KIND, REPORT_SEAL_WORKFLOW } from '../../../shared/domain/documents/report-seals';
import { DOCUMENT_MAX_BYTES } from '../../../shared/domain/documents/uploads';
import { DAY_MS, addDays, hospitalDay } from '../../../shared/domain/hospital-time';
import { contentHash } from '../../lib/canonical-json';
import { createDocumentService } from '../../modules/documents/binder/service';
import { createReportSealRepository } from '../../modules/documents/seals/repository';
import { SEALED_REPORT_FOLDER } from '../../modules/documents/seals/sealed-report';
import { createReportSealService, reportSealWorkflowHooks, sealContent } from '../../modules/documents/seals/service';
import { noVirusScanner } from '../../modules/documents/virus-scan';
import type { FileStore } from '../../modules/study/files/file-store';
import { createFileService } from '../../modules/study/files/service';
import { decisionContent } from '../../modules/work/approvals/decide';
import { type InstanceRef, type PostEvents, TASK_ENTITY, openTask } from '../../modules/work/approvals/engine';
import { createApprovalRepository } from '../../modules/work/approvals/repository';
import { appendAudit } from '../audit/audit-trail';
import { type Actor, auditActor } from '../../services/staff-write';
import type { Database } from '../schema';
import type { Db } from '../database';
import { demoPdf } from './demo-binder';

type Trx = Transaction<Database>;
type FileService = ReturnType<typeof createFileService>;

async function actorOf(db: Db, userName: string, at: number): Promise<Actor | null> {
  const user = await db.selectFrom('staffUser').select('id').where('userName', '=', userName).executeTakeFirst();
  return user ? { at, actorId: user.id, actorName: userName, clientIp: null, requestId: null } : null;
}

async function hasTable(db: Db, name: string): Promise<boolean> {
  return (await db.introspection.getTables()).some((table) => table.name === name);
}

/** Approves the running step of the application's approval as `userName`, signed; ends it when it was the last. */
async function approveStep(trx: Trx, files: FileService, sealId: number, userName: string, actor: Actor) {
  const repo = createApprovalRepository(trx);
  const instance = await trx
    .selectFrom('workflowInstance')
    .selectAll()
    .where('recordKind', '=', REPORT_SEAL_RECORD_KIND)
    .where('recordId', '=', sealId)
    .where('status', '=', 'running')
    .executeTakeFirstOrThrow();
  const task = await trx
    .selectFrom('workflowTask')
    .selectAll()
    .where('instanceId', '=', instance.id)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  const signer = await trx
    .selectFrom('staffUser')
    .select(['id', 'userName', 'realname', 'fullName'])
    .where('userName', '=', userName)
    .executeTakeFirstOrThrow();
  const row = await createReportSealRepository(trx).byId(sealId);
  if (!row) throw new Error('demo report seals: the application is missing');
  const at = new Date(actor.at).toISOString();
  const signature = await trx
    .insertInto('eSignature')
    .values({
      entity: TASK_ENTITY,
      entityId: task.id,
      revision: 1,
      signerId: signer.id,
      signerUserName: signer.userName,
      signerName: signer.fullName?.trim() || signer.realname,
      meaning: 'reviewer-approves',
      meaningText: signatureMeaningText('reviewer-approves'),
      signedAt: at,
      contentHash: contentHash(decisionContent(instance, task.stepSort, 'approve', null, sealContent(row))),
      challenge: `demo-seal-${task.id}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('workflowTask')
    .set({ status: 'approved', decidedBy: signer.userName, decidedAt: at, signatureId: signature.id })
    .where('id', '=', task.id)
    .execute();
  await appendAudit(trx, {
    ...auditActor(actor),
    action: 'approval.approve',
    entity: TASK_ENTITY,
    entityId: task.id,
    before: { status: 'pending' },
    after: { status: 'approved', decidedFor: null, comment: null, signatureId: signature.id },
  });
  const next = (await repo.stepsOf(instance.definitionId)).find((step) => step.sort > task.stepSort);
  const ref: InstanceRef = instance;
  if (next) {
    await trx
      .updateTable('workflowInstance')
      .set({ stepSort: next.sort, version: instance.version + 1 })
      .where('id', '=', instance.id)
      .execute();
    const post: PostEvents = [];
    await openTask(trx, ref, next, actor, post);
    return;
  }
  await trx
    .updateTable('workflowInstance')
    .set({ status: 'approved', stepSort: null, endedAt: at, version: instance.version + 1 })
    .where('id', '=', instance.id)
    .execute();
  await appendAudit(trx, {
    ...auditActor(actor),
    action: 'approval.end',
    entity: 'workflow_instance',
    entityId: instance.id,
    after: { status: 'approved' },
  });
  await reportSealWorkflowHooks(files).end?.(trx, { event: 'end', instance: { ...ref, status: 'approved' }, actor });
}

/** A report uploaded into the binder's reports folder as effective; answers its version id. */
async function uploadReport(db: Db, files: FileService, projectId: number, title: string, name: string, actor: Actor) {
  const folder = await db
    .selectFrom('docFolder')
    .select('id')
    .where('projectId', '=', projectId)
    .where('code', '=', SEALED_REPORT_FOLDER)
    .executeTakeFirst();
  if (!folder) return null;
  const service = createDocumentService({ db, files, scanner: noVirusScanner });
  const created = await service.create(
    projectId,
    { folderId: folder.id, title, kind: 'other', name, status: 'effective', effectiveOn: hospitalDay(actor.at) },
    demoPdf([title.replace(/[^\x20-\x7e]/g, ''), name]),
    actor,
  );
  return created.versionId;
}

export async function loadReportSealDemo(db: Db, store: FileStore, now: number): Promise<boolean> {
  if (!(await hasTable(db, 'report_seal'))) return false;
  const project = await db.selectFrom('project').select(['id', 'projectNo']).orderBy('id').limit(1).executeTakeFirst();
  const workflow = await db
    .selectFrom('workflowDefinition')
    .select('id')
    .where('key', '=', REPORT_SEAL_WORKFLOW)
    .where('status', '=', 'published')
    .executeTakeFirst();
  if (!project || !workflow) return false;
  if (await db.selectFrom('reportSeal').select('id').where('projectId', '=', project.id).executeTakeFirst())
    return false;
  const at = (days: number, userName: string) => actorOf(db, userName, now - days * DAY_MS);
  const [applied, confirmed, sealed, finalApplied] = await Promise.all([
    at(21, 'coordinator'),
    at(18, 'investigator'),
    at(14, 'sysadmin'),
    at(2, 'coordinator'),
  ]);
  if (!applied || !confirmed || !sealed || !finalApplied) return false;
  const files = createFileService({ db, store, maxBytes: DOCUMENT_MAX_BYTES });
  const number = project.projectNo ?? `P${project.id}`;
  const stageVersion = await uploadReport(
    db,
    files,
    project.id,
    '2025年度阶段小结',
    `${number}-stage-2025.pdf`,
    applied,
  );
  const finalVersion = await uploadReport(
    db,
    files,
    project.id,
    '临床试验总结报告',
    `${number}-final.pdf`,
    finalApplied,
  );
  if (stageVersion === null || finalVersion === null) return false;
  const seals = createReportSealService(db);
  const today = hospitalDay(now);
  const stage = await seals.save(
    {
      projectId: project.id,
      kind: 'stage',
      versionId: stageVersion,
      periodFrom: addDays(today, -400),
      periodTo: addDays(today, -35),
      notes: '本阶段累计入组 32 例，完成随访 28 例，无重大方案违背。',
    },
    applied,
  );
  await seals.submit({ projectId: project.id, id: stage.id, version: stage.version }, applied);
  await db.transaction().execute(async (trx) => {
    await approveStep(trx, files, stage.id, 'investigator', confirmed);
    await approveStep(trx, files, stage.id, 'sysadmin', sealed);
  });
  const final = await seals.save(
    {
      projectId: project.id,
      kind: 'final',
      versionId: finalVersion,
      periodFrom: addDays(today, -400),
      periodTo: addDays(today, -3),
      notes: '全部受试者完成末次随访，数据库已锁定。',
    },
    finalApplied,
  );
  await seals.submit({ projectId: project.id, id: final.id, version: final.version }, finalApplied);
  return true;
}
