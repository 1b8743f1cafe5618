/** A project's binder (/api/doc/folder, /api/doc/document): thin handlers of the JSON endpoints. */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  type BinderDocument,
  type DocumentVersion,
  documentListEndpoint,
  folderAddEndpoint,
  folderTreeEndpoint,
  versionDeleteEndpoint,
  versionListEndpoint,
} from '../../../../shared/api/documents/binder';
import { dueUntil, expiryStateOf } from '../../../../shared/domain/documents/expiry';
import type { DocumentKind } from '../../../../shared/domain/documents/versions';
import { addDays, hospitalDay } from '../../../../shared/domain/hospital-time';
import { notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createFolderService } from './folder-service';
import { createFolderRepository } from './folders';
import { createDocumentRepository } from './repository';
import { createDocumentService } from './service';
import type { VirusScanner } from '../virus-scan';

const ok = ResponseCode.ok;

/** The version in force: the effective one, else the newest (versions come newest first). */
const currentOf = (versions: DocumentVersion[]) =>
  versions.find((version) => version.status === 'effective') ?? versions[0];

export async function binderRoutes(app: FastifyInstance, options: StaffRoutesOptions & { scanner: VirusScanner }) {
  const { db, clock } = options;
  const folders = createFolderRepository(db);
  const documents = createDocumentRepository(db);
  const folderService = createFolderService(db);
  const service = createDocumentService({ db, files: options.files, scanner: options.scanner });

  /** Today and the last due expiry day, at the request's time. */
  const expiryDays = async () => {
    const today = hospitalDay(clock());
    return { today, dueDays: await documents.documentDueDays() };
  };

  registerEndpoint(
    app,
    folderTreeEndpoint,
  )(async ({ params }) => {
    const { today, dueDays } = await expiryDays();
    return {
      isOk: true,
      code: ok,
      data: await folders.tree(params.projectId, { today, until: dueUntil(today, dueDays) }),
    };
  });

  registerEndpoint(
    app,
    folderAddEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await folderService.add(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    documentListEndpoint,
  )(async ({ params, query }) => {
    const { today, dueDays } = await expiryDays();
    const expiring =
      query.expiry === 'expired'
        ? { to: addDays(today, -1) }
        : query.expiry === 'due'
          ? { from: today, to: dueUntil(today, dueDays) }
          : undefined;
    const { rows, total } = await documents.page(params.projectId, query.folderId, query.offset, query.limit, expiring);
    const versions = await documents.versionsOf(rows.map((row) => row.id));
    const data = rows.flatMap((row): BinderDocument[] => {
      const current = currentOf(versions.filter((version) => version.documentId === row.id));
      if (!current) return [];
      const { documentId: _d, ...version } = current as DocumentVersion & { documentId: number };
      const versionCount = versions.filter((entry) => entry.documentId === row.id).length;
      const expiry = version.status === 'effective' ? expiryStateOf(version.expiresOn, today, dueDays) : null;
      return [{ ...row, kind: row.kind as DocumentKind, versionCount, current: version, expiry }];
    });
    return { isOk: true, code: ok, rows: data, total };
  });

  registerEndpoint(
    app,
    versionListEndpoint,
  )(async ({ params }) => {
    if (!(await documents.byId(params.projectId, params.id)))
      throw notFound({ 'zh-CN': '文件不存在', en: 'No such document' });
    const data = (await documents.versionsOf([params.id])).map(({ documentId: _d, ...version }) => version);
    return { isOk: true, code: ok, data };
  });

  registerEndpoint(
    app,
    versionDeleteEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.deleteDraft(body, actorOf(request, clock)),
  }));
}
