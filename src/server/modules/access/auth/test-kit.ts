/**
 * Helpers for the sign-in tests: an app on a fresh database with a movable clock, a
 * recording SMS sender and a captcha whose answer is known; staff users made directly in
 * the tables (not through the admin API or its seed); passwords encrypted exactly as the
 * browser does (jsencrypt `encryptOAEP` with the server's public key).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { JSEncrypt } from 'jsencrypt';
import { STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE } from '../../../../shared/api/contract/access';
import { AUTH_PREFIX } from '../../../../shared/api/access/auth';
import { utf8BinaryString } from '../../../../shared/domain/access/utf8-binary';
import type { Db } from '../../../db/database';
import { manualClock } from '../../../lib/clock';
import { type TestAppOptions, createTestApp, testKeys } from '../../../test-support';
import type { CaptchaMaker } from './captcha';
import { hashPassword } from './password';
import type { SmsSender } from './sms-sender';

export const CAPTCHA_ANSWER = 'K7MQ';
export const GOOD_PASSWORD = 'Lantern-Orchid-42';

export const url = (path: string) => `${AUTH_PREFIX}${path}`;

export interface SentSms {
  mobile: string;
  text: string;
}

export function recordingSmsSender(): SmsSender & { sent: SentSms[] } {
  const sent: SentSms[] = [];
  return {
    sent,
    async send(mobile, text) {
      sent.push({ mobile, text });
    },
  };
}

const knownCaptcha: CaptchaMaker = {
  make: () => ({ answer: CAPTCHA_ANSWER, image: 'data:image/svg+xml;base64,PHN2Zy8+' }),
};

/** The app with a manual clock, a high sign-in rate limit (tests of other rules) and known captchas. */
export async function authTestApp(options: TestAppOptions = {}) {
  const clock = manualClock();
  const sms = recordingSmsSender();
  const t = await createTestApp({
    demo: true,
    clock,
    smsSender: sms,
    captchaMaker: knownCaptcha,
    loginRateLimitMax: 10_000,
    ...options,
  });
  return { ...t, clock, sms };
}

/** RSA-OAEP (SHA-256) with the server's public key, by the browser's library. */
export function encryptPassword(password: string): string {
  const jsencrypt = new JSEncrypt();
  jsencrypt.setPublicKey(testKeys().rsaPublicKey);
  const cipher = jsencrypt.encryptOAEP(utf8BinaryString(password));
  if (!cipher) throw new Error('jsencrypt could not encrypt');
  return cipher;
}

export interface StaffUserSeed {
  userName: string;
  password?: string;
  realname?: string;
  phone?: string | null;
  email?: string | null;
  status?: 'enabled' | 'disabled';
  mustChangePassword?: boolean;
  /** System-scope grants of the user's one system role. */
  system?: { pages: string[]; buttons: string[] };
  /** A project role with these grants in the given project. */
  project?: { projectId: number; pages: string[]; buttons: string[] };
}

async function insertRole(
  db: Db,
  code: string,
  scope: 'system' | 'project',
  grants: { pages: string[]; buttons: string[] },
) {
  const at = new Date().toISOString();
  const { id } = await db
    .insertInto('role')
    .values({ code, name: `角色 ${code}`, description: null, createdAt: at, updatedAt: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = [
    ...grants.pages.map((name) => ({ roleId: id, scope, kind: 'page', name })),
    ...grants.buttons.map((name) => ({ roleId: id, scope, kind: 'button', name })),
  ];
  if (rows.length > 0) await db.insertInto('rolePermission').values(rows).execute();
  return id;
}

/** A staff user with a system role (and optionally a project role); answers the user id. */
export async function createStaffUser(db: Db, seed: StaffUserSeed): Promise<number> {
  const at = new Date().toISOString();
  const { id } = await db
    .insertInto('staffUser')
    .values({
      userName: seed.userName,
      realname: seed.realname ?? `测试 ${seed.userName}`,
      fullName: null,
      phone: seed.phone ?? null,
      email: seed.email ?? null,
      deptId: null,
      belong: null,
      signature: null,
      status: seed.status ?? 'enabled',
      passwordHash: await hashPassword(seed.password ?? GOOD_PASSWORD),
      mustChangePassword: seed.mustChangePassword ? 1 : 0,
      avatarType: null,
      avatarData: null,
      lastLoginAt: null,
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const roleId = await insertRole(db, `sys-${seed.userName}`, 'system', seed.system ?? { pages: [], buttons: [] });
  await db.insertInto('userRole').values({ userId: id, roleId }).execute();
  if (seed.project) {
    const projectRoleId = await insertRole(db, `prj-${seed.userName}`, 'project', seed.project);
    await db
      .insertInto('userProjectRole')
      .values({ userId: id, projectId: seed.project.projectId, roleId: projectRoleId })
      .execute();
  }
  return id;
}

/** A POST as the staff client sends it (JSON, with the staff request header). */
export function post(
  app: FastifyInstance,
  path: string,
  body?: Record<string, unknown>,
  options: { cookie?: string; headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: url(path),
    headers: {
      [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    ...(body ? { payload: body } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

export function get(app: FastifyInstance, path: string, cookie?: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: url(path), headers: cookie ? { cookie } : {} });
}

/** `name=value` of the session cookie a response set, for the next request's Cookie header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name.endsWith('portal_sid') && c.value !== '');
  if (!cookie) throw new Error(`No session cookie in the answer: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

export function login(
  app: FastifyInstance,
  username: string,
  password = GOOD_PASSWORD,
  extra: Record<string, string> = {},
) {
  return post(app, '/auth/login', { username, password: encryptPassword(password), ...extra });
}

/** Signs in and answers the Cookie header for the session. */
export async function signIn(app: FastifyInstance, username: string, password = GOOD_PASSWORD): Promise<string> {
  const response = await login(app, username, password);
  if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.body}`);
  return sessionCookie(response);
}

/** A captcha the next attempt can carry: `{ code, uuid }`. */
export async function solvedCaptcha(app: FastifyInstance, answer = CAPTCHA_ANSWER) {
  const response = await get(app, '/auth/captcha');
  const { uuid } = response.json().data as { uuid: string };
  return { code: answer, uuid };
}
