/** The organization tree: thin handlers. */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { orgSaveEndpoint, orgTreeEndpoint } from '../../../../shared/api/access/orgs';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createOrgRepository } from './repository';
import { createOrgService } from './service';
import { buildOrgTree } from './tree';

const ok = ResponseCode.ok;

export async function orgRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const orgs = createOrgRepository(db);
  const service = createOrgService(db);

  registerEndpoint(
    app,
    orgTreeEndpoint,
  )(async () => ({
    isOk: true,
    code: ok,
    data: buildOrgTree(await orgs.all(), await orgs.userCounts()),
  }));

  registerEndpoint(
    app,
    orgSaveEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.save(body, actorOf(request, clock)),
  }));
}
