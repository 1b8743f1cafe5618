/** Finance figures (/api/finance/summary): thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { deskEndpoint, projectFiguresEndpoint } from '../../../../shared/api/finance/summary';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { requireStaff } from '../../../services/staff-principal';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { deskPage, projectFigures } from './repository';

export async function financeSummaryRoutes(app: FastifyInstance, { db }: StaffRoutesOptions) {
  registerEndpoint(
    app,
    projectFiguresEndpoint,
  )(async ({ params }) => {
    const [data] = await projectFigures(db, [params.projectId]);
    if (!data) throw new Error('project checked by its access rule');
    return { isOk: true, code: ResponseCode.ok, data };
  });
  registerEndpoint(
    app,
    deskEndpoint,
  )(async ({ query, request }) => ({
    isOk: true,
    code: ResponseCode.ok,
    ...(await deskPage(db, requireStaff(request).userId, {
      ...query,
      offset: query.offset ?? 0,
      limit: query.limit ?? 20,
    })),
  }));
}
