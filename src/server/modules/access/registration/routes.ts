/** Registration requests: thin handlers. Applying is public and rate-limited per address. */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  registrationApplyEndpoint,
  registrationListEndpoint,
  registrationPassEndpoint,
  registrationRefuseEndpoint,
} from '../../../../shared/api/access/registration';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf, anonymousActor } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createRegistrationRepository } from './repository';
import { createRegistrationService } from './service';

const ok = ResponseCode.ok;
/** A person applies once; a burst from one address is a script filling the review queue. */
const APPLY_RATE_LIMIT = { max: 10, timeWindow: '1 hour' };

export async function registrationRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const requests = createRegistrationRepository(db);
  const service = createRegistrationService(db);

  registerEndpoint(app, registrationApplyEndpoint, { config: { rateLimit: APPLY_RATE_LIMIT } })(
    async ({ body, request }) => {
      await service.apply(body, anonymousActor(request, clock, body.userName));
      return { isOk: true, code: ok, data: { submitted: true } };
    },
  );

  registerEndpoint(
    app,
    registrationListEndpoint,
  )(async ({ query }) => ({
    isOk: true,
    code: ok,
    ...(await requests.list(query)),
  }));

  registerEndpoint(
    app,
    registrationPassEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.pass(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    registrationRefuseEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.refuse(body, actorOf(request, clock)),
  }));
}
