/** A binder's archives (/api/doc/archive): thin handlers; the export answers the zip itself. */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  archiveCancelEndpoint,
  archiveCreateEndpoint,
  archiveExportEndpoint,
  archiveListEndpoint,
} from '../../../../shared/api/documents/archive';
import { notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createArchiveService } from './service';

const ok = ResponseCode.ok;

export async function archiveRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  const { db, clock } = options;
  const service = createArchiveService(db, options.files, options.signaturePasswords);

  registerEndpoint(
    app,
    archiveListEndpoint,
  )(async ({ params }) => ({ isOk: true, code: ok, data: await service.list(params.projectId) }));

  registerEndpoint(
    app,
    archiveCreateEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.archive(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    archiveCancelEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.cancel(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    archiveExportEndpoint,
  )(async ({ params, reply, request }) => {
    const exported = await service.exportPackage(params.projectId, params.id, actorOf(request, clock));
    if (!exported) throw notFound({ 'zh-CN': '归档记录不存在', en: 'No such archive' });
    void reply
      .header('content-type', 'application/zip')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-length', exported.zip.length)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(exported.name)}`);
    return exported.zip;
  });
}
