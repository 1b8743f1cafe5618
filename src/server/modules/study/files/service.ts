/**
 * Uploads (SUITE.md 'Writes'): check the name's extension against SPEC §5's list, the
 * size against the limit, the bytes' signature against the extension, and an SVG for
 * anything active; then store the bytes under their SHA-256 and record the upload with its
 * audit row ('file.upload') in one transaction. A refused upload is audited too, as a
 * failure with its reason. Each upload gets a random key, its only id outside the server.
 *
 * Serving: public files by hash (anyone) or by key (the file manager). A private file is
 * stored for an area (an SAE report's attachments), which keeps the file's id in its own
 * table and serves it through its own endpoint, with its project check: the file service
 * answers a private file only to `ownedFile`, which only owning areas call.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { StoredFile } from '../../../../shared/api/study/files';
import {
  type FileVisibility,
  IMAGE_EXTENSIONS,
  IMAGE_KINDS,
  type ImageKind,
  KIND_OF_EXTENSION,
  OFFICE_TYPES,
  type OfficeExtension,
  PDF_EXTENSION,
  PDF_MIME_TYPE,
  extensionOf,
  formatBytes,
  isImageExtension,
  publicFileUrl,
} from '../../../../shared/domain/study/files';
import type { Transaction } from 'kysely';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { ApiError } from '../../../lib/api-error';
import { type Actor, auditActor, fieldProblem, isoTime } from '../../../services/staff-write';
import { appendAudit, recordAudit } from '../../../db/audit/audit-trail';
import type { FileStore } from './file-store';
import { imageSize } from './image-size';
import { type StoredFileRow, createFileRepository } from './repository';
import { detectImageKind } from './signatures';
import { svgProblem } from './svg-safety';

/** The form field the upload's problems are reported on. */
export const FILE_FIELD = 'file';

const KIND_BY_MIME = new Map(
  (Object.entries(IMAGE_KINDS) as [ImageKind, { mimeType: string }][]).map(([kind, { mimeType }]) => [mimeType, kind]),
);

/** A public file as the file manager shows it. */
export function toStoredFile(row: Omit<StoredFileRow, 'id'>): StoredFile {
  const kind = KIND_BY_MIME.get(row.mimeType) ?? 'png';
  return {
    id: row.publicKey,
    url: publicFileUrl(row.hash, kind),
    hash: row.hash,
    name: row.originalName,
    mimeType: row.mimeType,
    size: row.size,
    width: row.width,
    height: row.height,
  };
}

/** A private file as its owning area records it: `id` is the internal reference it keeps. */
export interface PrivateFile {
  id: number;
  name: string;
  mimeType: string;
  size: number;
}

/** The checks of one upload; answers the image kind or throws a refusal naming the file field. */
export async function checkImage(name: string, data: Buffer, maxBytes: number): Promise<ImageKind> {
  const extension = extensionOf(name);
  if (!isImageExtension(extension)) {
    throw fieldProblem(FILE_FIELD, {
      'zh-CN': `只接受图片文件：${IMAGE_EXTENSIONS.join('、')}`,
      en: `Images only: ${IMAGE_EXTENSIONS.join(', ')}`,
    });
  }
  if (data.length === 0) throw fieldProblem(FILE_FIELD, { 'zh-CN': '文件是空的', en: 'The file is empty' });
  if (data.length > maxBytes)
    throw fieldProblem(FILE_FIELD, {
      'zh-CN': `文件不能超过 ${formatBytes(maxBytes)}`,
      en: `The file must be at most ${formatBytes(maxBytes)}`,
    });
  const kind = await detectImageKind(data);
  if (kind !== KIND_OF_EXTENSION[extension]) {
    throw fieldProblem(FILE_FIELD, {
      'zh-CN': `文件内容不是 .${extension} 图片，与扩展名不符`,
      en: `The content does not match the extension`,
    });
  }
  if (kind === 'svg') {
    const problem = svgProblem(data);
    if (problem) {
      throw fieldProblem(FILE_FIELD, {
        'zh-CN': `SVG 含有脚本、事件属性、外部引用或 DOCTYPE，不能上传`,
        en: `An SVG with scripts, event attributes, outside references or a DOCTYPE cannot be uploaded (${problem})`,
      });
    }
  }
  return kind;
}

/**
 * What an upload may be: images (the default), images and PDF documents, or those and Office
 * files (a binder's documents); PDF and Office files are private uploads only (no public URL).
 */
export type UploadAccept = 'images' | 'imagesOrPdf' | 'documents';

const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');
/** The first bytes of a ZIP package (Office Open XML) and of an OLE compound file (.doc, .xls, .ppt). */
const CONTAINER_SIGNATURES = {
  zip: Buffer.from('504b0304', 'hex'),
  ole: Buffer.from('d0cf11e0a1b11ae1', 'hex'),
};

/** Refuses an empty file or one over the limit, naming the file field. */
function checkLength(data: Buffer, maxBytes: number): void {
  if (data.length === 0) throw fieldProblem(FILE_FIELD, { 'zh-CN': '文件是空的', en: 'The file is empty' });
  if (data.length > maxBytes)
    throw fieldProblem(FILE_FIELD, {
      'zh-CN': `文件不能超过 ${formatBytes(maxBytes)}`,
      en: `The file must be at most ${formatBytes(maxBytes)}`,
    });
}

/** Refuses bytes that do not start with the signature their extension promises. */
function checkSignature(data: Buffer, signature: Buffer, what: string): void {
  if (!data.subarray(0, signature.length).equals(signature)) {
    throw fieldProblem(FILE_FIELD, {
      'zh-CN': `文件内容不是 ${what}，与扩展名不符`,
      en: 'The content does not match the extension',
    });
  }
}

/** The checks of a PDF upload (extension already 'pdf'); throws a refusal naming the file field. */
function checkPdf(data: Buffer, maxBytes: number): void {
  checkLength(data, maxBytes);
  checkSignature(data, PDF_SIGNATURE, 'PDF');
}

const isOfficeExtension = (extension: string): extension is OfficeExtension => Object.hasOwn(OFFICE_TYPES, extension);

/** The checks of an Office file: its container's signature (the package's content is not opened). */
function checkOffice(extension: OfficeExtension, data: Buffer, maxBytes: number): void {
  checkLength(data, maxBytes);
  checkSignature(data, CONTAINER_SIGNATURES[OFFICE_TYPES[extension].container], `.${extension}`);
}

type UploadKind = ImageKind | 'pdf' | OfficeExtension;

/** What an accepted upload is (images: checkImage; PDF and Office files only when `accept` allows them). */
async function checkUpload(name: string, data: Buffer, maxBytes: number, accept: UploadAccept): Promise<UploadKind> {
  const extension = extensionOf(name);
  if (accept !== 'images' && extension === PDF_EXTENSION) {
    checkPdf(data, maxBytes);
    return 'pdf';
  }
  if (accept === 'documents' && isOfficeExtension(extension)) {
    checkOffice(extension, data, maxBytes);
    return extension;
  }
  return checkImage(name, data, maxBytes);
}

function mimeTypeOf(kind: UploadKind): string {
  if (kind === 'pdf') return PDF_MIME_TYPE;
  if (isOfficeExtension(kind)) return OFFICE_TYPES[kind].mimeType;
  return IMAGE_KINDS[kind].mimeType;
}

export interface FileServiceOptions {
  db: Db;
  store: FileStore;
  maxBytes: number;
}

export function createFileService({ db, store: fileStore, maxBytes }: FileServiceOptions) {
  const files = createFileRepository(db);

  async function auditRefusal(name: string, size: number, visibility: FileVisibility, actor: Actor, error: ApiError) {
    await recordAudit(db, {
      ...auditActor(actor),
      action: 'file.upload',
      entity: 'stored_file',
      outcome: 'failure',
      reason: error.message.slice(0, 200),
      after: { name, size, visibility },
    });
  }

  /** Checks, stores and records one upload; the row as stored, with its id. */
  async function storeUpload(
    input: { name: string; visibility: FileVisibility; data: Buffer; accept: UploadAccept; maxBytes?: number },
    actor: Actor,
    inTransaction?: Transaction<Database>,
  ): Promise<StoredFileRow> {
    const { name, visibility, data } = input;
    let kind: UploadKind;
    try {
      kind = await checkUpload(name, data, input.maxBytes ?? maxBytes, input.accept);
    } catch (error) {
      if (error instanceof ApiError) await auditRefusal(name, data.length, visibility, actor, error);
      throw error;
    }
    const hash = createHash('sha256').update(data).digest('hex');
    // Bytes first: a row never points at bytes that are not there (a crash leaves at most
    // an unreferenced file, which a later identical upload reuses).
    await fileStore.put(hash, data);
    const size = kind === 'pdf' || isOfficeExtension(kind) ? null : imageSize(kind, data);
    const row = {
      hash,
      publicKey: randomBytes(16).toString('hex'),
      originalName: name,
      mimeType: mimeTypeOf(kind),
      size: data.length,
      visibility,
      width: size?.width ?? null,
      height: size?.height ?? null,
      uploaderId: actor.actorId,
      createdAt: isoTime(actor.at),
    };
    const record = async (trx: Transaction<Database>) => {
      const fileId = await createFileRepository(trx).insert(row);
      await appendAudit(trx, {
        ...auditActor(actor),
        action: 'file.upload',
        entity: 'stored_file',
        entityId: fileId,
        after: { name, hash, mimeType: row.mimeType, size: row.size, visibility },
      });
      return fileId;
    };
    const id = await (inTransaction ? record(inTransaction) : db.transaction().execute(record));
    return { id, ...row };
  }

  const withBytes = async (row: StoredFileRow | undefined) => {
    const data = row && (await fileStore.get(row.hash));
    return row && data ? { row, data } : undefined;
  };

  return {
    maxBytes,

    /** The file manager's upload: a public image. */
    async upload(input: { name: string; data: Buffer }, actor: Actor): Promise<StoredFile> {
      return toStoredFile(await storeUpload({ ...input, visibility: 'public', accept: 'images' }, actor));
    },

    /**
     * An area's private upload; the area keeps `id` and serves the file itself (`ownedFile`).
     * `maxBytes`: the area's own limit for this file, instead of the store's.
     */
    async storePrivate(
      input: { name: string; data: Buffer; accept: UploadAccept; maxBytes?: number },
      actor: Actor,
    ): Promise<PrivateFile> {
      const row = await storeUpload({ ...input, visibility: 'private' }, actor);
      return { id: row.id, name: row.originalName, mimeType: row.mimeType, size: row.size };
    },

    /** As `storePrivate`, its rows in the caller's transaction (a signed report filed into the binder). */
    async storePrivateIn(
      trx: Transaction<Database>,
      input: { name: string; data: Buffer; accept: UploadAccept; maxBytes?: number },
      actor: Actor,
    ): Promise<PrivateFile> {
      const row = await storeUpload({ ...input, visibility: 'private' }, actor, trx);
      return { id: row.id, name: row.originalName, mimeType: row.mimeType, size: row.size };
    },

    /** A public file's row and bytes by `<hash>.<extension>`, or undefined. */
    async publicFile(fileName: string): Promise<{ row: StoredFileRow; data: Buffer } | undefined> {
      const [hash = '', extension = ''] = fileName.split('.');
      const row = await files.publicByHash(hash);
      // The URL names the extension the bytes really have: /files/<hash>.jpg, never .exe.
      if (!row || extensionOf(toStoredFile(row).url) !== extension) return undefined;
      return withBytes(row);
    },

    /** A public file by its key (the file manager); undefined for a private file. */
    async publicFileByKey(key: string): Promise<{ row: StoredFileRow; data: Buffer } | undefined> {
      return withBytes(await files.publicByKey(key));
    },

    /**
     * A file by the internal id its owning area keeps: for that area's endpoint only, after
     * its own check that the caller may see the record the file belongs to.
     */
    async ownedFile(id: number): Promise<{ row: StoredFileRow; data: Buffer } | undefined> {
      return withBytes(await files.byId(id));
    },
  };
}

export type FileService = ReturnType<typeof createFileService>;
