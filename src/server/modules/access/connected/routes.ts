/** Connected systems (page ConnectedSystems) and the sign-in by key: thin handlers. */
import type { FastifyInstance } from 'fastify';
import {
  connectedKeyCreateEndpoint,
  connectedKeyRevokeEndpoint,
  connectedKeyRotateEndpoint,
  connectedSystemListEndpoint,
  connectedSystemSaveEndpoint,
  connectedUserSaveEndpoint,
  keyLoginEndpoint,
} from '../../../../shared/api/access/connected-systems';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { setSessionCookie, sessionTokenOf } from '../../../plugins/staff-access';
import { hashToken } from '../../../services/sessions';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { keyLogin, staffPathOr } from './key-login';
import { createConnectedSystems } from './systems';

const ok = ResponseCode.ok;

export async function connectedSystemRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  const { db, clock, sessions, patientCipher } = options;
  const systems = createConnectedSystems(db, patientCipher);

  registerEndpoint(
    app,
    connectedSystemListEndpoint,
  )(async () => ({ isOk: true, code: ok, data: await systems.list(clock()) }));

  registerEndpoint(
    app,
    connectedSystemSaveEndpoint,
  )(async ({ body, request }) => ({ isOk: true, code: ok, data: await systems.save(body, actorOf(request, clock)) }));

  registerEndpoint(
    app,
    connectedKeyCreateEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await systems.createKey(body.systemId, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    connectedKeyRotateEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await systems.rotateKey(body.keyId, actorOf(request, clock)),
  }));

  registerEndpoint(
    app,
    connectedKeyRevokeEndpoint,
  )(async ({ body, request }) => {
    await systems.revokeKey(body.keyId, actorOf(request, clock));
    return { isOk: true, code: ok, data: null };
  });

  registerEndpoint(
    app,
    connectedUserSaveEndpoint,
  )(async ({ body, request }) => {
    await systems.saveMapping(body, actorOf(request, clock));
    return { isOk: true, code: ok, data: null };
  });

  registerEndpoint(
    app,
    keyLoginEndpoint,
  )(async ({ query, request, reply }) => {
    const session = await keyLogin(
      { db, clock, sessions, cipher: patientCipher },
      { ...query, clientIp: request.ip, requestId: String(request.id) },
    );
    const previous = sessionTokenOf(request);
    if (previous) await sessions.revoke(hashToken(previous));
    setSessionCookie(request, reply, session.token, session.expiresAt - clock());
    const redirectTo = staffPathOr(query.next);
    if (request.headers.accept?.includes('application/json')) return { isOk: true, code: ok, data: { redirectTo } };
    return reply.redirect(redirectTo, 302) as never;
  });
}
