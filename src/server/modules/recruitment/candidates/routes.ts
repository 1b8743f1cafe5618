/** Candidate patients and the portal's consented lead: thin handlers (access is declared). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  patientDetailEndpoint,
  patientListEndpoint,
  patientSaveEndpoint,
} from '../../../../shared/api/recruitment/candidates';
import { recruitLeadEndpoint } from '../../../../shared/api/recruitment/recruit-lead';
import {
  patientHisSyncEndpoint,
  patientImportEndpoint,
  patientImportHistoryEndpoint,
  patientTemplateEndpoint,
} from '../../../../shared/api/recruitment/candidate-import';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { sendSpreadsheet } from '../../../lib/spreadsheet';
import { actorOf, anonymousActor } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createHisConnections, fetchFromHis } from '../his/his-connection';
import { hisQueryOf, syncProjectFromHis } from './his-sync';
import { createPatientImport } from './patient-import';
import { takeLead } from './recruit-lead';
import { createRematch } from './rematch';
import { createPatientRepository } from './repository';
import { createPatientService } from './service';

const ok = ResponseCode.ok;
/** The file in base64 plus the JSON around it. */
const IMPORT_BODY_LIMIT = 3 * 1024 * 1024;
/** One person leaves one lead; more from one address is a script filling the call list. */
const LEAD_RATE_LIMIT = { max: 5, timeWindow: '1 hour' };

export async function recruitPatientRoutes(
  app: FastifyInstance,
  { db, clock, patientCipher, hisAdapter }: StaffRoutesOptions,
) {
  const rematch = createRematch(db);
  const hisConnections = createHisConnections(db, patientCipher, hisAdapter);
  const service = createPatientService(db, patientCipher, rematch);
  const importer = createPatientImport(db, patientCipher, rematch);
  const repo = createPatientRepository(db);

  registerEndpoint(
    app,
    patientListEndpoint,
  )(async ({ params, query }) => ({
    isOk: true,
    code: ok,
    ...(await service.list({ ...query, projectId: params.projectId }, clock())),
  }));

  registerEndpoint(
    app,
    patientTemplateEndpoint,
  )(async ({ query, reply }) =>
    sendSpreadsheet(
      reply,
      await importer.template(query.format ?? 'xlsx'),
      query.format ?? 'xlsx',
      'patient-import-template',
      clock(),
    ),
  );

  registerEndpoint(
    app,
    patientImportHistoryEndpoint,
  )(async ({ params, query }) => ({
    isOk: true,
    code: ok,
    ...(await repo.imports(params.projectId, query.offset ?? 0, query.limit ?? 20)),
  }));

  registerEndpoint(
    app,
    patientDetailEndpoint,
  )(async ({ params, request, reply }) => {
    // Personal and health data: no cache, shared or private, may keep it.
    void reply.header('cache-control', 'no-store');
    return { isOk: true, code: ok, data: await service.view(params.projectId, params.id, actorOf(request, clock)) };
  });

  registerEndpoint(
    app,
    patientSaveEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.save(body, actorOf(request, clock)) }));

  registerEndpoint(app, patientImportEndpoint, { bodyLimit: IMPORT_BODY_LIMIT })(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await importer.import(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    patientHisSyncEndpoint,
  )(async ({ body, request }) => {
    const actor = actorOf(request, clock);
    const adapter = await hisConnections.current();
    const published = await repo.publishedCriteria(body.projectId);
    // A project without published rules is refused by the sync before the HIS is asked.
    const patients = published.length === 0 ? [] : await fetchFromHis(adapter, hisQueryOf(published));
    const input = { projectId: body.projectId, adapterName: adapter.name, patients };
    return { isOk: true, code: ok, data: await syncProjectFromHis(db, patientCipher, rematch, input, actor) };
  });

  registerEndpoint(app, recruitLeadEndpoint, { config: { rateLimit: LEAD_RATE_LIMIT } })(
    async ({ params, body, request }) => {
      await takeLead(db, patientCipher, rematch, params.projectId, body, anonymousActor(request, clock, 'portal'));
      return { isOk: true, code: ok };
    },
  );
}
