/** SAE reports forwarded to the committee (/api/ethic/forward): forward one, and what it was forwarded as. */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { forwardSaeEndpoint, forwardedSaeEndpoint } from '../../../../shared/api/ethics/forwarding';
import type { SubmissionStatus } from '../../../../shared/domain/ethics/submissions';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createForwardingService } from './service';

const ok = ResponseCode.ok;

export async function ethicsForwardingRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  const { db, clock } = options;
  const service = createForwardingService(db);

  registerEndpoint(
    app,
    forwardSaeEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.forwardSae(body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    forwardedSaeEndpoint,
  )(async ({ params }) => {
    const row = await service.lastForwarded(params.projectId, params.id);
    return {
      isOk: true,
      code: ok,
      data: row
        ? { submissionId: row.id, status: row.status as SubmissionStatus, acceptanceNumber: row.acceptanceNumber }
        : null,
    };
  });
}
