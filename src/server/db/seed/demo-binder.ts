/**
 * The demo binder (issue 29 part 1): every project gets its folders from the published
 * directory template (the projects were written straight to their table), and each of the six
 * demo lung-cancer projects gets a few documents, uploaded by the demo coordinator through the
 * documents service: the protocol in two versions (v1 superseded, v2 effective), the
 * investigator's CV and a GCP certificate, some near or past their expiry day (GCP_EXPIRES_IN,
 * CV_EXPIRES_IN). On the first project the protocol amendment (v2) went through review:
 * uploaded as a draft, submitted, approved and signed by the investigator (with the published
 * document review workflow; without one it is filed as effective as elsewhere). The files are
 * small real PDFs. Does nothing once any document exists.
 */
import { signatureMeaningText } from '../../../shared/domain/access/signatures';
import { DOCUMENT_WORKFLOWS } from '../../../shared/domain/documents/versions';
import { DAY_MS, addDays, hospitalDay } from '../../../shared/domain/hospital-time';
import { appendAudit } from '../audit/audit-trail';
import { contentHash } from '../../lib/canonical-json';
import { createReviewRepository } from '../../modules/documents/review/repository';
import { createReviewService, reviewWorkflowHooks, versionContent } from '../../modules/documents/review/service';
import { decisionContent } from '../../modules/work/approvals/decide';
import { DOCUMENT_MAX_BYTES } from '../../../shared/domain/documents/uploads';
import { copyBinderTemplate } from '../../modules/documents/binder/folder-service';
import { createDocumentService } from '../../modules/documents/binder/service';
import { noVirusScanner } from '../../modules/documents/virus-scan';
import type { FileStore } from '../../modules/study/files/file-store';
import { createFileService } from '../../modules/study/files/service';
import { type Actor, auditActor } from '../../services/staff-write';
import type { Db } from '../database';

const DEMO_PROJECTS = 6;
/**
 * Days from the demo's start day to the expiry days (valid through that day): the GCP
 * certificate due within two weeks on the first project (an inbox task at the default 30
 * days) and expired on the second, the CV expired on the third; well ahead elsewhere.
 */
export const GCP_EXPIRES_IN = [14, -10];
export const CV_EXPIRES_IN = [430, 430, -5];

/** A one-page PDF showing `lines` (ASCII), with a correct cross-reference table. */
export function demoPdf(lines: string[]): Buffer {
  const text = lines
    .map((line, index) => `BT /F1 14 Tf 72 ${760 - index * 24} Td (${line.replace(/[()\\]/g, '')}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function uploaderOf(db: Db, at: number, userName = 'coordinator'): Promise<Actor> {
  const user = await db.selectFrom('staffUser').select('id').where('userName', '=', userName).executeTakeFirst();
  return { at, actorId: user?.id ?? null, actorName: user ? userName : 'system', clientIp: null, requestId: null };
}

/**
 * The review of the protocol amendment on the first project: the coordinator submits the draft,
 * the investigator approves its one step and signs, as deciding on 我的审批 does (the demo knows
 * no password, so the signature row is written with the content a decision signs), then the
 * review's end makes it effective and supersedes v1.
 */

/** Whether the demo can review: the review workflow published and the demo investigator there. */
async function canReview(db: Db): Promise<boolean> {
  const published = await db
    .selectFrom('workflowDefinition')
    .select('id')
    .where('key', '=', DOCUMENT_WORKFLOWS.review)
    .where('status', '=', 'published')
    .executeTakeFirst();
  const investigator = await db
    .selectFrom('staffUser')
    .select('id')
    .where('userName', '=', 'investigator')
    .executeTakeFirst();
  return published !== undefined && investigator !== undefined;
}

async function reviewAmendment(db: Db, projectId: number, versionId: number, submittedAt: number, approvedAt: number) {
  await createReviewService(db).submit({ projectId, id: versionId, version: 1 }, await uploaderOf(db, submittedAt));
  const investigator = await db
    .selectFrom('staffUser')
    .select(['id', 'userName', 'realname', 'fullName'])
    .where('userName', '=', 'investigator')
    .executeTakeFirstOrThrow();
  const actor = await uploaderOf(db, approvedAt, 'investigator');
  const at = new Date(approvedAt).toISOString();
  await db.transaction().execute(async (trx) => {
    const instance = await trx
      .selectFrom('workflowInstance')
      .selectAll()
      .where('recordKind', '=', 'documentVersion')
      .where('recordId', '=', versionId)
      .where('status', '=', 'running')
      .executeTakeFirstOrThrow();
    const task = await trx
      .selectFrom('workflowTask')
      .selectAll()
      .where('instanceId', '=', instance.id)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    const version = await createReviewRepository(trx).byId(versionId);
    if (!version) throw new Error('demo binder: the amendment is missing');
    const record = versionContent(version);
    const signature = await trx
      .insertInto('eSignature')
      .values({
        entity: 'workflow_task',
        entityId: task.id,
        revision: 1,
        signerId: investigator.id,
        signerUserName: investigator.userName,
        signerName: investigator.fullName?.trim() || investigator.realname,
        meaning: 'reviewer-approves',
        meaningText: signatureMeaningText('reviewer-approves'),
        signedAt: at,
        contentHash: contentHash(decisionContent(instance, task.stepSort, 'approve', null, record)),
        challenge: `demo-review-${task.id}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('workflowTask')
      .set({ status: 'approved', decidedBy: investigator.userName, decidedAt: at, signatureId: signature.id })
      .where('id', '=', task.id)
      .execute();
    await appendAudit(trx, {
      ...auditActor(actor),
      action: 'approval.approve',
      entity: 'workflow_task',
      entityId: task.id,
      before: { status: 'pending' },
      after: { status: 'approved', decidedFor: null, comment: null, signatureId: signature.id },
    });
    await trx
      .updateTable('workflowInstance')
      .set({ status: 'approved', stepSort: null, endedAt: at, version: instance.version + 1 })
      .where('id', '=', instance.id)
      .execute();
    await reviewWorkflowHooks.end?.(trx, { event: 'end', instance: { ...instance, status: 'approved' }, actor });
  });
}

export async function loadBinderDemo(db: Db, store: FileStore, now: number): Promise<boolean> {
  if (await db.selectFrom('docDocument').select('id').limit(1).executeTakeFirst()) return false;
  const actor = await uploaderOf(db, now);
  const projects = await db.selectFrom('project').select(['id', 'projectNo']).orderBy('id').execute();
  await db.transaction().execute(async (trx) => {
    for (const { id } of projects) await copyBinderTemplate(trx, { projectId: id, actor });
  });
  const files = createFileService({ db, store, maxBytes: DOCUMENT_MAX_BYTES });
  const service = createDocumentService({ db, files, scanner: noVirusScanner });
  const today = hospitalDay(now);
  const reviewable = await canReview(db);
  for (const [index, project] of projects.slice(0, DEMO_PROJECTS).entries()) {
    const folders = new Map(
      (await db.selectFrom('docFolder').select(['id', 'code']).where('projectId', '=', project.id).execute()).map(
        (folder) => [folder.code, folder.id],
      ),
    );
    const folderOf = (code: string) => folders.get(code) ?? 0;
    const number = project.projectNo ?? `P${project.id}`;
    const protocol = await service.create(
      project.id,
      {
        folderId: folderOf('01'),
        title: '临床试验方案',
        kind: 'protocol',
        name: `${number}-protocol-v1.0.pdf`,
        status: 'effective',
        effectiveOn: addDays(today, -240),
      },
      demoPdf([`${number} Clinical trial protocol`, 'Version 1.0']),
      actor,
    );
    // The amendment: reviewed and signed on the first project, filed as effective elsewhere.
    const reviewed = index === 0 && reviewable;
    const amendment = await service.uploadVersion(
      project.id,
      {
        documentId: protocol.documentId,
        version: protocol.version,
        name: `${number}-protocol-v2.0.pdf`,
        status: reviewed ? 'draft' : 'effective',
        effectiveOn: addDays(today, -45),
        note: '方案修正案 1：调整入选标准与访视窗',
      },
      demoPdf([`${number} Clinical trial protocol`, 'Version 2.0 (amendment 1)']),
      reviewed ? { ...actor, at: now - 50 * DAY_MS } : actor,
    );
    if (reviewed) await reviewAmendment(db, project.id, amendment.versionId, now - 49 * DAY_MS, now - 46 * DAY_MS);
    await service.create(
      project.id,
      {
        folderId: folderOf('06.01'),
        title: '主要研究者简历（陈立新）',
        kind: 'cv',
        name: 'cv-chen-lixin.pdf',
        status: 'effective',
        effectiveOn: addDays(today, -300),
        expiresOn: addDays(today, CV_EXPIRES_IN[index] ?? 430),
      },
      demoPdf(['Curriculum vitae', 'Chen Lixin, MD, PhD']),
      actor,
    );
    const expiresIn = GCP_EXPIRES_IN[index] ?? 365;
    await service.create(
      project.id,
      {
        folderId: folderOf('06.02'),
        title: 'GCP 培训证书（刘洋）',
        kind: 'gcpCertificate',
        name: 'gcp-certificate-liu-yang.pdf',
        status: 'effective',
        effectiveOn: addDays(today, expiresIn - 3 * 365),
        expiresOn: addDays(today, expiresIn),
      },
      demoPdf(['GCP training certificate', 'Liu Yang']),
      actor,
    );
  }
  return true;
}
