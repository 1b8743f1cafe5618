/**
 * Uploaded files: the image types SPEC §5 accepts, their MIME types, the default size
 * limit, and the checks the browser makes before it sends a file. The server makes the
 * same checks from the same list, then checks the file's real signature (magic bytes).
 */

/** SPEC §5: the extensions of an uploaded image, lower case, without the dot. */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'bmp', 'webp', 'gif', 'psd', 'svg', 'tiff'] as const;
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];

/** The kind of image a file really is (from its bytes); jpg and jpeg are one kind. */
export type ImageKind = 'png' | 'jpeg' | 'bmp' | 'webp' | 'gif' | 'psd' | 'svg' | 'tiff';

export const KIND_OF_EXTENSION: Record<ImageExtension, ImageKind> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  bmp: 'bmp',
  webp: 'webp',
  gif: 'gif',
  psd: 'psd',
  svg: 'svg',
  tiff: 'tiff',
};

/** What a stored file is served as, and the extension of its public URL. */
export const IMAGE_KINDS: Record<ImageKind, { mimeType: string; extension: ImageExtension }> = {
  png: { mimeType: 'image/png', extension: 'png' },
  jpeg: { mimeType: 'image/jpeg', extension: 'jpg' },
  bmp: { mimeType: 'image/bmp', extension: 'bmp' },
  webp: { mimeType: 'image/webp', extension: 'webp' },
  gif: { mimeType: 'image/gif', extension: 'gif' },
  psd: { mimeType: 'image/vnd.adobe.photoshop', extension: 'psd' },
  svg: { mimeType: 'image/svg+xml', extension: 'svg' },
  tiff: { mimeType: 'image/tiff', extension: 'tiff' },
};

/**
 * A PDF document: accepted only where the caller asks for documents (an SAE report's
 * attachments), recognised by its '%PDF-' signature, always served as a download.
 */
export const PDF_EXTENSION = 'pdf';
export const PDF_MIME_TYPE = 'application/pdf';

/**
 * Office documents: accepted only where the caller asks for documents (a study binder).
 * Office Open XML files are ZIP packages; the older binary formats are OLE compound files.
 */
export const OFFICE_TYPES = {
  docx: { mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', container: 'zip' },
  xlsx: { mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', container: 'zip' },
  pptx: { mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', container: 'zip' },
  doc: { mimeType: 'application/msword', container: 'ole' },
  xls: { mimeType: 'application/vnd.ms-excel', container: 'ole' },
  ppt: { mimeType: 'application/vnd.ms-powerpoint', container: 'ole' },
} as const;
export type OfficeExtension = keyof typeof OFFICE_TYPES;

/** The default upload size limit; the server's is UPLOAD_MAX_BYTES (docs/operations.md 'Configuration'). */
export const DEFAULT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** Longest original file name kept (characters). */
export const FILE_NAME_MAX_LENGTH = 200;

/** Public: anyone with the URL; private: only through the endpoint of the area that stored it. */
export type FileVisibility = 'public' | 'private';

/** A file's key outside the server: 128 random bits as 32 hex digits (never a sequential id). */
export const FILE_KEY_PATTERN = '^[0-9a-f]{32}$';

/** Where public files are served: `/files/<sha256>.<extension>`, the same bytes at the same URL. */
export const PUBLIC_FILES_PREFIX = '/files/';

export function publicFileUrl(hash: string, kind: ImageKind): string {
  return `${PUBLIC_FILES_PREFIX}${hash}.${IMAGE_KINDS[kind].extension}`;
}

/** The lower-case extension of a file name ('' when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function isImageExtension(extension: string): extension is ImageExtension {
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
}

/** The `accept` attribute of an image file input. */
export const IMAGE_ACCEPT = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export type UploadProblem = 'extension' | 'size' | 'empty' | 'name';

/** What the browser checks before sending a file; the server checks the same and more. */
export function imageUploadProblem(file: { name: string; size: number }, maxBytes: number): UploadProblem | null {
  if (file.name.length === 0 || file.name.length > FILE_NAME_MAX_LENGTH) return 'name';
  if (!isImageExtension(extensionOf(file.name))) return 'extension';
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'size';
  return null;
}

/** '5 MB', '200 KB': a size limit as people read it. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
