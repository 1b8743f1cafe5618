/**
 * Binder uploads and downloads: the upload's body is the file's raw bytes, read by this
 * plugin's own parser (the study files module's, with the largest per-kind limit) after the
 * caller's access was checked; the per-kind limit is checked by the service. Downloads are
 * attachments, never cached, each audited as a view.
 */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  documentCreateEndpoint,
  versionDownloadEndpoint,
  versionUploadEndpoint,
} from '../../../../shared/api/documents/binder';
import { DOCUMENT_MAX_BYTES } from '../../../../shared/domain/documents/uploads';
import { notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf, fieldProblem } from '../../../services/staff-write';
import { FILE_FIELD, octetStreamParser } from '../../study';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import type { VirusScanner } from '../virus-scan';
import { createDocumentService } from './service';

const noFile = () => fieldProblem(FILE_FIELD, { 'zh-CN': '请选择文件', en: 'No file in the request body' });

export async function binderUploadRoutes(
  app: FastifyInstance,
  options: StaffRoutesOptions & { scanner: VirusScanner },
) {
  const { db, clock } = options;
  const service = createDocumentService({ db, files: options.files, scanner: options.scanner });
  // Within this plugin only (Fastify encapsulation), like the files module's own parser.
  app.addContentTypeParser('application/octet-stream', octetStreamParser(DOCUMENT_MAX_BYTES));
  const bodyLimit = DOCUMENT_MAX_BYTES * 2 + 1024 * 1024;

  registerEndpoint(app, documentCreateEndpoint, {
    onRequest: async (request) => app.staffAccess.check(request, documentCreateEndpoint),
    bodyLimit,
  })(async ({ params, query, body, request }) => {
    if (!Buffer.isBuffer(body)) throw noFile();
    const data = await service.create(params.projectId, query, body, actorOf(request, clock));
    return { isOk: true, code: ResponseCode.ok, data };
  });

  registerEndpoint(app, versionUploadEndpoint, {
    onRequest: async (request) => app.staffAccess.check(request, versionUploadEndpoint),
    bodyLimit,
  })(async ({ params, query, body, request }) => {
    if (!Buffer.isBuffer(body)) throw noFile();
    const data = await service.uploadVersion(params.projectId, query, body, actorOf(request, clock));
    return { isOk: true, code: ResponseCode.ok, data };
  });

  registerEndpoint(
    app,
    versionDownloadEndpoint,
  )(async ({ params, reply, request }) => {
    const file = await service.download(params.projectId, params.id, actorOf(request, clock));
    if (!file) throw notFound({ 'zh-CN': '文件版本不存在', en: 'No such document version' });
    // Always a download (never rendered in the app's origin), never cached: staff data.
    void reply
      .header('content-type', file.row.mimeType)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-length', file.data.length)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.row.originalName)}`);
    return file.data;
  });
}
