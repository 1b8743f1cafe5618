/** A binder's archives (documents area, migration 046). Times ISO 8601 UTC. */
import type { Generated } from 'kysely';

export interface DocArchiveTable {
  id: Generated<number>;
  projectId: number;
  /** A code of ARCHIVE_TYPES (dictionary projectArchiveType). */
  archiveType: string;
  /** archived (in force) | cancelled. */
  status: string;
  note: string | null;
  /** The package's index.json, exactly as exported. */
  indexJson: string;
  /** SHA-256 (hex) of index_json's UTF-8 bytes. */
  indexHash: string;
  folderCount: number;
  documentCount: number;
  fileCount: number;
  /** bigint: PostgreSQL answers it as text. */
  totalBytes: number | string;
  archivedById: number | null;
  archivedByName: string;
  archivedAt: string;
  cancelledByName: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}
