/** Protocol violations (/api/trial/violation): thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  violationDeleteEndpoint,
  violationFromVisitsEndpoint,
  violationListEndpoint,
  violationPendingVisitsEndpoint,
  violationReopenEndpoint,
  violationReviewEndpoint,
  violationSaveEndpoint,
} from '../../../../shared/api/safety/violations';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createViolationsFromVisits } from './from-visits';
import { createViolationRepository } from './repository';
import { createViolationService } from './service';

const ok = ResponseCode.ok;

export async function safetyViolationRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const violations = createViolationRepository(db);
  const service = createViolationService(db);
  const fromVisits = createViolationsFromVisits(db);

  registerEndpoint(
    app,
    violationListEndpoint,
  )(async ({ params, query }) => ({
    isOk: true,
    code: ok,
    ...(await violations.list(params.projectId, { ...query, offset: query.offset ?? 0, limit: query.limit ?? 20 })),
  }));

  registerEndpoint(
    app,
    violationPendingVisitsEndpoint,
  )(async ({ params }) => ({ isOk: true, code: ok, data: await fromVisits.pending(params.projectId) }));

  registerEndpoint(
    app,
    violationSaveEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.save(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    violationReviewEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.review(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    violationReopenEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.reopen(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    violationDeleteEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.remove(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    violationFromVisitsEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await fromVisits.record(body.projectId, actorOf(request, clock)),
  }));
}
