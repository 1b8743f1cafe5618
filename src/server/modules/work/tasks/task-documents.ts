/**
 * The inbox's documents kind (task-branches.ts explains the key rows): binder documents whose
 * effective version expires within the site's 'documents due within N days' (today through
 * today + N, hospital days), in the projects where the caller holds document:upload, and the
 * documents they own in the projects of their team. Due by the expiry day. An expired document
 * leaves the inbox (the binder flags it); a new effective version without that expiry day ends
 * the task. The branch, the read of documents by id, and the row the inbox shows.
 */
import type { Kysely } from 'kysely';
import { TASK_KIND_LABELS, type TaskRow } from '../../../../shared/api/work/tasks';
import {
  DOCUMENT_DUE_DAYS_DEFAULT,
  DOCUMENT_KINDS,
  type DocumentKind,
  dueUntil,
} from '../../../../shared/domain/documents';
import { dueByEndOf, dueState } from '../../../../shared/domain/safety';
import type { Database } from '../../../db/schema';
import { type TaskBranch, int, text } from './task-key';

type Executor = Kysely<Database>;

interface DocumentScope {
  ids: (button: string) => number[];
  userId: number;
  teamIds: number[];
  today: string;
  documentDueDays?: number;
}

export function documentBranches(db: Executor, scope: DocumentScope): TaskBranch[] {
  const upload = scope.ids('document:upload');
  const owned = scope.teamIds.filter((id) => !upload.includes(id));
  if (upload.length === 0 && owned.length === 0) return [];
  const until = dueUntil(scope.today, scope.documentDueDays ?? DOCUMENT_DUE_DAYS_DEFAULT);
  const keys = db
    .selectFrom('docDocumentVersion as v')
    .innerJoin('docDocument as r', 'r.id', 'v.documentId')
    .select([
      text('documentExpiry').as('kind'),
      text('').as('sub'),
      'r.id as id',
      int(3).as('tier'),
      'v.expiresOn as dueKey',
      int(1).as('rank'),
      'v.uploadedAt as createdAt',
    ])
    .where('v.status', '=', 'effective')
    .where('v.expiresOn', '>=', scope.today)
    .where('v.expiresOn', '<=', until)
    .where((eb) =>
      eb.or([
        ...(upload.length > 0 ? [eb('r.projectId', 'in', upload)] : []),
        ...(owned.length > 0 ? [eb.and([eb('r.projectId', 'in', owned), eb('r.ownerId', '=', scope.userId)])] : []),
      ]),
    );
  return [{ kind: 'documentExpiry', tier: 3, keys }];
}

export function createDocumentTaskReads(db: Executor) {
  return {
    /** The site's 'documents due within N days'. */
    async documentDueDays(): Promise<number> {
      const site = await db.selectFrom('site').select('documentDueDays').where('id', '=', 1).executeTakeFirst();
      return site?.documentDueDays ?? DOCUMENT_DUE_DAYS_DEFAULT;
    },

    /** The documents by id with their effective version's expiry day and folder. */
    async expiringDocuments(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('docDocument as d')
        .innerJoin('docDocumentVersion as v', (join) =>
          join.onRef('v.documentId', '=', 'd.id').on('v.status', '=', 'effective'),
        )
        .innerJoin('docFolder as f', 'f.id', 'd.folderId')
        .innerJoin('project as p', 'p.id', 'd.projectId')
        .select([
          'd.id',
          'd.projectId',
          'p.name as projectName',
          'd.title',
          'd.kind',
          'd.ownerName',
          'd.folderId',
          'f.code as folderCode',
          'v.number',
          'v.expiresOn',
        ])
        .where('d.id', 'in', ids)
        .execute();
    },
  };
}
export type ExpiringDocumentTaskRow = Awaited<
  ReturnType<ReturnType<typeof createDocumentTaskReads>['expiringDocuments']>
>[number];

/** A document due to expire: its title and kind, the folder, the version and its owner; due at the end of its expiry day. */
export function documentExpiryTask(row: ExpiringDocumentTaskRow, now: number): TaskRow {
  const expiresOn = row.expiresOn ?? '';
  const due = dueByEndOf(expiresOn);
  const kind = DOCUMENT_KINDS[row.kind as DocumentKind] ?? DOCUMENT_KINDS.other;
  return {
    key: `documentExpiry:${row.id}`,
    kind: 'documentExpiry',
    projectId: row.projectId,
    projectName: row.projectName,
    recordId: row.id,
    folderId: row.folderId,
    subjectId: null,
    subjectNumber: null,
    initials: null,
    title: {
      'zh-CN': `${TASK_KIND_LABELS.documentExpiry['zh-CN']} · ${row.title}`,
      en: `${TASK_KIND_LABELS.documentExpiry.en} · ${row.title}`,
    },
    detail: {
      'zh-CN': `${kind['zh-CN']} · 文件夹 ${row.folderCode} · v${row.number} · ${expiresOn} 到期 · 负责人 ${row.ownerName}`,
      en: `${kind.en} · folder ${row.folderCode} · v${row.number} · expires ${expiresOn} · owner ${row.ownerName}`,
    },
    dueAt: due.dueAt,
    dueLabel: due.dueLabel,
    dueState: dueState(due, now, null),
    overdue: false,
  };
}
