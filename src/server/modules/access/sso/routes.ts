/**
 * Single sign-on routes (shared/api/access/sso.ts), registered with the other sign-in routes
 * so they share its services and its per-address budget. The state of a started sign-in is
 * named by an HttpOnly cookie scoped to these routes; the secrets stay in the database.
 */
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { ssoCallbackEndpoint, ssoConfigEndpoint, ssoStartEndpoint } from '../../../../shared/api/access/sso';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { setSessionCookie, sessionTokenOf } from '../../../plugins/staff-access';
import { hashToken } from '../../../services/sessions';
import { type AuthDeps, attemptOf } from '../auth/attempts';
import { createOidcClient } from './oidc-client';
import { FLOW_TTL_MS } from './repository';
import { createSsoService } from './service';
import type { SsoConfig } from './sso-config';

const ok = ResponseCode.ok;
const FLOW_COOKIE = 'portal_sso_state';
const flowCookiePath = ssoCallbackEndpoint.path;

const notConfigured = () =>
  notFound({ 'zh-CN': '未配置医院统一身份认证', en: 'No hospital identity provider is configured' });

export function ssoRoutes(
  app: FastifyInstance,
  deps: AuthDeps,
  config: SsoConfig | undefined,
  limited: { onRequest: onRequestAsyncHookHandler },
) {
  const service = config && createSsoService(deps, config, createOidcClient(config));
  const cookieOptions = (request: FastifyRequest) => ({
    httpOnly: true,
    // Lax: the callback page is reached by a navigation from the provider's site.
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    path: flowCookiePath,
  });

  registerEndpoint(
    app,
    ssoConfigEndpoint,
  )(async () => ({ isOk: true, code: ok, data: { enabled: !!config, label: config?.buttonLabel ?? '' } }));

  registerEndpoint(
    app,
    ssoStartEndpoint,
    limited,
  )(async ({ request, reply }) => {
    if (!service) throw notConfigured();
    const { authorizationUrl, state } = await service.start();
    reply.setCookie(FLOW_COOKIE, state, { ...cookieOptions(request), maxAge: FLOW_TTL_MS / 1000 });
    return { isOk: true, code: ok, data: { authorizationUrl } };
  });

  registerEndpoint(
    app,
    ssoCallbackEndpoint,
    limited,
  )(async ({ body, request, reply }) => {
    if (!service) throw notConfigured();
    const attempt = attemptOf(request, { action: 'auth.login', method: 'sso', accountName: '', throttled: false });
    const cookieState = request.cookies[FLOW_COOKIE];
    reply.clearCookie(FLOW_COOKIE, cookieOptions(request));
    const session = await service.finish({ query: body.query, cookieState }, attempt);
    const previous = sessionTokenOf(request);
    if (previous) await deps.sessions.revoke(hashToken(previous));
    setSessionCookie(request, reply, session.token, session.expiresAt - deps.clock());
    return { isOk: true, code: ok, data: null };
  });
}
