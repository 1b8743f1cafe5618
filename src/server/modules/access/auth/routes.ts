/**
 * Sign-in routes under /igcpproapi (SPEC §7 auth table). Thin handlers: the rules are in
 * service.ts, password-change.ts and the guards. The calls that take a password or a code
 * share one budget of `loginRateLimitMax` requests a minute per client address.
 */
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import {
  captchaEndpoint,
  loginByAccountEndpoint,
  loginByMobileEndpoint,
  loginByTypeEndpoint,
  loginEndpoint,
  logoutEndpoint,
  modifyPasswordEndpoint,
  setNewPasswordEndpoint,
  smsCheckCodeEndpoint,
  smsCodeEndpoint,
  smsLoginEndpoint,
} from '../../../../shared/api/access/auth';
import { whoEndpoint } from '../../../../shared/api/access/who';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import type { Db } from '../../../db/database';
import { ApiError } from '../../../lib/api-error';
import type { Clock } from '../../../lib/clock';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from '../../../plugins/staff-access';
import { requireStaff, unauthorized } from '../../../services/staff-principal';
import { type AuthDeps, attemptOf, prepareDummyHash } from './attempts';
import { type CaptchaMaker, createCaptchaStore, svgCaptchaMaker } from './captcha';
import { type PasswordChangeService, createPasswordChangeService } from './password-change';
import { createPasswordCipher } from './password-cipher';
import { type SignInResult, type SignInService, createSignInService } from './service';
import { type SessionStore, hashToken } from '../../../services/sessions';
import { createSignInGuard } from './sign-in-guard';
import { createSmsCodes } from './sms-codes';
import { type SmsSender, createLogSmsSender } from './sms-sender';
import { whoAnswer } from './who';
import { ssoRoutes } from '../sso/routes';
import type { SsoConfig } from '../sso/sso-config';

export interface AuthRoutesOptions {
  db: Db;
  clock: Clock;
  sessions: SessionStore;
  privateKeyPem: string;
  /** Default: the demo sender, which logs codes masked and keeps them in `smsOutboxFile`. */
  smsSender?: SmsSender;
  smsOutboxFile?: string;
  captchaMaker?: CaptchaMaker;
  /** Requests a minute per client address over all the calls that take a password or a code. */
  loginRateLimitMax: number;
  /** The hospital's identity provider; none: single sign-on is off. */
  sso?: SsoConfig;
}

const ok = ResponseCode.ok;

function authDeps(app: FastifyInstance, options: AuthRoutesOptions): AuthDeps {
  const { db, clock, sessions } = options;
  const captchas = createCaptchaStore(db, clock, options.captchaMaker ?? svgCaptchaMaker());
  return {
    db,
    clock,
    sessions,
    captchas,
    cipher: createPasswordCipher(options.privateKeyPem, clock),
    guard: createSignInGuard(clock, captchas),
    smsCodes: createSmsCodes(db, clock),
    smsSender: options.smsSender ?? createLogSmsSender(app.log, options.smsOutboxFile),
    log: app.log,
  };
}

/**
 * One per-address budget shared by every route that uses it (a per-route limit would
 * multiply it), and by every server instance: the key names this limiter in the shared
 * rate-limit store (plugins/rate-limit-store.ts).
 */
function sharedRateLimit(app: FastifyInstance, max: number): onRequestAsyncHookHandler {
  const limiter = app.createRateLimit({
    max,
    timeWindow: 60_000,
    keyGenerator: (request) => `sign-in ${normalizeIP(request.ip)}`,
  });
  return async (request, reply) => {
    const verdict = await limiter(request);
    if (!verdict.isAllowed && verdict.isExceeded) {
      reply.header('retry-after', String(verdict.ttlInSeconds));
      throw new ApiError(429, '429', {
        'zh-CN': '请求过于频繁，请稍后再试',
        en: 'Too many requests, please retry later',
      });
    }
  };
}

interface RouteContext {
  app: FastifyInstance;
  deps: AuthDeps;
  signIn: SignInService;
  passwords: PasswordChangeService;
  /** The shared per-address budget of the calls that take a password or a code. */
  limited: { onRequest: onRequestAsyncHookHandler };
  captchaRateLimitMax: number;
}

/** Starts the browser's session after a sign-in; a session the browser still held ends. */
async function answerSignIn(
  { deps }: RouteContext,
  request: FastifyRequest,
  reply: FastifyReply,
  result: SignInResult,
) {
  if (!result.mustChangePassword) {
    const previous = sessionTokenOf(request);
    if (previous) await deps.sessions.revoke(hashToken(previous));
    setSessionCookie(request, reply, result.session.token, result.session.expiresAt - deps.clock());
  }
  return { isOk: true, code: ok, data: { mustChangePassword: result.mustChangePassword } };
}

function passwordSignInRoutes(ctx: RouteContext) {
  const { app, signIn, limited } = ctx;
  const attempt = (request: FastifyRequest, accountName: string) =>
    attemptOf(request, { action: 'auth.login', method: 'password', accountName, throttled: true });

  registerEndpoint(
    app,
    loginEndpoint,
    limited,
  )(async ({ body, request, reply }) => {
    const input = { ...body, account: body.username, lookup: 'userName' as const };
    return answerSignIn(ctx, request, reply, await signIn.withPassword(input, attempt(request, body.username)));
  });

  for (const endpoint of [loginByTypeEndpoint, loginByAccountEndpoint]) {
    registerEndpoint(
      app,
      endpoint,
      limited,
    )(async ({ body, request, reply }) => {
      const input = { ...body, lookup: 'account' as const };
      return answerSignIn(ctx, request, reply, await signIn.withPassword(input, attempt(request, body.account)));
    });
  }
}

function smsRoutes(ctx: RouteContext) {
  const { app, signIn, limited } = ctx;
  const attempt = (request: FastifyRequest, accountName: string) =>
    attemptOf(request, { action: 'auth.login', method: 'sms', accountName, throttled: false });

  registerEndpoint(
    app,
    smsCodeEndpoint,
    limited,
  )(async ({ body }) => ({ isOk: true, code: ok, data: await signIn.sendSmsCode(body) }));

  registerEndpoint(
    app,
    smsCheckCodeEndpoint,
    limited,
  )(async ({ body }) => ({ isOk: true, code: ok, data: { valid: await signIn.checkSmsCode(body) } }));

  registerEndpoint(
    app,
    smsLoginEndpoint,
    limited,
  )(async ({ body, request, reply }) =>
    answerSignIn(ctx, request, reply, await signIn.withSms(body, attempt(request, body.mobile))),
  );

  registerEndpoint(
    app,
    loginByMobileEndpoint,
    limited,
  )(async ({ body, request, reply }) => {
    const result = await signIn.withSms({ ...body, userName: body.username }, attempt(request, body.username));
    return answerSignIn(ctx, request, reply, result);
  });
}

function sessionRoutes(ctx: RouteContext) {
  const { app, deps, signIn } = ctx;

  registerEndpoint(app, captchaEndpoint, {
    // Its own, looser budget: the form fetches a new image after each failure and on demand.
    config: { rateLimit: { max: ctx.captchaRateLimitMax, timeWindow: '1 minute' } },
  })(async () => ({ isOk: true, code: ok, data: await deps.captchas.issue() }));

  registerEndpoint(
    app,
    whoEndpoint,
  )(async ({ request }) => {
    const data = await whoAnswer(deps.db, requireStaff(request));
    if (!data) throw unauthorized();
    return { isOk: true, code: ok, data };
  });

  registerEndpoint(
    app,
    logoutEndpoint,
  )(async ({ request, reply }) => {
    const staff = await app.staffAccess.principalOf(request);
    if (staff) await signIn.signOut(staff, { clientIp: request.ip, requestId: String(request.id) });
    clearSessionCookie(request, reply);
    return { isOk: true, code: ok, data: null };
  });
}

function passwordChangeRoutes({ app, deps, passwords, limited }: RouteContext) {
  registerEndpoint(
    app,
    setNewPasswordEndpoint,
    limited,
  )(async ({ body, request }) => {
    const accountName = body.username;
    const attempt = attemptOf(request, {
      action: 'auth.password.set',
      method: 'password',
      accountName,
      throttled: true,
    });
    await passwords.setNewPassword({ ...body, userName: body.username }, attempt);
    return { isOk: true, code: ok, data: null };
  });

  registerEndpoint(
    app,
    modifyPasswordEndpoint,
    limited,
  )(async ({ body, request, reply }) => {
    const staff = requireStaff(request);
    const accountName = staff.userName;
    const attempt = attemptOf(request, {
      action: 'auth.password.modify',
      method: 'password',
      accountName,
      throttled: true,
    });
    const session = await passwords.modifyPassword(staff.userId, body, attempt);
    setSessionCookie(request, reply, session.token, session.expiresAt - deps.clock());
    return { isOk: true, code: ok, data: null };
  });
}

export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const deps = authDeps(app, options);
  const ctx: RouteContext = {
    app,
    deps,
    signIn: createSignInService(deps),
    passwords: createPasswordChangeService(deps),
    limited: { onRequest: sharedRateLimit(app, options.loginRateLimitMax) },
    captchaRateLimitMax: options.loginRateLimitMax * 3,
  };
  await prepareDummyHash();
  passwordSignInRoutes(ctx);
  smsRoutes(ctx);
  sessionRoutes(ctx);
  passwordChangeRoutes(ctx);
  ssoRoutes(app, deps, options.sso, ctx.limited);
}
