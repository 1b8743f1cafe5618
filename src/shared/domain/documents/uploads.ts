/**
 * What a binder folder accepts (issue 29 item 10): three file kinds (PDF, Office files, images),
 * each with its extensions, MIME types and size limit. A folder lists the kinds it allows; the
 * browser checks the same rules before it sends a file, the server checks them and the bytes'
 * signature.
 */
import { OFFICE_TYPES } from '../study';

export const DOCUMENT_FILE_KINDS = ['pdf', 'office', 'image'] as const;
export type DocumentFileKind = (typeof DOCUMENT_FILE_KINDS)[number];

export const DOCUMENT_FILE_KIND_TEXT: Record<DocumentFileKind, { 'zh-CN': string; en: string }> = {
  pdf: { 'zh-CN': 'PDF', en: 'PDF' },
  office: { 'zh-CN': 'Office 文件', en: 'Office files' },
  image: { 'zh-CN': '图片', en: 'Images' },
};

const MB = 1024 * 1024;

/** Upload size limit per kind: scanned PDFs are the largest files of a binder. */
export const DOCUMENT_SIZE_LIMITS: Record<DocumentFileKind, number> = {
  pdf: 50 * MB,
  office: 20 * MB,
  image: 10 * MB,
};

/** The largest upload any folder accepts (the body parser's limit). */
export const DOCUMENT_MAX_BYTES = Math.max(...Object.values(DOCUMENT_SIZE_LIMITS));

/** Images a binder keeps (scans and photos); the file store checks their signature. */
export const DOCUMENT_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'gif', 'bmp', 'tiff'] as const;

export const EXTENSIONS_OF_KIND: Record<DocumentFileKind, readonly string[]> = {
  pdf: ['pdf'],
  office: Object.keys(OFFICE_TYPES),
  image: DOCUMENT_IMAGE_EXTENSIONS,
};

/** The kind a file name's extension belongs to, or undefined for a type no folder accepts. */
export function documentFileKindOf(fileName: string): DocumentFileKind | undefined {
  const dot = fileName.lastIndexOf('.');
  const extension = dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
  return DOCUMENT_FILE_KINDS.find((kind) => EXTENSIONS_OF_KIND[kind].includes(extension));
}

/** The `accept` attribute of a folder's file input. */
export const acceptOf = (kinds: readonly DocumentFileKind[]) =>
  kinds.flatMap((kind) => EXTENSIONS_OF_KIND[kind].map((extension) => `.${extension}`)).join(',');

export type DocumentUploadProblem = 'type' | 'size' | 'empty';

/** What the browser and the server both refuse before looking at the bytes. */
export function documentUploadProblem(
  file: { name: string; size: number },
  allowed: readonly DocumentFileKind[],
): DocumentUploadProblem | null {
  const kind = documentFileKindOf(file.name);
  if (!kind || !allowed.includes(kind)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > DOCUMENT_SIZE_LIMITS[kind]) return 'size';
  return null;
}
