/**
 * Archiving a project's binder at close (issue 29 item 7, SPEC §4 'archive and cancel-archive'):
 * the archive types (the dictionary projectArchiveType), when a binder may be archived, and what
 * a preview shows. An archived binder is read-only until its archive is cancelled; the archive
 * rows stay listed either way.
 */
import type { LocalizedText } from '../labels';
import type { ProjectStatus } from '../study';

/** Dictionary projectArchiveType: why the binder is archived. */
export const ARCHIVE_TYPES = ['completed', 'terminated', 'transferred'] as const;
export type ArchiveType = (typeof ARCHIVE_TYPES)[number];

export const ARCHIVE_TYPE_LABELS: Record<ArchiveType, LocalizedText> = {
  completed: { 'zh-CN': '结题归档', en: 'Completed study' },
  terminated: { 'zh-CN': '终止归档', en: 'Terminated study' },
  transferred: { 'zh-CN': '移交归档', en: 'Transferred to another site' },
};

/** An archive row: in force, or cancelled (kept in the history). */
export const ARCHIVE_STATUSES = ['archived', 'cancelled'] as const;
export type ArchiveStatus = (typeof ARCHIVE_STATUSES)[number];

/** A project is closed, and its binder may be archived, once it is terminated or archived. */
export const CLOSED_PROJECT_STATUSES = ['terminated', 'archived'] as const satisfies readonly ProjectStatus[];

export const isClosedProject = (status: string): boolean =>
  (CLOSED_PROJECT_STATUSES as readonly string[]).includes(status);

/** The archive package's index format (index.json in the zip), named in the index itself. */
export const ARCHIVE_INDEX_FORMAT = 'trial-binder-archive/1';

/** What the browser previews in place: PDFs in a frame, images as images; Office files download. */
export type PreviewKind = 'pdf' | 'image' | 'none';

export function previewKindOf(mimeType: string): PreviewKind {
  if (mimeType === 'application/pdf') return 'pdf';
  // TIFF shows in few browsers; it downloads like an Office file.
  if (mimeType.startsWith('image/') && mimeType !== 'image/tiff') return 'image';
  return 'none';
}
