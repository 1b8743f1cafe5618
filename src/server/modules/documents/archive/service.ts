/**
 * Archiving a closed project's binder (SUITE.md 'Writes', signed with the shared signature):
 *
 * - archive: the project is terminated or archived and its binder not archived already; the
 *   signer's meaning is 'binder-archives'; in one transaction (signedWrite) the index is read
 *   and fixed with its SHA-256, the archive row written, signed (its content: project, type and
 *   index hash) and audited (docArchive.archive). From then on every write of the binder is
 *   refused (`assertBinderWritable`);
 * - cancel: the administrator, with a reason and the meaning 'binder-unarchives'; the row stays
 *   (status cancelled, who, when, why), the binder is writable again; audited
 *   (docArchive.cancel);
 * - export: the package as a zip (package-format.ts) of the index as stored and the files
 *   from the file store, audited (docArchive.export).
 */
import type { Transaction } from 'kysely';
import type { ArchiveCancelBody, ArchiveCreateBody, BinderArchive } from '../../../../shared/api/documents/archive';
import { type ArchiveType, isClosedProject } from '../../../../shared/domain/documents/archive';
import type { ProjectStatus } from '../../../../shared/domain/study';
import { appendAudit, recordAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { ApiError, badRequest, notFound } from '../../../lib/api-error';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { type Actor, auditActor, cleanText, fieldProblem, isoTime, staleVersion } from '../../../services/staff-write';
import { type PasswordCipher, signaturesOf, signedWrite } from '../../access';
import type { FileService } from '../../study';
import { buildArchiveIndex } from './index-builder';
import { type ArchiveIndex, buildPackage, serializeIndex, sha256 } from './package-format';
import { type ArchiveRow, createArchiveRepository } from './repository';

export const ARCHIVE_ENTITY = 'doc_archive';

export const BINDER_ARCHIVED_TEXT = {
  'zh-CN': '研究文件夹已归档，只读：如需修改，请先由管理员撤销归档',
  en: 'The binder is archived and read-only: an administrator must cancel the archive first',
};

/** Refuses a write to an archived binder; call it inside the write's transaction. */
export async function assertBinderWritable(db: Db | Transaction<Database>, projectId: number): Promise<void> {
  if (await createArchiveRepository(db).inForce(projectId))
    throw new ApiError(409, ResponseCode.info, BINDER_ARCHIVED_TEXT, { reason: 'binder_archived' });
}

/** What each signature of an archive signed. */
const archivedContent = (row: ArchiveRow) => ({
  projectId: row.projectId,
  archiveType: row.archiveType,
  indexHash: row.indexHash,
});
const cancelledContent = (row: ArchiveRow) => ({
  ...archivedContent(row),
  archiveId: row.id,
  reason: row.cancelReason,
});

/**
 * Reads the binder's index, writes the archive row and its audit row (docArchive.archive) in
 * the caller's transaction; answers what the archiving signature signs. The caller signs.
 */
export async function insertArchive(
  trx: Transaction<Database>,
  input: { projectId: number; archiveType: ArchiveType; note?: string | null },
  actor: Actor,
) {
  const now = isoTime(actor.at);
  const note = cleanText(input.note ?? null);
  const index = await buildArchiveIndex(trx, input.projectId, {
    archiveType: input.archiveType,
    note,
    archivedByName: actor.actorName,
    archivedAt: now,
  });
  const indexJson = serializeIndex(index);
  const indexHash = sha256(indexJson);
  const values = {
    projectId: input.projectId,
    archiveType: input.archiveType,
    note,
    indexHash,
    folderCount: index.totals.folders,
    documentCount: index.totals.documents,
    fileCount: index.totals.files,
    totalBytes: index.totals.bytes,
  };
  const id = await createArchiveRepository(trx).insert({
    ...values,
    indexJson,
    archivedById: actor.actorId,
    archivedByName: actor.actorName,
    now,
  });
  await appendAudit(trx, {
    ...auditActor(actor),
    action: 'docArchive.archive',
    entity: ARCHIVE_ENTITY,
    entityId: id,
    after: values,
  });
  const signedContent = { projectId: input.projectId, archiveType: input.archiveType, indexHash };
  return { id, indexHash, fileCount: index.totals.files, signedContent };
}

const noArchive = () => notFound({ 'zh-CN': '归档记录不存在', en: 'No such archive' });

export function createArchiveService(db: Db, files: FileService, cipher: PasswordCipher) {
  const repo = createArchiveRepository(db);

  async function toArchive(row: ArchiveRow): Promise<BinderArchive> {
    const content = row.status === 'archived' ? archivedContent(row) : cancelledContent(row);
    return {
      id: row.id,
      archiveType: row.archiveType as ArchiveType,
      status: row.status as BinderArchive['status'],
      note: row.note,
      indexHash: row.indexHash,
      folderCount: row.folderCount,
      documentCount: row.documentCount,
      fileCount: row.fileCount,
      totalBytes: Number(row.totalBytes),
      archivedByName: row.archivedByName,
      archivedAt: row.archivedAt,
      cancelledByName: row.cancelledByName,
      cancelledAt: row.cancelledAt,
      cancelReason: row.cancelReason,
      signatures: await signaturesOf(db, ARCHIVE_ENTITY, row.id, { revision: row.version, content }),
      version: row.version,
    };
  }

  return {
    async list(projectId: number) {
      const project = await repo.project(projectId);
      if (!project) throw notFound({ 'zh-CN': '项目不存在', en: 'No such project' });
      const archives = await Promise.all((await repo.list(projectId)).map(toArchive));
      return {
        projectStatus: project.status as ProjectStatus,
        closed: isClosedProject(project.status),
        archived: archives[0]?.status === 'archived',
        archives,
      };
    },

    async archive(body: ArchiveCreateBody, actor: Actor) {
      if (body.signature.meaning !== 'binder-archives')
        throw fieldProblem('signature', {
          'zh-CN': '归档须以“归档研究文件夹”的含义签名',
          en: "Archiving is signed with the meaning 'binder-archives'",
        });
      // Checked before the password is: a refusal needs no signature.
      const project = await repo.project(body.projectId);
      if (!project) throw notFound({ 'zh-CN': '项目不存在', en: 'No such project' });
      if (!isClosedProject(project.status))
        throw badRequest({
          'zh-CN': '项目尚未结束（终止或归档）：研究文件夹不能归档',
          en: 'The project is not closed (terminated or archived): its binder cannot be archived yet',
        });
      if (await repo.inForce(body.projectId))
        throw badRequest({ 'zh-CN': '研究文件夹已归档', en: 'The binder is archived already' });
      return signedWrite(db, { signature: body.signature, cipher }, actor, async (trx, sign) => {
        const writes = createArchiveRepository(trx);
        if (await writes.inForce(body.projectId))
          throw badRequest({ 'zh-CN': '研究文件夹已归档', en: 'The binder is archived already' });
        const written = await insertArchive(trx, body, actor);
        await sign({ entity: ARCHIVE_ENTITY, entityId: written.id, revision: 1 }, written.signedContent);
        return { id: written.id, indexHash: written.indexHash, fileCount: written.fileCount };
      });
    },

    async cancel(body: ArchiveCancelBody, actor: Actor) {
      if (body.signature.meaning !== 'binder-unarchives')
        throw fieldProblem('signature', {
          'zh-CN': '撤销归档须以“撤销归档”的含义签名',
          en: "Cancelling an archive is signed with the meaning 'binder-unarchives'",
        });
      const reason = cleanText(body.reason);
      if (!reason) throw fieldProblem('reason', { 'zh-CN': '请填写撤销原因', en: 'Say why the archive is cancelled' });
      const row = await repo.byId(body.projectId, body.id);
      if (!row) throw noArchive();
      if (row.status !== 'archived')
        throw badRequest({ 'zh-CN': '此归档已撤销', en: 'This archive is cancelled already' });
      if (row.version !== body.version) throw staleVersion();
      return signedWrite(db, { signature: body.signature, cipher }, actor, async (trx, sign) => {
        const now = isoTime(actor.at);
        if (!(await createArchiveRepository(trx).cancel(row.id, row.version, { byName: actor.actorName, reason, now })))
          throw staleVersion();
        await sign(
          { entity: ARCHIVE_ENTITY, entityId: row.id, revision: row.version + 1 },
          cancelledContent({ ...row, cancelReason: reason }),
        );
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'docArchive.cancel',
          entity: ARCHIVE_ENTITY,
          entityId: row.id,
          reason,
          before: { status: 'archived', indexHash: row.indexHash },
          after: { status: 'cancelled' },
        });
        return { id: row.id, version: row.version + 1 };
      });
    },

    /** The archive's package (zip) and its audit row; undefined when the archive is not the project's. */
    async exportPackage(projectId: number, id: number, actor: Actor) {
      const row = await repo.byId(projectId, id);
      if (!row) return undefined;
      const index = JSON.parse(row.indexJson) as ArchiveIndex;
      const listed = index.documents.flatMap((document) => document.versions);
      const fileIds = new Map(
        (
          await repo.filesOf(
            projectId,
            listed.map((version) => version.versionId),
          )
        ).map((entry) => [entry.id, entry.fileId]),
      );
      const entries: { path: string; data: Buffer }[] = [];
      for (const version of listed) {
        const fileId = fileIds.get(version.versionId);
        const file = fileId === undefined ? undefined : await files.ownedFile(fileId);
        if (!file)
          throw new ApiError(409, ResponseCode.info, {
            'zh-CN': `归档中的文件已不在文件库中：${version.path}`,
            en: `A file of the archive is no longer in the file store: ${version.path}`,
          });
        entries.push({ path: version.path, data: file.data });
      }
      const zip = await buildPackage(row.indexJson, entries, new Date(row.archivedAt));
      await recordAudit(db, {
        ...auditActor(actor),
        action: 'docArchive.export',
        entity: ARCHIVE_ENTITY,
        entityId: row.id,
        after: { indexHash: row.indexHash, fileCount: entries.length, zipSha256: sha256(zip) },
      });
      const name = `binder-${index.project.projectNo ?? index.project.id}-archive-${row.id}.zip`;
      return { zip, name };
    },
  };
}
