/**
 * Ethics submissions: the team's (/api/ethic/issue, project scope) and the secretary's board
 * (/api/ethic/board, system scope). Thin handlers; access is enforced by the declarations.
 * The board shows only what was submitted at some time (never a team's draft).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  BOARD_COLUMNS,
  BOARD_COLUMN_NAMES,
  type BoardColumn,
  boardAcceptEndpoint,
  boardCountsEndpoint,
  boardDetailEndpoint,
  boardDownloadEndpoint,
  boardListEndpoint,
  boardReturnEndpoint,
} from '../../../../shared/api/ethics/board';
import {
  type SubmissionDetail,
  type SubmissionRow,
  binderVersionsEndpoint,
  submissionDetailEndpoint,
  submissionDownloadEndpoint,
  submissionListEndpoint,
  submissionSaveEndpoint,
  submissionSubmitEndpoint,
  submissionWithdrawEndpoint,
} from '../../../../shared/api/ethics/submissions';
import type { SubmissionStatus, SubmissionType } from '../../../../shared/domain/ethics/submissions';
import { notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { type Actor, actorOf } from '../../../services/staff-write';
import { createDocumentService, noVirusScanner } from '../../documents';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import type { Db } from '../../../db/database';
import { createSubmissionRepository } from './repository';
import { createSubmissionService } from './service';

const ok = ResponseCode.ok;
const noSubmission = () => notFound({ 'zh-CN': '伦理递交不存在', en: 'No such ethics submission' });

type ListRow = Awaited<ReturnType<ReturnType<typeof createSubmissionRepository>['projectPage']>>['rows'][number];
const toRow = (row: ListRow): SubmissionRow => ({
  ...row,
  type: row.type as SubmissionType,
  status: row.status as SubmissionStatus,
  documentCount: Number(row.documentCount ?? 0),
});

/** A submission with the ethics header, its documents and its moves; undefined if not found. */
async function detailOf(db: Db, id: number): Promise<SubmissionDetail | undefined> {
  const repo = createSubmissionRepository(db);
  const [row, listRow] = await Promise.all([repo.row(id), repo.listRow(id)]);
  if (!row || !listRow) return undefined;
  const [header, documents, history] = await Promise.all([
    repo.header(row.projectId),
    repo.documents(id),
    repo.history(id),
  ]);
  return {
    ...toRow(listRow),
    notes: row.notes,
    returnReason: row.status === 'returned' ? row.returnReason : null,
    acceptedAt: row.acceptedAt,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    header: { ...header, ethicsAcceptNumber: row.acceptanceNumber ?? header.ethicsAcceptNumber },
    documents: documents.map((document) => ({ ...document, fileSize: Number(document.fileSize) })),
    history: history.map((event) => ({
      ...event,
      fromStatus: event.fromStatus as SubmissionStatus | null,
      toStatus: event.toStatus as SubmissionStatus,
    })),
  };
}

export async function ethicsSubmissionRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  const { db, clock } = options;
  const repo = createSubmissionRepository(db);
  const service = createSubmissionService(db);
  const documents = createDocumentService({ db, files: options.files, scanner: noVirusScanner });

  registerEndpoint(
    app,
    submissionListEndpoint,
  )(async ({ params, query }) => {
    const { rows, total } = await repo.projectPage(params.projectId, query.status, query.offset, query.limit);
    return { isOk: true, code: ok, rows: rows.map(toRow), total };
  });

  registerEndpoint(
    app,
    submissionDetailEndpoint,
  )(async ({ params }) => {
    const detail = await detailOf(db, params.id);
    if (!detail || detail.projectId !== params.projectId) throw noSubmission();
    return { isOk: true, code: ok, data: detail };
  });

  registerEndpoint(
    app,
    binderVersionsEndpoint,
  )(async ({ params }) => ({
    isOk: true,
    code: ok,
    data: (await repo.binderVersions(params.projectId)).map((row) => ({ ...row, fileSize: Number(row.fileSize) })),
  }));

  registerEndpoint(
    app,
    submissionSaveEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.save(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    submissionSubmitEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.submit(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    submissionWithdrawEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.withdraw(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    boardListEndpoint,
  )(async ({ query }) => {
    const { rows, total } = await repo.boardPage(query.column, query.offset, query.limit);
    return { isOk: true, code: ok, rows: rows.map(toRow), total };
  });

  registerEndpoint(
    app,
    boardCountsEndpoint,
  )(async () => {
    const counts = new Map((await repo.statusCounts()).map((row) => [row.status, Number(row.n)]));
    const data = Object.fromEntries(
      BOARD_COLUMN_NAMES.map((column) => [
        column,
        (BOARD_COLUMNS[column] as readonly string[]).reduce((sum, status) => sum + (counts.get(status) ?? 0), 0),
      ]),
    ) as Record<BoardColumn, number>;
    return { isOk: true, code: ok, data };
  });

  /** A submission the committee may see: one that was submitted at some time. */
  const submitted = async (id: number) => {
    const detail = await detailOf(db, id);
    if (!detail || detail.submittedAt === null) throw noSubmission();
    return detail;
  };

  registerEndpoint(
    app,
    boardDetailEndpoint,
  )(async ({ params }) => ({ isOk: true, code: ok, data: await submitted(params.id) }));

  /** The bytes of a version the submission carries, as a private, never cached attachment. */
  const sendCarried = async (detail: SubmissionDetail, versionId: number, reply: FastifyReply, actor: Actor) => {
    const carried = await repo.carries(detail.id, versionId);
    const file = carried ? await documents.download(detail.projectId, versionId, actor) : undefined;
    if (!file) throw notFound({ 'zh-CN': '文件版本不存在', en: 'No such document version' });
    // Always a download (never rendered in the app's origin), never cached: staff data.
    void reply
      .header('content-type', file.row.mimeType)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-length', file.data.length)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.row.originalName)}`);
    return file.data;
  };

  registerEndpoint(
    app,
    boardDownloadEndpoint,
  )(async ({ params, reply, request }) =>
    sendCarried(await submitted(params.id), params.versionId, reply, actorOf(request, clock)),
  );

  registerEndpoint(
    app,
    submissionDownloadEndpoint,
  )(async ({ params, reply, request }) => {
    const detail = await detailOf(db, params.id);
    if (!detail || detail.projectId !== params.projectId) throw noSubmission();
    return sendCarried(detail, params.versionId, reply, actorOf(request, clock));
  });

  registerEndpoint(
    app,
    boardAcceptEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.accept(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    boardReturnEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.returnToTeam(body, actorOf(request, clock)),
  }));
}
