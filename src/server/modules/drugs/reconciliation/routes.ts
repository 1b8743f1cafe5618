/** Drug accountability (/api/phm/reconciliation): a thin handler (access is enforced by the declaration). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { reconciliationEndpoint } from '../../../../shared/api/drugs/reconciliation';
import { registerEndpoint } from '../../../lib/register-endpoint';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { reconciliationOf } from './repository';

export async function drugReconciliationRoutes(app: FastifyInstance, { db }: StaffRoutesOptions) {
  registerEndpoint(
    app,
    reconciliationEndpoint,
  )(async ({ params }) => {
    const rows = await reconciliationOf(db, params.projectId);
    return { isOk: true, code: ResponseCode.ok, rows, total: rows.length };
  });
}
