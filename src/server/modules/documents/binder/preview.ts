/**
 * The preview of a version (FilePreviewWrapper): a PDF or an image served inline to a reader
 * of the project, never cached, under a CSP that lets only the suite's own pages frame it and
 * runs nothing; every preview is audited (document.preview, with the version and its
 * checksum), apart from downloads (document.view). Office files are not previewed (download).
 * The watermark (the viewer's name and the time) is laid over the file by the preview page;
 * the bytes are served as stored.
 */
import type { FastifyInstance } from 'fastify';
import { versionPreviewEndpoint } from '../../../../shared/api/documents/preview';
import { previewKindOf } from '../../../../shared/domain/documents/archive';
import { recordAudit } from '../../../db/audit/audit-trail';
import { badRequest, notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf, auditActor } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createDocumentRepository } from './repository';
import { DOCUMENT_ENTITY } from './service';

/** Nothing runs, nothing loads; only the suite's own pages may frame it. */
export const PREVIEW_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

export async function binderPreviewRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  const { db, clock, files } = options;
  const documents = createDocumentRepository(db);

  registerEndpoint(
    app,
    versionPreviewEndpoint,
  )(async ({ params, reply, request }) => {
    const row = await documents.versionInProject(params.projectId, params.id);
    const file = row ? await files.ownedFile(row.fileId) : undefined;
    if (!row || !file) throw notFound({ 'zh-CN': '文件版本不存在', en: 'No such document version' });
    if (previewKindOf(file.row.mimeType) === 'none')
      throw badRequest({
        'zh-CN': '此类文件不能预览，请下载查看',
        en: 'This kind of file is not previewed: download it',
      });
    const actor = actorOf(request, clock);
    await recordAudit(db, {
      ...auditActor(actor),
      action: 'document.preview',
      entity: DOCUMENT_ENTITY,
      entityId: row.documentId,
      after: { versionId: row.id, number: row.number, checksum: row.checksum },
    });
    void reply
      .header('content-type', file.row.mimeType)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', PREVIEW_CSP)
      .header('x-frame-options', 'SAMEORIGIN')
      .header('content-length', file.data.length)
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.row.originalName)}`);
    return file.data;
  });
}
