/** Safety reports forwarded to the committee (/api/ethic/forward/<kind>): forward one, and what it was forwarded as. */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { FORWARDED_REPORT_KINDS, reportForwarding } from '../../../../shared/api/ethics/forwarding';
import type { SubmissionStatus } from '../../../../shared/domain/ethics/submissions';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createForwardingService } from './service';

const ok = ResponseCode.ok;

export async function ethicsForwardingRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  const { db, clock } = options;
  const service = createForwardingService(db);

  for (const kind of FORWARDED_REPORT_KINDS) {
    registerEndpoint(
      app,
      reportForwarding[kind].forward,
    )(async ({ body, request }) => ({
      isOk: true,
      code: ok,
      data: await service.forward(kind, body, actorOf(request, clock)),
    }));

    registerEndpoint(
      app,
      reportForwarding[kind].forwarded,
    )(async ({ params }) => {
      const row = await service.lastForwarded(kind, params.projectId, params.id);
      return {
        isOk: true,
        code: ok,
        data: row
          ? { submissionId: row.id, status: row.status as SubmissionStatus, acceptanceNumber: row.acceptanceNumber }
          : null,
      };
    });
  }
}
