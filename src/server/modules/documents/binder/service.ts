/**
 * The binder's writes (SUITE.md 'Writes'): a new document with its first version, a new
 * version, deleting a draft version, and the audited download. An upload is checked against
 * its folder (the file kinds it allows, the kind's size limit), the version's dates and the
 * document's kind, then scanned (virus-scan.ts), then its bytes stored privately under their
 * SHA-256 (the files module checks their signature); only then, in one transaction, the rows
 * and the audit row. A refused upload writes nothing but, for a virus, its audit failure row.
 * A failure after the bytes are stored leaves at most an unreferenced private file.
 */
import type { DocumentCreateQuery, VersionUploadQuery } from '../../../../shared/api/documents/binder';
import {
  DOCUMENT_FILE_KIND_TEXT,
  DOCUMENT_SIZE_LIMITS,
  documentFileKindOf,
} from '../../../../shared/domain/documents/uploads';
import {
  DOCUMENT_KINDS,
  DOCUMENT_VERSION,
  type DocumentKind,
  type DocumentVersionStatus,
} from '../../../../shared/domain/documents/versions';
import { formatBytes } from '../../../../shared/domain/study';
import { appendAudit, recordAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import { badRequest, notFound } from '../../../lib/api-error';
import { type Actor, auditActor, cleanText, fieldProblem, isoTime, staleVersion } from '../../../services/staff-write';
import { FILE_FIELD, type FileService } from '../../study';
import { assertBinderWritable } from '../archive/service';
import type { VirusScanner } from '../virus-scan';
import { createFolderRepository, kindsOf } from './folders';
import { createDocumentRepository } from './repository';

export const DOCUMENT_ENTITY = 'doc_document';

type Folder = NonNullable<Awaited<ReturnType<ReturnType<typeof createFolderRepository>['byId']>>>;
type UploadFields = Pick<VersionUploadQuery, 'name' | 'status' | 'effectiveOn' | 'expiresOn' | 'note'>;

const noDocument = () => notFound({ 'zh-CN': '文件不存在', en: 'No such document' });

/** The upload's type against the folder, its size against its kind's limit; the kind's MIME family. */
function checkFileAgainstFolder(folder: Folder, name: string, size: number) {
  const allowed = kindsOf(folder.allowedKinds);
  const kind = documentFileKindOf(name);
  if (!kind || !allowed.includes(kind)) {
    throw fieldProblem(FILE_FIELD, {
      'zh-CN': `此文件夹只接受：${allowed.map((k) => DOCUMENT_FILE_KIND_TEXT[k]['zh-CN']).join('、')}`,
      en: `This folder accepts only: ${allowed.map((k) => DOCUMENT_FILE_KIND_TEXT[k].en).join(', ')}`,
    });
  }
  if (size > DOCUMENT_SIZE_LIMITS[kind])
    throw fieldProblem(FILE_FIELD, {
      'zh-CN': `${DOCUMENT_FILE_KIND_TEXT[kind]['zh-CN']}不能超过 ${formatBytes(DOCUMENT_SIZE_LIMITS[kind])}`,
      en: `${DOCUMENT_FILE_KIND_TEXT[kind].en} must be at most ${formatBytes(DOCUMENT_SIZE_LIMITS[kind])}`,
    });
  return kind;
}

/** An effective version needs its effective day; an expiry day only where the kind expires, after it. */
function checkDates(kind: DocumentKind, fields: UploadFields) {
  if (fields.status === 'effective' && !fields.effectiveOn)
    throw fieldProblem('effectiveOn', {
      'zh-CN': '生效版本须填写生效日期',
      en: 'An effective version needs its effective date',
    });
  if (fields.expiresOn && !DOCUMENT_KINDS[kind].expires)
    throw fieldProblem('expiresOn', {
      'zh-CN': '此类文件没有有效期',
      en: 'Documents of this kind do not expire',
    });
  if (fields.expiresOn && fields.effectiveOn && fields.expiresOn <= fields.effectiveOn)
    throw fieldProblem('expiresOn', {
      'zh-CN': '有效期须晚于生效日期',
      en: 'The expiry date must be after the effective date',
    });
}

export interface DocumentServiceOptions {
  db: Db;
  files: FileService;
  scanner: VirusScanner;
}

export function createDocumentService({ db, files, scanner }: DocumentServiceOptions) {
  /** Scans and stores the bytes privately; answers the stored file's id. */
  async function store(folder: Folder, name: string, data: Buffer, actor: Actor): Promise<number> {
    const kind = checkFileAgainstFolder(folder, name, data.length);
    const refused = (reason: string) =>
      recordAudit(db, {
        ...auditActor(actor),
        action: 'document.upload',
        entity: DOCUMENT_ENTITY,
        outcome: 'failure',
        reason: reason.slice(0, 200),
        after: { name, size: data.length, folderId: folder.id },
      });
    // Fail closed: a scanner that cannot answer refuses the upload as a threat would.
    const scan = await scanner.scan(data, name).catch(async (error: unknown) => {
      await refused(`virus scan unavailable: ${error instanceof Error ? error.message : String(error)}`);
      throw fieldProblem(FILE_FIELD, {
        'zh-CN': '病毒扫描服务暂不可用，文件未上传，请稍后重试',
        en: 'The virus scanner is unavailable: the file was not uploaded, try again later',
      });
    });
    if (!scan.clean) {
      await refused(`virus: ${scan.threat}`);
      throw fieldProblem(FILE_FIELD, { 'zh-CN': '文件未通过病毒扫描', en: 'The file failed the virus scan' });
    }
    const stored = await files.storePrivate(
      { name, data, accept: 'documents', maxBytes: DOCUMENT_SIZE_LIMITS[kind] },
      actor,
    );
    return stored.id;
  }

  const versionValues = (fields: UploadFields, documentId: number, number: number, fileId: number, actor: Actor) => ({
    documentId,
    number,
    status: fields.status as DocumentVersionStatus,
    effectiveOn: fields.effectiveOn ?? null,
    expiresOn: fields.expiresOn ?? null,
    fileId,
    note: cleanText(fields.note),
    uploaderId: actor.actorId,
    uploaderName: actor.actorName,
    now: isoTime(actor.at),
  });

  return {
    async create(projectId: number, query: DocumentCreateQuery, data: Buffer, actor: Actor) {
      const folder = await createFolderRepository(db).byId(projectId, query.folderId);
      if (!folder) throw notFound({ 'zh-CN': '文件夹不存在', en: 'No such folder' });
      checkDates(query.kind, query);
      await assertBinderWritable(db, projectId);
      const fileId = await store(folder, query.name, data, actor);
      return db.transaction().execute(async (trx) => {
        await assertBinderWritable(trx, projectId);
        const repo = createDocumentRepository(trx);
        const now = isoTime(actor.at);
        const title = query.title.trim();
        const documentId = await repo.insertDocument({
          projectId,
          folderId: folder.id,
          title,
          kind: query.kind,
          ownerId: actor.actorId,
          ownerName: actor.actorName,
          now,
        });
        const versionId = await repo.insertVersion(versionValues(query, documentId, 1, fileId, actor));
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'document.upload',
          entity: DOCUMENT_ENTITY,
          entityId: documentId,
          after: { projectId, folderId: folder.id, title, kind: query.kind, number: 1, status: query.status, fileId },
        });
        return { documentId, version: 1, versionId, number: 1 };
      });
    },

    async uploadVersion(projectId: number, query: VersionUploadQuery, data: Buffer, actor: Actor) {
      const repo = createDocumentRepository(db);
      const document = await repo.byId(projectId, query.documentId);
      if (!document) throw noDocument();
      if (document.version !== query.version) throw staleVersion();
      if (await repo.hasDraft(document.id))
        throw badRequest({
          'zh-CN': '此文件已有草稿或审核中的版本：请先处理后再上传',
          en: 'This document has a draft or a version in review: settle it before uploading another',
        });
      checkDates(document.kind as DocumentKind, query);
      const folder = await createFolderRepository(db).byId(projectId, document.folderId);
      if (!folder) throw noDocument();
      await assertBinderWritable(db, projectId);
      const fileId = await store(folder, query.name, data, actor);
      return db.transaction().execute(async (trx) => {
        await assertBinderWritable(trx, projectId);
        const writes = createDocumentRepository(trx);
        const now = isoTime(actor.at);
        if (!(await writes.touch(document.id, document.version, now))) throw staleVersion();
        const number = (await writes.lastNumber(document.id)) + 1;
        const superseded = query.status === 'effective' ? await writes.supersede(document.id, now) : [];
        const versionId = await writes.insertVersion(versionValues(query, document.id, number, fileId, actor));
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'document.revise',
          entity: DOCUMENT_ENTITY,
          entityId: document.id,
          before: superseded.length > 0 ? { effective: superseded } : null,
          after: { number, status: query.status, fileId, ...(superseded.length > 0 ? { superseded } : {}) },
        });
        return { documentId: document.id, version: document.version + 1, versionId, number };
      });
    },

    /** Deletes a draft version; its document too when nothing else is left of it. */
    async deleteDraft(body: { projectId: number; id: number; version: number }, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        await assertBinderWritable(trx, body.projectId);
        const repo = createDocumentRepository(trx);
        const row = await repo.versionInProject(body.projectId, body.id);
        if (!row) throw notFound({ 'zh-CN': '版本不存在', en: 'No such version' });
        if (row.version !== body.version) throw staleVersion();
        if (!DOCUMENT_VERSION.can(row.status as DocumentVersionStatus, 'delete'))
          throw badRequest({ 'zh-CN': '只能删除草稿版本', en: 'Only a draft version can be deleted' });
        if (!(await repo.deleteDraft(row.id, row.version))) throw staleVersion();
        const documentDeleted = (await repo.countVersions(row.documentId)) === 0;
        const now = isoTime(actor.at);
        if (documentDeleted) await repo.deleteDocument(row.documentId);
        else if (!(await repo.touch(row.documentId, row.documentVersion, now))) throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'document.delete',
          entity: DOCUMENT_ENTITY,
          entityId: row.documentId,
          before: { number: row.number, status: row.status, fileName: row.fileName, checksum: row.checksum },
          after: { documentDeleted },
        });
        return { documentDeleted };
      });
    },

    /** A version's bytes for a reader of the project, with its audit row ('document.view'). */
    async download(projectId: number, versionId: number, actor: Actor) {
      const row = await createDocumentRepository(db).versionInProject(projectId, versionId);
      if (!row) return undefined;
      const file = await files.ownedFile(row.fileId);
      if (!file) return undefined;
      await recordAudit(db, {
        ...auditActor(actor),
        action: 'document.view',
        entity: DOCUMENT_ENTITY,
        entityId: row.documentId,
        after: { versionId: row.id, number: row.number, checksum: row.checksum },
      });
      return file;
    },
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
