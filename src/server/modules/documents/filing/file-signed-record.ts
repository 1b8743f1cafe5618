/**
 * Records the other areas sign (or, like a meeting's minutes, write unsigned), filed into the project's binder (issue 29 item 5a): the area
 * calls `fileSignedRecord` inside its signing transaction, after signing. The record is
 * rendered as a PDF (record-pdf.ts) with its signature manifest and stored as a private file
 * (its row in the same transaction; the bytes, content-hashed, go to the store first), then
 * filed as the effective version of the record's document in the folder named by code: the
 * document is found by its source (`doc_document.source_kind`, `source_id`), so signing the
 * record again (a newer revision, a later log) adds a version and supersedes the one before.
 * One audit row, 'document.file'. A project whose binder lacks the folder, or whose folder takes
 * no PDF, or whose binder is archived (read-only), files nothing (the signing goes on).
 */
import type { Transaction } from 'kysely';
import { DOCUMENT_SIZE_LIMITS } from '../../../../shared/domain/documents/uploads';
import type { DocumentKind } from '../../../../shared/domain/documents/versions';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Database } from '../../../db/schema';
import { type Actor, auditActor, isoTime } from '../../../services/staff-write';
import type { FileService } from '../../study';
import { createArchiveRepository } from '../archive/repository';
import { kindsOf } from '../binder/folders';
import { createDocumentRepository } from '../binder/repository';
import { DOCUMENT_ENTITY } from '../binder/service';
import { type RecordLine, renderRecordPdf } from './record-pdf';

/** The records filed from the areas. */
export type FiledSourceKind =
  'sae' | 'susar' | 'monitoringVisit' | 'qcTask' | 'accountabilityLog' | 'ethicsLetter' | 'studyMeeting' | 'reportSeal';

/** The signature as the filed rendering prints it (access/signatures' stored row). */
export interface FiledSignature {
  signerName: string;
  meaningText: string;
  signedAt: string;
  contentHash: string;
}

export interface SignedRecordFiling {
  projectId: number;
  /** The binder folder's code: '08' monitoring reports, '09' SAE and SUSAR reports, '10' drug accountability. */
  folderCode: string;
  kind: DocumentKind;
  source: { kind: FiledSourceKind; id: number };
  /** The document's title, e.g. the report's number. */
  title: string;
  /** The file's name, without its extension. */
  fileName: string;
  /** The record as signed, label by label. */
  lines: RecordLine[];
  /** The signature, printed as the record's manifest; null for an unsigned record (a meeting's minutes). */
  signature: FiledSignature | null;
  /** The version's note when unsigned (signed: the meaning and the signer). */
  note?: string;
  actor: Actor;
  /** The record's last valid day (an ethics approval's), flagged by the binder's expiry. */
  expiresOn?: string | null;
}

export interface FiledVersion {
  documentId: number;
  versionId: number;
  number: number;
}

function linesWithManifest(filing: SignedRecordFiling): RecordLine[] {
  const { signature } = filing;
  if (!signature) return filing.lines;
  return [
    ...filing.lines,
    { section: '电子签名 Signature' },
    { label: '签署人 Signer', value: signature.signerName },
    { label: '签署含义 Meaning', value: signature.meaningText },
    { label: '签署时间 Signed at', value: signature.signedAt },
    { label: '内容哈希 Content SHA-256', value: signature.contentHash },
  ];
}

/** Files the signed record as its document's new effective version; null when the binder has no such PDF folder. */
export async function fileSignedRecord(
  trx: Transaction<Database>,
  files: FileService,
  filing: SignedRecordFiling,
): Promise<FiledVersion | null> {
  const { projectId, actor, source } = filing;
  const folder = await trx
    .selectFrom('docFolder')
    .select(['id', 'allowedKinds'])
    .where('projectId', '=', projectId)
    .where('code', '=', filing.folderCode)
    .executeTakeFirst();
  if (!folder || !kindsOf(folder.allowedKinds).includes('pdf')) return null;
  if (await createArchiveRepository(trx).inForce(projectId)) return null;
  const data = renderRecordPdf({ heading: filing.title, lines: linesWithManifest(filing) });
  const name = `${filing.fileName}.pdf`;
  const file = await files.storePrivateIn(
    trx,
    { name, data, accept: 'documents', maxBytes: DOCUMENT_SIZE_LIMITS.pdf },
    actor,
  );
  const repo = createDocumentRepository(trx);
  const now = isoTime(actor.at);
  const existing = await trx
    .selectFrom('docDocument')
    .select(['id', 'version'])
    .where('projectId', '=', projectId)
    .where('sourceKind', '=', source.kind)
    .where('sourceId', '=', source.id)
    .executeTakeFirst();
  let documentId: number;
  let superseded: number[] = [];
  if (existing) {
    documentId = existing.id;
    await repo.touch(existing.id, existing.version, now);
    superseded = await repo.supersede(existing.id, now);
  } else {
    documentId = await repo.insertDocument({
      projectId,
      folderId: folder.id,
      title: filing.title,
      kind: filing.kind,
      ownerId: actor.actorId,
      ownerName: actor.actorName,
      now,
    });
    await trx
      .updateTable('docDocument')
      .set({ sourceKind: source.kind, sourceId: source.id })
      .where('id', '=', documentId)
      .execute();
  }
  const number = (await repo.lastNumber(documentId)) + 1;
  const versionId = await repo.insertVersion({
    documentId,
    number,
    status: 'effective',
    effectiveOn: hospitalDay(actor.at),
    expiresOn: filing.expiresOn ?? null,
    fileId: file.id,
    note: (filing.signature
      ? `${filing.signature.meaningText} · ${filing.signature.signerName}`
      : (filing.note ?? filing.title)
    ).slice(0, 200),
    uploaderId: actor.actorId,
    uploaderName: actor.actorName,
    now,
  });
  await appendAudit(trx, {
    ...auditActor(actor),
    action: 'document.file',
    entity: DOCUMENT_ENTITY,
    entityId: documentId,
    after: {
      projectId,
      folderId: folder.id,
      title: filing.title,
      source,
      number,
      fileId: file.id,
      ...(filing.signature ? { contentHash: filing.signature.contentHash } : {}),
      ...(superseded.length > 0 ? { superseded } : {}),
    },
  });
  return { documentId, versionId, number };
}
