/**
 * The audit trail's Excel export (shared/api/access/audit-export.ts): the rows the list
 * answers for the same filters, every page of them, times on the hospital's clock as Excel
 * dates. Taking the trail out writes a row into it: who, with which filters, how many rows.
 */
import type { FastifyInstance } from 'fastify';
import type { AuditRow } from '../../../../shared/api/access/audit';
import { auditExportEndpoint } from '../../../../shared/api/access/audit-export';
import { LIST_EXPORT_MAX_ROWS } from '../../../../shared/api/contract/export-query';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { auditExport } from '../../../services/export-audit';
import { type SheetColumn, checkExportSize, sendTypedSheet } from '../../../lib/typed-sheet';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createAuditRepository } from './repository';
import { timeRange } from './time-range';

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

export const AUDIT_COLUMNS: SheetColumn<AuditRow>[] = [
  { header: '编号', type: 'number', value: (row) => row.id },
  { header: '时间', type: 'instant', value: (row) => row.at },
  { header: '操作人', type: 'text', value: (row) => row.actorName },
  { header: '操作', type: 'text', value: (row) => row.action },
  { header: '对象', type: 'text', value: (row) => row.entity },
  { header: '对象编号', type: 'text', value: (row) => row.entityId },
  { header: '结果', type: 'text', value: (row) => (row.outcome === 'failure' ? '失败' : '成功') },
  { header: '原因', type: 'text', value: (row) => row.reason },
  { header: '修改前', type: 'text', value: (row) => json(row.before) },
  { header: '修改后', type: 'text', value: (row) => json(row.after) },
  { header: 'IP', type: 'text', value: (row) => row.clientIp },
  { header: '请求编号', type: 'text', value: (row) => row.requestId },
];

export async function auditExportRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const audit = createAuditRepository(db);

  registerEndpoint(
    app,
    auditExportEndpoint,
  )(async ({ query, request, reply }) => {
    const listQuery = { ...query, offset: 0, limit: LIST_EXPORT_MAX_ROWS };
    const { rows, total } = await audit.list(listQuery, timeRange(query.from, query.to));
    checkExportSize(total);
    await auditExport(db, request, clock, { action: 'audit.export', entity: 'audit_log', filters: query, rows: total });
    return sendTypedSheet(reply, { name: '审计日志', baseName: 'audit-trail', columns: AUDIT_COLUMNS, rows }, clock());
  });
}
