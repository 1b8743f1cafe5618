/**
 * An archive's index, read in the archiving transaction: the binder's folders (with their path
 * in the zip), documents and every version (number, status, dates, uploader, the file's name,
 * type, size and SHA-256, its path in the zip, and the version's signatures).
 */
import type { Transaction } from 'kysely';
import { ARCHIVE_INDEX_FORMAT } from '../../../../shared/domain/documents/archive';
import type { Database } from '../../../db/schema';
import { type ArchiveIndex, type ArchivedDocument, type ArchivedVersion, safeSegment } from './package-format';
import { createArchiveRepository } from './repository';

export interface IndexHeader {
  archiveType: string;
  note: string | null;
  archivedByName: string;
  archivedAt: string;
}

export async function buildArchiveIndex(
  trx: Transaction<Database>,
  projectId: number,
  header: IndexHeader,
): Promise<ArchiveIndex> {
  const repo = createArchiveRepository(trx);
  const project = await repo.project(projectId);
  if (!project) throw new Error(`buildArchiveIndex: no project ${projectId}`);
  const folderRows = await repo.folders(projectId);
  const byId = new Map(folderRows.map((folder) => [folder.id, folder]));
  const pathOf = (id: number): string => {
    const folder = byId.get(id);
    if (!folder) return 'files/_';
    const own = safeSegment(`${folder.code} ${folder.name}`);
    return folder.parentId === null ? `files/${own}` : `${pathOf(folder.parentId)}/${own}`;
  };
  const folders = folderRows.map((folder) => ({
    code: folder.code,
    name: folder.name,
    nameEn: folder.nameEn,
    path: pathOf(folder.id),
  }));
  const versionRows = await repo.versions(projectId);
  const signatures = await repo.versionSignatures(versionRows.map((row) => row.id));
  const documents = (await repo.documents(projectId)).map((document): ArchivedDocument => {
    const base = `${pathOf(document.folderId)}/${safeSegment(`${document.id} ${document.title}`)}`;
    const versions = versionRows
      .filter((row) => row.documentId === document.id)
      .map((row): ArchivedVersion => ({
        versionId: row.id,
        number: row.number,
        status: row.status,
        effectiveOn: row.effectiveOn,
        expiresOn: row.expiresOn,
        uploaderName: row.uploaderName,
        uploadedAt: row.uploadedAt,
        note: row.note,
        fileName: row.fileName,
        mimeType: row.mimeType,
        size: Number(row.size),
        sha256: row.hash,
        path: `${base}/v${row.number} ${safeSegment(row.fileName)}`,
        signatures: signatures
          .filter((signature) => signature.entityId === row.id)
          .map(({ entityId: _e, ...signature }) => signature),
      }));
    return {
      id: document.id,
      folderCode: byId.get(document.folderId)?.code ?? '',
      title: document.title,
      kind: document.kind,
      ownerName: document.ownerName,
      versions,
    };
  });
  const files = documents.flatMap((document) => document.versions);
  return {
    format: ARCHIVE_INDEX_FORMAT,
    project: { id: project.id, projectNo: project.projectNo, name: project.name, status: project.status },
    archive: header,
    folders,
    documents,
    totals: {
      folders: folders.length,
      documents: documents.length,
      files: files.length,
      bytes: files.reduce((sum, file) => sum + file.size, 0),
    },
  };
}
