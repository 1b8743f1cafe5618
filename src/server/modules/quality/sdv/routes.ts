/** Source data verification (/api/bus/rsdv/sdv): thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  sdvCoverageEndpoint,
  sdvMarkEndpoint,
  sdvSubjectEndpoint,
  sdvUnmarkEndpoint,
} from '../../../../shared/api/quality/sdv';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createSdvService } from './service';

const ok = ResponseCode.ok;

export async function sdvRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const sdv = createSdvService(db);

  registerEndpoint(
    app,
    sdvSubjectEndpoint,
  )(async ({ params }) => ({ isOk: true, code: ok, data: await sdv.subject(params.projectId, params.id) }));

  registerEndpoint(
    app,
    sdvCoverageEndpoint,
  )(async ({ params }) => ({ isOk: true, code: ok, data: await sdv.coverage(params.projectId) }));

  registerEndpoint(
    app,
    sdvMarkEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await sdv.mark(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    sdvUnmarkEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await sdv.unmark(body, actorOf(request, clock)) }));
}
