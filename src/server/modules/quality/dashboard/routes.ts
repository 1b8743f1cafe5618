/** The quality dashboard (/api/quality/dashboard): one read of the project's aggregates. */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { qualityDashboardEndpoint } from '../../../../shared/api/quality/dashboard';
import { registerEndpoint } from '../../../lib/register-endpoint';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { qualityDashboardOf } from './repository';

export async function qualityDashboardRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  registerEndpoint(
    app,
    qualityDashboardEndpoint,
  )(async ({ params }) => ({
    isOk: true,
    code: ResponseCode.ok,
    data: await qualityDashboardOf(db, params.projectId, clock()),
  }));
}
