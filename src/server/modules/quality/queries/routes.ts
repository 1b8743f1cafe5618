/**
 * Queries (/api/bus/rsdv/issue): thin handlers (access is enforced by the declarations), and the
 * list's Excel export (every matching row as a typed sheet, with its audit row).
 */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { LIST_EXPORT_MAX_ROWS } from '../../../../shared/api/contract/export-query';
import {
  queryAnswerEndpoint,
  queryCloseEndpoint,
  queryExportEndpoint,
  queryListEndpoint,
  queryRaiseEndpoint,
  queryReopenEndpoint,
} from '../../../../shared/api/quality/queries';
import { QUERY_STATUS_LABELS } from '../../../../shared/domain/quality/query-status';
import { SDV_RECORD_KIND_LABELS } from '../../../../shared/domain/quality/sdv';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { type SheetColumn, checkExportSize, sendTypedSheet } from '../../../lib/typed-sheet';
import { auditExport } from '../../../services/export-audit';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createQueryRepository } from './repository';
import { createQueryService } from './service';

const ok = ResponseCode.ok;
type Row = Awaited<ReturnType<ReturnType<typeof createQueryRepository>['list']>>['rows'][number];

const QUERY_COLUMNS: SheetColumn<Row>[] = [
  { header: '受试者编号', type: 'text', value: (row) => row.subjectNumber },
  { header: '姓名缩写', type: 'text', value: (row) => row.initials },
  { header: '记录类型', type: 'text', value: (row) => SDV_RECORD_KIND_LABELS[row.recordKind]['zh-CN'] },
  { header: '记录ID', type: 'number', value: (row) => row.recordId },
  { header: '字段', type: 'text', value: (row) => row.field },
  { header: '质疑内容', type: 'text', value: (row) => row.question },
  { header: '状态', type: 'text', value: (row) => QUERY_STATUS_LABELS[row.status]['zh-CN'] },
  { header: '发起人', type: 'text', value: (row) => row.createdBy },
  { header: '发起时间', type: 'instant', value: (row) => row.createdAt },
  { header: '回复', type: 'text', value: (row) => row.answer },
  { header: '回复人', type: 'text', value: (row) => row.answeredBy },
  { header: '回复时间', type: 'instant', value: (row) => row.answeredAt },
  { header: '关闭人', type: 'text', value: (row) => row.closedBy },
  { header: '关闭时间', type: 'instant', value: (row) => row.closedAt },
];

export async function queryRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const queries = createQueryRepository(db);
  const service = createQueryService(db);

  registerEndpoint(
    app,
    queryListEndpoint,
  )(async ({ params, query }) => ({
    isOk: true,
    code: ok,
    ...(await queries.list(params.projectId, { ...query, offset: query.offset ?? 0, limit: query.limit ?? 20 })),
  }));

  registerEndpoint(
    app,
    queryExportEndpoint,
  )(async ({ params, query, request, reply }) => {
    const { rows, total } = await queries.list(params.projectId, { ...query, offset: 0, limit: LIST_EXPORT_MAX_ROWS });
    checkExportSize(total);
    await auditExport(db, request, clock, {
      action: 'query.export',
      entity: 'quality_query',
      projectId: params.projectId,
      filters: query,
      rows: total,
    });
    return sendTypedSheet(reply, { name: '质疑', baseName: 'queries', columns: QUERY_COLUMNS, rows }, clock());
  });

  registerEndpoint(
    app,
    queryRaiseEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.raise(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    queryAnswerEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.answer(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    queryCloseEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.close(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    queryReopenEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.reopen(body, actorOf(request, clock)) }));
}
