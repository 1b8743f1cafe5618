/**
 * The authorisation matrix (SUITE.md): every declared endpoint that is not public, called
 * by an anonymous caller, by each demo staff user, and (for project-scope endpoints) in a
 * project the user is assigned to and in one they are not. The expected answer is worked
 * out here from the roles tables, independently of the server's permission code; the test
 * fails on any mismatch and if any API route lacks a declared access.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Access, STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE, describeAccess } from '../shared/api/access';
import type { Endpoint } from '../shared/api/endpoint';
import type { Db } from './db/database';
import { loadStaffDemo } from './db/seed/staff-demo';
import { manualClock } from './lib/clock';
import { createSessionStore } from './modules/auth/sessions';
import { createTestApp } from './test-support';

interface Caller {
  label: string;
  userId?: number;
  cookie?: string;
}

let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;
const callers: Caller[] = [{ label: 'anonymous' }];
const clock = manualClock(Date.now());

beforeAll(async () => {
  ({ app, db, close } = await createTestApp({ clock }));
  const demo = await loadStaffDemo(db, clock());
  expect(demo?.length).toBeGreaterThanOrEqual(7);
  const sessions = createSessionStore(db, clock);
  const users = await db.selectFrom('staffUser').select(['id', 'userName']).orderBy('id').execute();
  for (const user of users) {
    const { token } = await sessions.create(user.id, null);
    callers.push({ label: user.userName, userId: user.id, cookie: `portal_sid=${token}` });
  }
});
afterAll(async () => close());

/** What the roles tables say the user may do, read with plain queries. */
async function expectedAllowed(userId: number, access: Exclude<Access, string>, projectId: number): Promise<boolean> {
  const kind = 'page' in access ? 'page' : 'button';
  const name = 'page' in access ? access.page : access.button;
  const rows =
    access.scope === 'system'
      ? await db
          .selectFrom('userRole')
          .innerJoin('rolePermission', 'rolePermission.roleId', 'userRole.roleId')
          .where('userRole.userId', '=', userId)
          .select(['rolePermission.scope', 'rolePermission.kind', 'rolePermission.name'])
          .execute()
      : await db
          .selectFrom('userProjectRole')
          .innerJoin('rolePermission', 'rolePermission.roleId', 'userProjectRole.roleId')
          .where('userProjectRole.userId', '=', userId)
          .where('userProjectRole.projectId', '=', projectId)
          .select(['rolePermission.scope', 'rolePermission.kind', 'rolePermission.name'])
          .execute();
  return rows.some((row) => row.scope === access.scope && row.kind === kind && row.name === name);
}

function urlOf(endpoint: Endpoint, projectId: number): string {
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => (name === 'projectId' ? String(projectId) : '999999'));
}

async function call(endpoint: Endpoint, caller: Caller, projectId: number): Promise<number> {
  const projectInBody = typeof endpoint.access === 'object' && endpoint.access.scope === 'project' && endpoint.access.projectIdIn === 'body';
  const response = await app.inject({
    method: endpoint.method,
    url: urlOf(endpoint, projectId),
    headers: {
      ...(caller.cookie ? { cookie: caller.cookie } : {}),
      [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE,
      ...(endpoint.method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    ...(endpoint.method === 'POST' ? { payload: JSON.stringify(projectInBody ? { projectId } : {}) } : {}),
  });
  return response.statusCode;
}

describe('authorisation matrix', () => {
  it('has a declared access for every API route in the OpenAPI document', async () => {
    const document = (await app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { 'x-access'?: unknown }>>;
    }>();
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, access: operation['x-access'] })),
    );
    expect(operations.length).toBe(app.declaredEndpoints.length);
    expect(operations.filter((operation) => operation.access === undefined)).toEqual([]);
  });

  it('answers every protected endpoint exactly as the declarations and roles say', async () => {
    const assigned = await db.selectFrom('userProjectRole').select(['userId', 'projectId']).execute();
    const projects = await db.selectFrom('project').select('id').orderBy('id').execute();
    const mismatches: string[] = [];
    let checks = 0;
    for (const endpoint of app.declaredEndpoints) {
      const { access } = endpoint;
      if (access === 'public') continue;
      for (const caller of callers) {
        // Project scope: one project the caller is on (when there is one) and one they are not.
        const mine = assigned.find((row) => row.userId === caller.userId)?.projectId;
        const other = projects.find((p) => !assigned.some((row) => row.userId === caller.userId && row.projectId === p.id))?.id;
        const projectIds = typeof access === 'object' && access.scope === 'project' ? [mine, other] : [projects[0]?.id];
        for (const projectId of projectIds.filter((id): id is number => id !== undefined)) {
          const status = await call(endpoint, caller, projectId);
          const expected =
            caller.userId === undefined
              ? 401
              : access === 'session' || (await expectedAllowed(caller.userId, access, projectId))
                ? 'allowed'
                : 403;
          const ok = expected === 'allowed' ? status !== 401 && status !== 403 : status === expected;
          checks += 1;
          if (!ok) {
            mismatches.push(
              `${endpoint.method} ${endpoint.path} [${describeAccess(access)}] as ${caller.label} in project ${projectId}: expected ${expected}, got ${status}`,
            );
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    // Enough protected endpoints and callers to make the matrix meaningful.
    expect(checks).toBeGreaterThan(200);
  }, 120_000);
});
