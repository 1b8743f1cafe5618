/** Finance figures (/api/finance/summary): thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { projectFiguresEndpoint } from '../../../../shared/api/finance/summary';
import { registerEndpoint } from '../../../lib/register-endpoint';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { projectFigures } from './repository';

export async function financeSummaryRoutes(app: FastifyInstance, { db }: StaffRoutesOptions) {
  registerEndpoint(
    app,
    projectFiguresEndpoint,
  )(async ({ params }) => {
    const [data] = await projectFigures(db, [params.projectId]);
    if (!data) throw new Error('project checked by its access rule');
    return { isOk: true, code: ResponseCode.ok, data };
  });
}
