/**
 * SAE reports (/api/trial/gcpSaeRecord): thin handlers (access is enforced by the
 * declarations); due states at the server's clock. The attachment upload's body is the
 * file's raw bytes, read by this plugin's own parser after the caller's access was checked.
 */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  saeAssignEndpoint,
  saeAssigneesEndpoint,
  saeAttachmentDeleteEndpoint,
  saeAttachmentDownloadEndpoint,
  saeAttachmentUploadEndpoint,
  saeGetEndpoint,
  saeLifecycle,
  saeListEndpoint,
  saeSaveEndpoint,
} from '../../../../shared/api/safety/sae';
import { saePrintEndpoint } from '../../../../shared/api/safety/sae-print';
import { notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf, fieldProblem } from '../../../services/staff-write';
import { FILE_FIELD, octetStreamParser } from '../../study';
import { registerRecordLifecycle } from '../records/lifecycle-routes';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createSaeAttachments } from './attachments';
import { saePrint } from './print';
import { fileSaeReportOnSign } from './filing';
import { createSaeService, saeSubmitHooks } from './service';

const ok = ResponseCode.ok;

function attachmentRoutes(app: FastifyInstance, { db, clock, files }: StaffRoutesOptions) {
  const attachments = createSaeAttachments(db, files);
  // Within this plugin only (Fastify encapsulation), like the files module's own parser.
  app.addContentTypeParser('application/octet-stream', octetStreamParser(files.maxBytes));
  registerEndpoint(app, saeAttachmentUploadEndpoint, {
    onRequest: async (request) => app.staffAccess.check(request, saeAttachmentUploadEndpoint),
    bodyLimit: files.maxBytes * 2 + 1024 * 1024,
  })(async ({ params, query, body, request }) => {
    if (!Buffer.isBuffer(body))
      throw fieldProblem(FILE_FIELD, { 'zh-CN': '请选择文件', en: 'No file in the request body' });
    const data = await attachments.attach(
      { projectId: params.projectId, id: query.id, name: query.name, data: body },
      actorOf(request, clock),
    );
    return { isOk: true, code: ok, data };
  });
  registerEndpoint(
    app,
    saeAttachmentDownloadEndpoint,
  )(async ({ params, reply }) => {
    const file = await attachments.download(params.projectId, params.attachmentId);
    if (!file) throw notFound({ 'zh-CN': '附件不存在', en: 'No such attachment' });
    // Always a download (never rendered in the app's origin), never cached: staff data.
    void reply
      .header('content-type', file.row.mimeType)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-length', file.data.length)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.row.originalName)}`);
    return file.data;
  });
  registerEndpoint(
    app,
    saeAttachmentDeleteEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await attachments.detach(body, actorOf(request, clock)),
  }));
}

export async function safetySaeRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  const { db, clock } = options;
  const saes = createSaeService(db);
  registerEndpoint(
    app,
    saeListEndpoint,
  )(async ({ params, query }) => ({ isOk: true, code: ok, ...(await saes.list(params.projectId, query, clock())) }));
  registerEndpoint(
    app,
    saeGetEndpoint,
  )(async ({ params }) => ({ isOk: true, code: ok, data: await saes.get(params.projectId, params.id, clock()) }));
  registerEndpoint(
    app,
    saePrintEndpoint,
  )(async ({ params }) => ({ isOk: true, code: ok, data: await saePrint(db, params.projectId, params.id) }));
  registerEndpoint(
    app,
    saeSaveEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await saes.save(body, actorOf(request, clock)) }));
  registerEndpoint(
    app,
    saeAssignEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await saes.assign(body, actorOf(request, clock)) }));
  registerEndpoint(
    app,
    saeAssigneesEndpoint,
  )(async ({ params }) => ({ isOk: true, code: ok, data: await saes.assignees(params.projectId) }));
  registerRecordLifecycle(app, saeLifecycle, 'sae', options, {
    ...saeSubmitHooks,
    onSigned: fileSaeReportOnSign(options.files),
  });
  attachmentRoutes(app, options);
}
