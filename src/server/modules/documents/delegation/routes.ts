/** The delegation log's generation (/api/doc/document/delegation-log/generate): a thin handler. */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { delegationLogEndpoint } from '../../../../shared/api/documents/delegation';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import type { VirusScanner } from '../virus-scan';
import { createDelegationService } from './service';

export async function delegationLogRoutes(
  app: FastifyInstance,
  options: StaffRoutesOptions & { scanner: VirusScanner },
) {
  const service = createDelegationService({ db: options.db, files: options.files, scanner: options.scanner });
  registerEndpoint(
    app,
    delegationLogEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ResponseCode.ok,
    data: await service.generate(body.projectId, actorOf(request, options.clock)),
  }));
}
