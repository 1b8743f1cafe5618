/** A project's team and the projects to assign: thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  projectMembersEndpoint,
  projectOptionsEndpoint,
  teamCandidatesEndpoint,
  teamMemberSaveEndpoint,
  teamRoleOptionsEndpoint,
} from '../../../../shared/api/study/project-team';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import { requireStaff } from '../../../services/staff-principal';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createProjectTeamRepository } from './repository';
import { createProjectTeamService } from './service';

const CANDIDATES_LIMIT = 20;

export async function projectTeamRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const team = createProjectTeamRepository(db);
  const service = createProjectTeamService(db);
  registerEndpoint(
    app,
    projectMembersEndpoint,
  )(async ({ params }) => ({
    isOk: true,
    code: ResponseCode.ok,
    data: await team.members(params.projectId),
  }));

  registerEndpoint(
    app,
    projectOptionsEndpoint,
  )(async ({ query }) => ({ isOk: true, code: ResponseCode.ok, data: await team.options(query) }));

  registerEndpoint(
    app,
    teamCandidatesEndpoint,
  )(async ({ query }) => ({
    isOk: true,
    code: ResponseCode.ok,
    data: await team.candidates(query.keyword, CANDIDATES_LIMIT),
  }));

  registerEndpoint(
    app,
    teamRoleOptionsEndpoint,
  )(async ({ params, request }) => ({
    isOk: true,
    code: ResponseCode.ok,
    data: await service.roleOptions(requireStaff(request).userId, params.projectId),
  }));

  registerEndpoint(
    app,
    teamMemberSaveEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ResponseCode.ok,
    data: await service.saveMember(body, actorOf(request, clock)),
  }));
}
