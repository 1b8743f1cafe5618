/**
 * Upload and file routes: thin handlers over the file service. The upload's body is the
 * raw bytes (application/octet-stream); this module's own parser counts them as they come
 * and stops at the limit, after the caller's access was checked (onRequest), so an
 * anonymous or unpermitted caller's body is never read.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  filePolicyEndpoint,
  fileUploadEndpoint,
  managedFileEndpoint,
  publicFileEndpoint,
} from '../../../../shared/api/study/files';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { IMAGE_EXTENSIONS } from '../../../../shared/domain/study/files';
import type { Clock } from '../../../lib/clock';
import { notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf, fieldProblem } from '../../../services/staff-write';
import { FILE_FIELD, type FileService } from './service';
import { octetStreamParser } from './octet-stream';
import type { StoredFileRow } from './repository';

const ok = ResponseCode.ok;

/** Served SVGs may draw and style themselves, nothing else (defence in depth: they are checked at upload). */
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

function sendFile(reply: FastifyReply, row: StoredFileRow, data: Buffer, cacheControl: string) {
  void reply
    .header('content-type', row.mimeType)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header('content-length', data.length);
  if (row.mimeType === 'image/svg+xml') void reply.header('content-security-policy', SVG_CONTENT_SECURITY_POLICY);
  // Types a browser does not show (PSD, TIFF) download instead of opening.
  if (!/^image\/(png|jpeg|gif|webp|bmp|svg\+xml)$/.test(row.mimeType)) {
    void reply.header('content-disposition', 'attachment');
  }
  return data;
}

export interface FileRoutesOptions {
  files: FileService;
  clock: Clock;
}

/** The /api routes: policy, upload, public files by key (registered with the staff areas). */
export async function fileApiRoutes(app: FastifyInstance, { files, clock }: FileRoutesOptions) {
  // Within this plugin only: elsewhere an octet-stream body is refused as an unknown type.
  app.addContentTypeParser('application/octet-stream', octetStreamParser(files.maxBytes));

  registerEndpoint(
    app,
    filePolicyEndpoint,
  )(async () => ({ isOk: true, code: ok, data: { extensions: [...IMAGE_EXTENSIONS], maxBytes: files.maxBytes } }));

  registerEndpoint(app, fileUploadEndpoint, {
    onRequest: async (request) => app.staffAccess.check(request, fileUploadEndpoint),
    // The parser enforces the upload limit itself, with a message naming the file field.
    bodyLimit: files.maxBytes * 2 + 1024 * 1024,
  })(async ({ query, body, request }) => {
    if (!Buffer.isBuffer(body))
      throw fieldProblem(FILE_FIELD, { 'zh-CN': '请选择文件', en: 'No file in the request body' });
    const data = await files.upload({ name: query.name, data: body }, actorOf(request, clock));
    return { isOk: true, code: ok, data };
  });

  registerEndpoint(
    app,
    managedFileEndpoint,
  )(async ({ params, reply }) => {
    // A private file is as absent here as an unknown key: its owning area serves it.
    const file = await files.publicFileByKey(params.key);
    if (!file) throw notFound({ 'zh-CN': '文件不存在', en: 'No such file' });
    // Staff data stays out of every cache (SUITE.md 'Screens').
    return sendFile(reply, file.row, file.data, 'private, no-store');
  });
}

/** GET /files/<sha256>.<ext>: public files, outside /api (no sourceSign; the worker may cache them). */
export async function publicFileRoutes(app: FastifyInstance, { files }: { files: FileService }) {
  registerEndpoint(
    app,
    publicFileEndpoint,
  )(async ({ params, reply }) => {
    const file = await files.publicFile(params.name);
    if (!file) throw notFound({ 'zh-CN': '文件不存在', en: 'No such file' });
    // The URL is the content's hash: what it names never changes.
    return sendFile(reply, file.row, file.data, 'public, max-age=31536000, immutable');
  });
}
