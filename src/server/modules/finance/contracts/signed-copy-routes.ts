/**
 * A contract's signed copy: upload or replace, and download (signed-copy.ts). The upload's body
 * is the file's raw bytes, read by this plugin's own parser after the caller's access was checked.
 */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { signedCopyDownloadEndpoint, signedCopyUploadEndpoint } from '../../../../shared/api/finance/contracts';
import { notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf, fieldProblem } from '../../../services/staff-write';
import { FILE_FIELD, octetStreamParser } from '../../study';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createSignedCopies } from './signed-copy';

export async function contractSignedCopyRoutes(app: FastifyInstance, { db, clock, files }: StaffRoutesOptions) {
  const copies = createSignedCopies(db, files);
  // Within this plugin only (Fastify encapsulation), like the files module's own parser.
  app.addContentTypeParser('application/octet-stream', octetStreamParser(files.maxBytes));
  registerEndpoint(app, signedCopyUploadEndpoint, {
    onRequest: async (request) => app.staffAccess.check(request, signedCopyUploadEndpoint),
    bodyLimit: files.maxBytes * 2 + 1024 * 1024,
  })(async ({ params, query, body, request }) => {
    if (!Buffer.isBuffer(body))
      throw fieldProblem(FILE_FIELD, { 'zh-CN': '请选择文件', en: 'No file in the request body' });
    const data = await copies.upload(
      { projectId: params.projectId, id: query.id, version: query.version, name: query.name, data: body },
      actorOf(request, clock),
    );
    return { isOk: true, code: ResponseCode.ok, data };
  });
  registerEndpoint(
    app,
    signedCopyDownloadEndpoint,
  )(async ({ params, reply }) => {
    const file = await copies.download(params.projectId, params.id);
    if (!file) throw notFound({ 'zh-CN': '合同签署件不存在', en: 'No signed copy of this contract' });
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
