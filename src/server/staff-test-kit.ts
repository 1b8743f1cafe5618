/**
 * For server tests of the staff areas: the app on a fresh in-memory demo database with
 * the first administrator and the demo staff, sessions made directly in the session
 * store (not through the sign-in endpoints), and calls carrying the staff header.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE } from '../shared/api/contract/access';
import type { Db } from './db/database';
import { ensureAdministrator } from './db/seed/first-start';
import { loadStaffDemo } from './db/seed/staff-demo';
import { manualClock } from './lib/clock';
import { encryptPassword } from './modules/access/auth/test-kit';
import { createSessionStore } from './services/sessions';
import { type TestAppOptions, createTestApp } from './test-support';

export interface StaffTestApp {
  app: FastifyInstance;
  db: Db;
  clock: ReturnType<typeof manualClock>;
  /** Demo passwords by user name ('admin' included). */
  passwords: Map<string, string>;
  /** A session cookie for the named user. */
  cookieOf: (userName: string) => Promise<string>;
  idOf: (userName: string) => Promise<number>;
  get: (url: string, as?: string) => Promise<LightMyRequestResponse>;
  post: (url: string, body: unknown, as?: string) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

export async function createStaffTestApp(options: Omit<TestAppOptions, 'clock'> = {}): Promise<StaffTestApp> {
  const clock = manualClock(Date.UTC(2026, 0, 5, 2, 0, 0));
  const { app, db, close } = await createTestApp({ ...options, clock });
  const admin = await ensureAdministrator(db, clock());
  const demo = (await loadStaffDemo(db, clock())) ?? [];
  const passwords = new Map([...(admin ? [admin] : []), ...demo].map((c) => [c.userName, c.password]));
  const sessions = createSessionStore(db, clock);

  const idOf = async (userName: string) =>
    (await db.selectFrom('staffUser').select('id').where('userName', '=', userName).executeTakeFirstOrThrow()).id;
  const cookieOf = async (userName: string) =>
    `portal_sid=${(await sessions.create(await idOf(userName), null)).token}`;
  const headersFor = async (as?: string) => ({
    [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE,
    ...(as ? { cookie: await cookieOf(as) } : {}),
  });

  return {
    app,
    db,
    clock,
    passwords,
    cookieOf,
    idOf,
    get: async (url, as) => app.inject({ method: 'GET', url, headers: await headersFor(as) }),
    post: async (url, body, as) =>
      app.inject({
        method: 'POST',
        url,
        headers: { ...(await headersFor(as)), 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      }),
    close,
  };
}

/** The audit rows of an action, newest first, with before/after parsed. */
export async function auditRows(db: Db, action: string) {
  const rows = await db.selectFrom('auditLog').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();
  return rows.map((row) => ({
    ...row,
    before: row.beforeValue === null ? null : (JSON.parse(row.beforeValue) as Record<string, unknown>),
    after: row.afterValue === null ? null : (JSON.parse(row.afterValue) as Record<string, unknown>),
  }));
}

/** Text that must never appear in an audit row: password hashes and the like. */
export function expectNoSecrets(text: string | null) {
  if (text === null) return;
  if (/\$argon2|passwordHash|password_hash|"password"/i.test(text))
    throw new Error(`audit row holds a secret: ${text}`);
}

/**
 * A signature for a signed step (a submit): a fresh challenge and the user's demo password,
 * encrypted as the browser sends it.
 */
export async function signatureOf(t: StaffTestApp, as: string, password = t.passwords.get(as) ?? '') {
  const response = await t.post('/api/gbc/signature/challenge', {}, as);
  if (response.statusCode !== 200) throw new Error(`no signing challenge for ${as}: ${response.body}`);
  const { challenge } = response.json().data as { challenge: string };
  return { challenge, password: encryptPassword(password), meaning: 'investigator-confirms' as const };
}
