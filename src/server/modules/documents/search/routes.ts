/**
 * The document search (/api/doc/document/search): the rows of the projects where the caller
 * holds page DocumentBinder (which rows to show; the declared access is system page
 * DocumentSearch), so a document of another project never appears.
 */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { DEFAULT_DUE_WITHIN_DAYS } from '../../../../shared/api/documents/list-filters';
import { documentSearchEndpoint } from '../../../../shared/api/documents/search';
import type { DocumentKind, DocumentVersionStatus } from '../../../../shared/domain/documents/versions';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { requireStaff } from '../../../services/staff-principal';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createDocumentSearchRepository } from './repository';

export async function documentSearchRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const repo = createDocumentSearchRepository(db);

  registerEndpoint(
    app,
    documentSearchEndpoint,
  )(async ({ query, request }) => {
    const readable = await repo.readableProjects(requireStaff(request).userId);
    const projectIds = query.projectId === undefined ? readable : readable.filter((id) => id === query.projectId);
    const { offset, limit, withinDays, ...filters } = query;
    const { rows, total } = await repo.page(
      { ...filters, projectIds, withinDays: withinDays ?? DEFAULT_DUE_WITHIN_DAYS, today: hospitalDay(clock()) },
      offset,
      limit,
    );
    return {
      isOk: true,
      code: ResponseCode.ok,
      rows: rows.map((row) => ({
        ...row,
        kind: row.kind as DocumentKind,
        status: row.status as DocumentVersionStatus,
      })),
      total,
    };
  });
}
