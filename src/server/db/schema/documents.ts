/**
 * Documents: the study binder (documents area, migration 043). Days are 'YYYY-MM-DD', times
 * ISO 8601 UTC; statuses are defined in shared/domain/documents; `allowed_kinds` is a comma
 * list of DocumentFileKind ('pdf,office,image').
 */
import type { Generated } from 'kysely';

interface Bookkeeping {
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

export interface DocTemplateTable extends Bookkeeping {
  id: Generated<number>;
  code: string;
  name: string;
  nameEn: string | null;
}

export interface DocTemplateVersionTable extends Bookkeeping {
  id: Generated<number>;
  templateId: number;
  number: number;
  /** draft | published | retired. */
  status: string;
  note: string | null;
  publishedAt: string | null;
  publishedBy: string | null;
}

export interface DocTemplateFolderTable {
  id: Generated<number>;
  templateVersionId: number;
  code: string;
  parentCode: string | null;
  name: string;
  nameEn: string | null;
  sort: number;
  allowedKinds: string;
}

export interface DocFolderTable extends Bookkeeping {
  id: Generated<number>;
  projectId: number;
  parentId: number | null;
  code: string;
  name: string;
  nameEn: string | null;
  sort: number;
  allowedKinds: string;
  /** The template version it was copied from; null for a folder added to the project. */
  templateVersionId: number | null;
}

export interface DocDocumentTable extends Bookkeeping {
  id: Generated<number>;
  projectId: number;
  folderId: number;
  title: string;
  kind: string;
  ownerId: number | null;
  ownerName: string;
  /** The signed record it was filed from (migration 045); null for an upload. */
  sourceKind: Generated<string | null>;
  sourceId: Generated<number | null>;
}

export interface DocDocumentVersionTable {
  id: Generated<number>;
  documentId: number;
  number: number;
  status: string;
  effectiveOn: string | null;
  expiresOn: string | null;
  fileId: number;
  note: string | null;
  uploaderId: number | null;
  uploaderName: string;
  uploadedAt: string;
  updatedAt: string;
  version: Generated<number>;
}

/** A help center article (migration 047): the system's own binder, no project's. */
export interface DocHelpArticleTable extends Bookkeeping {
  id: Generated<number>;
  /** The permission catalogue's help id ('help-user-manage'). */
  helpId: string;
  title: string;
  titleEn: string | null;
}

/** An article's version: its Markdown text and SHA-256; effective | superseded; never overwritten. */
export interface DocHelpVersionTable {
  id: Generated<number>;
  articleId: number;
  number: number;
  status: string;
  body: string;
  checksum: string;
  note: string | null;
  authorId: number | null;
  authorName: string;
  createdAt: string;
}
