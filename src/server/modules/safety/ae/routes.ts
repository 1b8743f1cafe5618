/** Adverse events (/api/trial/gcpAeRecord): thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  aeBatchSaveEndpoint,
  aeGetEndpoint,
  aeImportEndpoint,
  aeLifecycle,
  aeListEndpoint,
  aeSaveEndpoint,
  aeTemplateEndpoint,
} from '../../../../shared/api/safety/ae';
import { notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { sendSpreadsheet } from '../../../lib/spreadsheet';
import { actorOf } from '../../../services/staff-write';
import { registerRecordLifecycle } from '../records/lifecycle-routes';
import { publishedSafetyRules } from '../rules/published';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { aeRowOf } from './ae-fields';
import { createAeImport } from './ae-import';
import { createAeRepository } from './repository';
import { createAeService } from './service';

const ok = ResponseCode.ok;
/** The file in base64 plus the JSON around it. */
const IMPORT_BODY_LIMIT = 3 * 1024 * 1024;

export async function safetyAeRoutes(app: FastifyInstance, { db, clock, signaturePasswords }: StaffRoutesOptions) {
  const repo = createAeRepository(db);
  const service = createAeService(db);
  const importer = createAeImport(db);

  registerEndpoint(
    app,
    aeListEndpoint,
  )(async ({ params, query }) => {
    const rules = await publishedSafetyRules(db, params.projectId);
    const { rows, total } = await repo.list(params.projectId, query);
    return { isOk: true, code: ok, rows: rows.map((row) => aeRowOf(row, rules)), total };
  });

  registerEndpoint(
    app,
    aeGetEndpoint,
  )(async ({ params }) => {
    const row = await repo.byId(params.projectId, params.id);
    if (!row) throw notFound({ 'zh-CN': '不良事件不存在', en: 'No such AE in this project' });
    return { isOk: true, code: ok, data: aeRowOf(row, await publishedSafetyRules(db, params.projectId)) };
  });

  registerEndpoint(
    app,
    aeSaveEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.save(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    aeBatchSaveEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.batchSave(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    aeTemplateEndpoint,
  )(async ({ query, reply }) => {
    const format = query.format ?? 'xlsx';
    return sendSpreadsheet(reply, await importer.template(format), format, 'ae-import-template', clock());
  });

  registerEndpoint(app, aeImportEndpoint, { bodyLimit: IMPORT_BODY_LIMIT })(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await importer.import(body, actorOf(request, clock)),
  }));

  // The frozen revision is the AE as the list shows it, subject number and initials included.
  registerRecordLifecycle(
    app,
    aeLifecycle,
    'ae',
    { db, clock, signaturePasswords },
    {
      snapshot: async (row, trx) => {
        const stored = await createAeRepository(trx).byId(row.projectId, row.id);
        return stored ? aeRowOf({ ...stored, ...row }, await publishedSafetyRules(trx, row.projectId)) : row;
      },
    },
  );
}
