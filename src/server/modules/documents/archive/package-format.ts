/**
 * The binder archive package (issue 29 item 7): a zip of `index.json` (every folder, document
 * and version with its file's path in the zip, SHA-256 and size, and the version's signatures),
 * `index.sha256` (the index's own SHA-256, as sha256sum writes it) and the files under
 * `files/<folder path>/`. Pure: the export builds it, the offline check reads it (verify.ts).
 */
import { createHash } from 'node:crypto';
import JSZip from 'jszip';

export const INDEX_NAME = 'index.json';
export const INDEX_HASH_NAME = 'index.sha256';

export interface ArchivedSignature {
  signerName: string;
  meaning: string;
  meaningText: string;
  signedAt: string;
  contentHash: string;
}

export interface ArchivedVersion {
  versionId: number;
  number: number;
  status: string;
  effectiveOn: string | null;
  expiresOn: string | null;
  uploaderName: string;
  uploadedAt: string;
  note: string | null;
  fileName: string;
  mimeType: string;
  size: number;
  sha256: string;
  /** The file's path in the zip. */
  path: string;
  signatures: ArchivedSignature[];
}

export interface ArchivedDocument {
  id: number;
  folderCode: string;
  title: string;
  kind: string;
  ownerName: string;
  versions: ArchivedVersion[];
}

export interface ArchiveIndex {
  format: string;
  project: { id: number; projectNo: string | null; name: string; status: string };
  archive: { archiveType: string; note: string | null; archivedByName: string; archivedAt: string };
  folders: { code: string; name: string; nameEn: string | null; path: string }[];
  documents: ArchivedDocument[];
  totals: { folders: number; documents: number; files: number; bytes: number };
}

export const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** A path segment without separators, control characters or characters Windows refuses. */
export function safeSegment(text: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = text.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_').trim();
  return (cleaned.replace(/^\.+/, '_') || '_').slice(0, 120);
}

/** The index's bytes as stored and exported (two-space JSON, UTF-8, final newline). */
export const serializeIndex = (index: ArchiveIndex) => `${JSON.stringify(index, null, 2)}\n`;

/** The zip: the index, its hash, and each version's bytes at its path; dated at `at` (deterministic). */
export async function buildPackage(
  indexJson: string,
  files: { path: string; data: Buffer }[],
  at: Date,
): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(INDEX_NAME, indexJson, { date: at });
  zip.file(INDEX_HASH_NAME, `${sha256(indexJson)}  ${INDEX_NAME}\n`, { date: at });
  for (const file of files) zip.file(file.path, file.data, { date: at, binary: true });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', platform: 'UNIX' });
}
