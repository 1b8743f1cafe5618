/** Matching and follow-up of a project's candidates: thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  recruitContactEndpoint,
  recruitMatchEndpoint,
  recruitSuggestEndpoint,
  recruitWorklistEndpoint,
} from '../../../../shared/api/recruitment/follow';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import { createMatchService } from '../match/service';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createFollowRepository } from './repository';
import { createFollowService } from './service';
import { hospitalDay } from '../../../../shared/domain/hospital-time';

const ok = ResponseCode.ok;

export async function recruitFollowRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const matching = createMatchService(db);
  const follow = createFollowService(db);
  const repo = createFollowRepository(db);

  registerEndpoint(
    app,
    recruitMatchEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await matching.runProject(body.projectId, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    recruitSuggestEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await follow.suggest(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    recruitContactEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await follow.contact(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    recruitWorklistEndpoint,
  )(async ({ params }) => {
    const today = hospitalDay(clock());
    return { isOk: true, code: ok, data: { today, ...(await repo.worklistCounts(params.projectId, today)) } };
  });
}
