/**
 * Enforces each endpoint's declared `access` before its handler runs (SUITE.md): the
 * session cookie is resolved to a signed-in user and their permissions; no session answers
 * 401 (code '401'), a missing permission or a project the user is not part of answers 403
 * (code '403'). POSTs that change something must carry the staff request header, which a
 * cross-site form cannot add. Handlers read the signed-in user
 * from `request.staff` (services/staff-principal.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Access, STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE } from '../../shared/api/contract/access';
import type { Endpoint } from '../../shared/api/contract/endpoint';
import type { Db } from '../db/database';
import { REPORT_CATALOGUE, type ReportKey } from '../../shared/domain/reports/catalogue';
import { hospitalDay } from '../../shared/domain/hospital-time';
import { forbidden } from '../lib/api-error';
import type { Clock } from '../lib/clock';
import { fieldProblem } from '../services/staff-write';
import { type GrantedPermissions, createPermissionRepository } from '../services/permission-repository';
import { type StaffPrincipal, unauthorized } from '../services/staff-principal';
import type { SessionStore } from '../services/sessions';

export const SESSION_COOKIE = 'portal_sid';
/** Over HTTPS the cookie takes the __Host- prefix: Secure, host-only, path '/'. */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** POSTs that only read public data (the portal's list and dictionary calls). */
const PUBLIC_READ_PREFIXES = ['/api/portal/', '/api/dict/'];

declare module 'fastify' {
  interface FastifyInstance {
    staffAccess: {
      check: (request: FastifyRequest, endpoint: Endpoint) => Promise<void>;
      /** The signed-in user of a request, when there is one (for 'public' endpoints that care). */
      principalOf: (request: FastifyRequest) => Promise<StaffPrincipal | null>;
      /** The signed-in user's permissions in a project (read once per request). */
      grantedIn: (request: FastifyRequest, projectId: number) => Promise<GrantedPermissions>;
    };
  }
  interface FastifyRequest {
    /** The permissions in one project the access check read, for handlers that show more by role. */
    projectGrants: { projectId: number; granted: GrantedPermissions } | null;
  }
}

export function needsStaffHeader(endpoint: Endpoint): boolean {
  return endpoint.method === 'POST' && !PUBLIC_READ_PREFIXES.some((prefix) => endpoint.path.startsWith(prefix));
}

export function sessionCookieName(request: FastifyRequest): string {
  return request.protocol === 'https' ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/**
 * The session token under the one name it is set with for this request's protocol: over
 * HTTPS only the __Host- cookie, which a plain-HTTP page or a sibling host cannot plant.
 */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName(request)];
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeMs: number) {
  reply.setCookie(sessionCookieName(request), token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(sessionCookieName(request), {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: '/',
  });
}

function projectIdOf(request: FastifyRequest, where: 'params' | 'body'): number {
  const source = (where === 'params' ? request.params : request.body) as Record<string, unknown> | undefined;
  const value = Number(source?.projectId);
  if (!Number.isInteger(value) || value < 1) throw fieldProblem('projectId', { 'zh-CN': '必填', en: 'Required' });
  return value;
}

/** A save endpoint updates when its body names the row (`id`), and creates otherwise. */
function isUpdate(request: FastifyRequest): boolean {
  const id = (request.body as Record<string, unknown> | undefined)?.id;
  return id !== undefined && id !== null;
}

function grants(granted: GrantedPermissions, access: Exclude<Access, string>, request: FastifyRequest): boolean {
  if ('updateButton' in access && access.updateButton && isUpdate(request)) {
    return granted.buttons.has(access.updateButton);
  }
  return 'page' in access ? granted.pages.has(access.page) : granted.buttons.has(access.button);
}

export const staffAccess = fp(async function staffAccess(
  app: FastifyInstance,
  { db, sessions, clock }: { db: Db; sessions: SessionStore; clock: Clock },
) {
  const permissions = createPermissionRepository(db);
  app.decorateRequest('staff', null);
  app.decorateRequest('projectGrants', null);

  /**
   * Resolves the session cookie to the signed-in user (one query) and reads their system
   * permissions with, when `projectOf` names one, those in that project (one more): two
   * queries before any handler. `projectOf` runs once the user is known, so a caller who is
   * not signed in hears 401 before any complaint about the request.
   */
  async function signIn(request: FastifyRequest, projectOf: () => number | null): Promise<StaffPrincipal | null> {
    const token = sessionTokenOf(request);
    if (!token || token.length > 128) return null;
    const session = await sessions.resolve(token);
    if (!session) return null;
    const projectId = projectOf();
    const granted = await permissions.granted(session.userId, projectId);
    request.staff = {
      userId: session.userId,
      userName: session.userName,
      realname: session.realname,
      tokenHash: session.tokenHash,
      system: granted.system,
    };
    if (projectId !== null && granted.project) request.projectGrants = { projectId, granted: granted.project };
    return request.staff;
  }

  async function principalOf(request: FastifyRequest): Promise<StaffPrincipal | null> {
    return request.staff ?? signIn(request, () => null);
  }

  /** The signed-in user's permissions in a project: those read by the access check when it is the same project. */
  async function grantedIn(request: FastifyRequest, projectId: number): Promise<GrantedPermissions> {
    const known = request.projectGrants;
    if (known?.projectId === projectId) return known.granted;
    const principal = await principalOf(request);
    if (!principal) throw unauthorized();
    const granted = await permissions.projectPermissions(principal.userId, projectId);
    request.projectGrants = { projectId, granted };
    return granted;
  }

  async function check(request: FastifyRequest, endpoint: Endpoint): Promise<void> {
    if (
      needsStaffHeader(endpoint) &&
      request.headers[STAFF_REQUEST_HEADER.toLowerCase()] !== STAFF_REQUEST_HEADER_VALUE
    ) {
      throw forbidden({ 'zh-CN': `缺少请求头 ${STAFF_REQUEST_HEADER}`, en: `Missing ${STAFF_REQUEST_HEADER} header` });
    }
    const { access } = endpoint;
    if (access === 'public') return;
    const projectOf = () =>
      typeof access === 'object' && access.scope !== 'system' ? projectIdOf(request, access.projectIdIn) : null;
    const principal = request.staff ?? (await signIn(request, projectOf));
    if (!principal) throw unauthorized();
    if (access === 'session') return;
    if (access.scope === 'system') {
      if (!grants(principal.system, access, request))
        throw forbidden({ 'zh-CN': '没有该操作的权限', en: 'Permission denied' });
      if (endpoint.report) await requireReport(principal, endpoint.report, null);
      return;
    }
    const projectId = projectIdOf(request, access.projectIdIn);
    const granted = await grantedIn(request, projectId);
    if (!grants(granted, access, request))
      throw forbidden({ 'zh-CN': '没有该项目的权限', en: 'No permission in this project' });
    if (endpoint.report) await requireReport(principal, endpoint.report, projectId);
  }

  /** A catalogue report's endpoint: the caller must hold the report too (SPEC §6 report assignment). */
  async function requireReport(principal: StaffPrincipal, key: ReportKey, projectId: number | null): Promise<void> {
    if (await permissions.holdsReport(principal.userId, key, projectId, hospitalDay(clock()))) return;
    const { name } = REPORT_CATALOGUE[key];
    throw forbidden({
      'zh-CN': `您没有报表「${name['zh-CN']}」，可在「报表」页面申请`,
      en: `You do not hold the report '${name.en}': apply for it on the Reports page`,
    });
  }

  app.decorate('staffAccess', { check, principalOf, grantedIn });
});
