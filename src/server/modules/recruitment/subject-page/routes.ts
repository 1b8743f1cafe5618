/** One subject's page and its randomisation and re-consent writes: thin handlers (access is declared). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  subjectConsentEndpoint,
  subjectPageEndpoint,
  subjectRandomiseEndpoint,
} from '../../../../shared/api/recruitment/subject-page';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { subjectPageOf } from './page';
import { randomiseSubject, recordConsent } from './randomise';

const ok = ResponseCode.ok;

export async function subjectPageRoutes(app: FastifyInstance, { db, clock, patientCipher }: StaffRoutesOptions) {
  registerEndpoint(
    app,
    subjectPageEndpoint,
  )(async ({ params, request, reply }) => {
    // Health data about a person: no cache, shared or private, may keep it.
    void reply.header('cache-control', 'no-store');
    const granted = await app.staffAccess.grantedIn(request, params.projectId);
    return { isOk: true, code: ok, data: await subjectPageOf(db, patientCipher, params.projectId, params.id, granted) };
  });

  registerEndpoint(
    app,
    subjectRandomiseEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await randomiseSubject(db, body, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    subjectConsentEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await recordConsent(db, body, actorOf(request, clock)),
  }));
}
