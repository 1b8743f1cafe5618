/**
 * A QC finding's evidence upload and download (evidence.ts). The upload's body is the file's
 * raw bytes, read by this plugin's own parser after the caller's access was checked.
 */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  evidenceDownloadEndpoint,
  evidenceUploadEndpoint,
  findingEvidenceEndpoint,
} from '../../../../shared/api/quality/evidence';
import { notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf, fieldProblem } from '../../../services/staff-write';
import { FILE_FIELD, octetStreamParser } from '../../study';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createFindingEvidence } from './evidence';

export async function qualityEvidenceRoutes(app: FastifyInstance, { db, clock, files }: StaffRoutesOptions) {
  const evidence = createFindingEvidence(db, files);
  // Within this plugin only (Fastify encapsulation), like the files module's own parser.
  app.addContentTypeParser('application/octet-stream', octetStreamParser(files.maxBytes));
  registerEndpoint(app, evidenceUploadEndpoint, {
    onRequest: async (request) => app.staffAccess.check(request, evidenceUploadEndpoint),
    bodyLimit: files.maxBytes * 2 + 1024 * 1024,
  })(async ({ params, query, body, request }) => {
    if (!Buffer.isBuffer(body))
      throw fieldProblem(FILE_FIELD, { 'zh-CN': '请选择文件', en: 'No file in the request body' });
    const data = await evidence.upload(
      { projectId: params.projectId, name: query.name, data: body },
      actorOf(request, clock),
    );
    return { isOk: true, code: ResponseCode.ok, data };
  });
  registerEndpoint(
    app,
    findingEvidenceEndpoint,
  )(async ({ params }) => {
    const data = await evidence.ofFinding(params.projectId, params.findingId);
    if (!data) throw notFound({ 'zh-CN': '质控问题不存在', en: 'No such finding' });
    return { isOk: true, code: ResponseCode.ok, data };
  });
  registerEndpoint(
    app,
    evidenceDownloadEndpoint,
  )(async ({ params, reply }) => {
    const file = await evidence.download(params.projectId, params.fileId);
    if (!file) throw notFound({ 'zh-CN': '证明文件不存在', en: 'No such evidence file' });
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
