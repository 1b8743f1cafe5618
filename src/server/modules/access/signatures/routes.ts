/** The signing challenge: thin handler (the signatures themselves travel with the signed steps). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { signingChallengeEndpoint } from '../../../../shared/api/access/signatures';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { requireStaff } from '../../../services/staff-principal';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { issueChallenge } from './service';

export async function signatureRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  registerEndpoint(
    app,
    signingChallengeEndpoint,
  )(async ({ request }) => ({
    isOk: true,
    code: ResponseCode.ok,
    data: await issueChallenge(db, requireStaff(request).userId, clock()),
  }));
}
