/** Concomitant medication (/api/trial/combine): thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  conMedBatchSaveEndpoint,
  conMedCheckEndpoint,
  conMedDeleteEndpoint,
  conMedImportEndpoint,
  conMedListEndpoint,
  conMedSaveEndpoint,
  conMedTemplateEndpoint,
} from '../../../../shared/api/safety/con-meds';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { sendSpreadsheet } from '../../../lib/spreadsheet';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createConMedImport } from './import';
import { createConMedRepository } from './repository';
import { createConMedService } from './service';

const ok = ResponseCode.ok;
/** The file in base64 plus the JSON around it. */
const IMPORT_BODY_LIMIT = 3 * 1024 * 1024;

export async function safetyConMedRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const conMeds = createConMedRepository(db);
  const service = createConMedService(db);
  const importer = createConMedImport(db);

  registerEndpoint(
    app,
    conMedListEndpoint,
  )(async ({ params, query }) => ({
    isOk: true,
    code: ok,
    ...(await conMeds.list(params.projectId, { ...query, offset: query.offset ?? 0, limit: query.limit ?? 20 })),
  }));

  registerEndpoint(
    app,
    conMedSaveEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.save(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    conMedBatchSaveEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.batchSave(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    conMedCheckEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.check(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    conMedDeleteEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.remove(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    conMedTemplateEndpoint,
  )(async ({ query, reply }) =>
    sendSpreadsheet(
      reply,
      await importer.template(query.format ?? 'xlsx'),
      query.format ?? 'xlsx',
      'con-med-template',
      clock(),
    ),
  );

  registerEndpoint(app, conMedImportEndpoint, { bodyLimit: IMPORT_BODY_LIMIT })(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await importer.import(body, actorOf(request, clock)),
  }));
}
