/** A project's team and the projects to assign: thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../shared/api/envelope';
import { projectMembersEndpoint, projectOptionsEndpoint } from '../../../shared/api/project-team';
import { registerEndpoint } from '../../lib/register-endpoint';
import type { StaffRoutesOptions } from '../staff-routes';
import { createProjectTeamRepository } from './repository';

export async function projectTeamRoutes(app: FastifyInstance, { db }: StaffRoutesOptions) {
  const team = createProjectTeamRepository(db);
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
}
