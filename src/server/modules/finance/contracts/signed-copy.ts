/**
 * A contract's signed copy (finance_contract.file_id -> stored_file): the files service stores
 * the bytes privately (PDF or image, its size limit, SHA-256 checksum), then the contract row
 * points at the file and its audit row (`contract.signedCopy`, entity finance_contract, with
 * the replaced file before) is written in one transaction with the version check. Allowed on
 * a draft (or a rejected one being corrected) and on an approved contract: the signed copy
 * often arrives after approval. Only this area serves it, after its project check. The
 * contract is checked first so a refused upload stores nothing; a failure after the bytes are
 * stored leaves at most an unreferenced private file.
 */
import { SIGNED_COPY_STATUSES, type SignedCopy } from '../../../../shared/api/finance/contracts';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import { badRequest, notFound } from '../../../lib/api-error';
import { type Actor, auditActor, isoTime, staleVersion } from '../../../services/staff-write';
import type { FileService, StoredFileRow } from '../../study';
import { createContractRepository } from './repository';
import { CONTRACT_ENTITY } from './service';

interface UploadInput {
  projectId: number;
  id: number;
  version: number;
  name: string;
  data: Buffer;
}

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof createContractRepository>['byId']>>>;

/** The list's view of a row's signed copy, or null. */
export function signedCopyOf(row: Row): SignedCopy | null {
  if (row.fileId === null || row.fileName === null) return null;
  return {
    fileId: row.fileId,
    name: row.fileName,
    size: Number(row.fileSize),
    mimeType: row.fileMimeType ?? '',
    checksum: row.fileHash ?? '',
    uploadedAt: row.fileCreatedAt ?? '',
  };
}

async function uploadable(db: Db, projectId: number, id: number, version: number) {
  const row = await createContractRepository(db).byId(projectId, id);
  if (!row) throw notFound({ 'zh-CN': '合同不存在', en: 'No such contract' });
  if (row.version !== version) throw staleVersion();
  if (!(SIGNED_COPY_STATUSES as readonly string[]).includes(row.status))
    throw badRequest({
      'zh-CN': '审批中的合同不能上传签署件',
      en: 'A contract in approval cannot take a signed copy',
    });
  return row;
}

export function createSignedCopies(db: Db, files: FileService) {
  return {
    async upload(input: UploadInput, actor: Actor) {
      await uploadable(db, input.projectId, input.id, input.version);
      const stored = await files.storePrivate({ name: input.name, data: input.data, accept: 'imagesOrPdf' }, actor);
      const now = isoTime(actor.at);
      return db.transaction().execute(async (trx) => {
        const row = await uploadable(trx, input.projectId, input.id, input.version);
        const repo = createContractRepository(trx);
        if (!(await repo.setFile(row.id, row.version, SIGNED_COPY_STATUSES, stored.id, now))) throw staleVersion();
        const after = await repo.byId(row.projectId, row.id);
        const signedCopy = after && signedCopyOf(after);
        if (!signedCopy) throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'contract.signedCopy',
          entity: CONTRACT_ENTITY,
          entityId: row.id,
          before: { signedCopy: signedCopyOf(row) },
          after: { signedCopy },
        });
        return { id: row.id, version: row.version + 1, signedCopy };
      });
    },

    /** The contract's signed copy when the contract is the project's and has one; undefined otherwise. */
    async download(projectId: number, id: number): Promise<{ row: StoredFileRow; data: Buffer } | undefined> {
      const row = await createContractRepository(db).byId(projectId, id);
      return row?.fileId ? files.ownedFile(row.fileId) : undefined;
    },
  };
}
