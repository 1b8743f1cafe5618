/**
 * SUSAR and DSUR reports (/api/trial/gcpSusarRecord, /api/trial/gcpDsurRecord): thin
 * handlers (access is enforced by the declarations); due states at the server's clock; a
 * signed SUSAR is filed into the binder in its submission's transaction.
 */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  dsurGetEndpoint,
  dsurLifecycle,
  dsurListEndpoint,
  dsurNextEndpoint,
  dsurPvEndpoint,
  dsurSaveEndpoint,
} from '../../../../shared/api/safety/dsur';
import {
  susarGetEndpoint,
  susarLifecycle,
  susarListEndpoint,
  susarPvEndpoint,
  susarSaveEndpoint,
} from '../../../../shared/api/safety/susar';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import { registerRecordLifecycle } from '../records/lifecycle-routes';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createDsurService } from './dsur-service';
import { movePvStatus } from './pv-move';
import { fileSusarReportOnSign } from './susar-filing';
import { createSusarService } from './susar-service';

const ok = ResponseCode.ok;

function susarRoutes(app: FastifyInstance, { db, clock, signaturePasswords, files }: StaffRoutesOptions) {
  const susars = createSusarService(db);
  registerEndpoint(
    app,
    susarListEndpoint,
  )(async ({ params, query }) => ({
    isOk: true,
    code: ok,
    ...(await susars.list(params.projectId, query, clock())),
  }));
  registerEndpoint(
    app,
    susarGetEndpoint,
  )(async ({ params }) => ({
    isOk: true,
    code: ok,
    data: await susars.get(params.projectId, params.id, clock()),
  }));
  registerEndpoint(
    app,
    susarSaveEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await susars.save(body, actorOf(request, clock)),
  }));
  registerEndpoint(
    app,
    susarPvEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await movePvStatus(db, 'susar', body, actorOf(request, clock)),
  }));
  registerRecordLifecycle(
    app,
    susarLifecycle,
    'susar',
    { db, clock, signaturePasswords },
    { onSigned: fileSusarReportOnSign(files) },
  );
}

function dsurRoutes(app: FastifyInstance, { db, clock, signaturePasswords }: StaffRoutesOptions) {
  const dsurs = createDsurService(db);
  registerEndpoint(
    app,
    dsurListEndpoint,
  )(async ({ params, query }) => ({
    isOk: true,
    code: ok,
    ...(await dsurs.list(params.projectId, query, clock())),
  }));
  registerEndpoint(
    app,
    dsurGetEndpoint,
  )(async ({ params }) => ({
    isOk: true,
    code: ok,
    data: await dsurs.get(params.projectId, params.id, clock()),
  }));
  registerEndpoint(
    app,
    dsurNextEndpoint,
  )(async ({ params }) => ({
    isOk: true,
    code: ok,
    data: await dsurs.next(params.projectId, clock()),
  }));
  registerEndpoint(
    app,
    dsurSaveEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await dsurs.save(body, actorOf(request, clock)),
  }));
  registerEndpoint(
    app,
    dsurPvEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await movePvStatus(db, 'dsur', body, actorOf(request, clock)),
  }));
  registerRecordLifecycle(app, dsurLifecycle, 'dsur', { db, clock, signaturePasswords });
}

export async function safetyPvRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  susarRoutes(app, options);
  dsurRoutes(app, options);
}
