/**
 * Dispensing (/api/phm/distribution) and prescriptions (/api/phm/prescription): thin handlers
 * (access is enforced by the declarations).
 */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  dispensingOptionsEndpoint,
  distributionGiveEndpoint,
  distributionListEndpoint,
  distributionReviewEndpoint,
  distributionRevokeEndpoint,
} from '../../../../shared/api/drugs/dispensing';
import {
  prescriptionCancelEndpoint,
  prescriptionListEndpoint,
  prescriptionPublishEndpoint,
  prescriptionSaveEndpoint,
} from '../../../../shared/api/drugs/prescriptions';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createPrescriptionRepository } from './prescription-repository';
import { createPrescriptionService } from './prescription-service';
import { createDistributionRepository } from './repository';
import { createDistributionService } from './service';

const ok = ResponseCode.ok;
const paged = <Q extends { offset?: number; limit?: number }>(query: Q) => ({
  ...query,
  offset: query.offset ?? 0,
  limit: query.limit ?? 20,
});

export async function drugDispensingRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const distributions = createDistributionRepository(db);
  const service = createDistributionService(db);
  const prescriptions = createPrescriptionRepository(db);
  const prescribing = createPrescriptionService(db);

  registerEndpoint(
    app,
    distributionListEndpoint,
  )(async ({ params, query }) => ({
    isOk: true,
    code: ok,
    ...(await distributions.list(params.projectId, paged(query))),
  }));

  registerEndpoint(
    app,
    dispensingOptionsEndpoint,
  )(async ({ params }) => ({ isOk: true, code: ok, data: await distributions.options(params.projectId) }));

  registerEndpoint(
    app,
    distributionGiveEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.give(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    distributionReviewEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.review(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    distributionRevokeEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await service.revoke(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    prescriptionListEndpoint,
  )(async ({ params, query }) => ({
    isOk: true,
    code: ok,
    ...(await prescriptions.list(params.projectId, paged(query))),
  }));

  registerEndpoint(
    app,
    prescriptionSaveEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await prescribing.create(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    prescriptionPublishEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await prescribing.publish(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    prescriptionCancelEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await prescribing.cancel(body, actorOf(request, clock)),
  }));
}
