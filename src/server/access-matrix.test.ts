/**
 * The authorisation matrix (SUITE.md): every declared endpoint that is not public, called
 * by an anonymous caller, by each demo staff user, and (for project-scope endpoints) in a
 * project the user is assigned to and in one they are not. The expected answer is worked
 * out here from the roles tables, independently of the server's permission code; the test
 * fails on any mismatch and if any API route lacks a declared access. The file endpoints
 * are walked again with real files: a public image and a private SAE attachment, which
 * only its project's endpoint may serve (the file manager answers 404 for it).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Access,
  STAFF_REQUEST_HEADER,
  STAFF_REQUEST_HEADER_VALUE,
  describeAccess,
} from '../shared/api/contract/access';
import type { Endpoint } from '../shared/api/contract/endpoint';
import {
  fileUploadEndpoint,
  filePolicyEndpoint,
  managedFileEndpoint,
  publicFileEndpoint,
} from '../shared/api/study/files';
import {
  saeAttachmentDeleteEndpoint,
  saeAttachmentDownloadEndpoint,
  saeAttachmentUploadEndpoint,
} from '../shared/api/safety/sae';
import type { Db } from './db/database';
import { loadStaffDemo } from './db/seed/staff-demo';
import { manualClock } from './lib/clock';
import { createSessionStore } from './services/sessions';
import { type FileFixture, PNG, SAE_BASE, SECRET_PDF, createFileFixture, requestAs } from './file-access-kit';
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
const clock = manualClock();

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

/** A report's endpoint: one of the user's system roles, or their roles in the project, holds the report. */
async function holdsReport(userId: number, report: string, projectId: number | null): Promise<boolean> {
  const system = await db
    .selectFrom('userRole')
    .innerJoin('roleReport', 'roleReport.roleId', 'userRole.roleId')
    .where('userRole.userId', '=', userId)
    .where('roleReport.reportKey', '=', report)
    .select('roleReport.roleId')
    .execute();
  if (system.length > 0 || projectId === null) return system.length > 0;
  const inProject = await db
    .selectFrom('userProjectRole')
    .innerJoin('roleReport', 'roleReport.roleId', 'userProjectRole.roleId')
    .where('userProjectRole.userId', '=', userId)
    .where('userProjectRole.projectId', '=', projectId)
    .where('roleReport.reportKey', '=', report)
    .select('roleReport.roleId')
    .execute();
  return inProject.length > 0;
}

function urlOf(endpoint: Endpoint, projectId: number): string {
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    name === 'projectId' ? String(projectId) : '999999',
  );
}

async function call(endpoint: Endpoint, caller: Caller, projectId: number): Promise<number> {
  const projectInBody =
    typeof endpoint.access === 'object' &&
    endpoint.access.scope === 'project' &&
    endpoint.access.projectIdIn === 'body';
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
        const other = projects.find(
          (p) => !assigned.some((row) => row.userId === caller.userId && row.projectId === p.id),
        )?.id;
        const projectIds = typeof access === 'object' && access.scope === 'project' ? [mine, other] : [projects[0]?.id];
        for (const projectId of projectIds.filter((id): id is number => id !== undefined)) {
          const status = await call(endpoint, caller, projectId);
          const expected =
            caller.userId === undefined
              ? 401
              : access === 'session' ||
                  ((await expectedAllowed(caller.userId, access, projectId)) &&
                    (endpoint.report === undefined ||
                      (await holdsReport(
                        caller.userId,
                        endpoint.report,
                        access.scope === 'project' ? projectId : null,
                      ))))
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

describe('file endpoints with real files', () => {
  let files: FileFixture;
  beforeAll(async () => {
    files = await createFileFixture(app, db, clock(), async (userName) => {
      const cookie = callers.find((caller) => caller.label === userName)?.cookie;
      if (!cookie) throw new Error(`no demo user ${userName}`);
      return cookie;
    });
  }, 60_000);

  /** What the roles tables say, as the status a caller should get (200 standing for 'allowed'). */
  const expectedFor = async (caller: Caller, access: Exclude<Access, string>, projectId: number) =>
    caller.userId === undefined ? 401 : (await expectedAllowed(caller.userId, access, projectId)) ? 200 : 403;

  it('serves a private file only through its project, and the file manager never serves it', async () => {
    const { privateFile: secret, publicFile } = files;
    const assigned = await db.selectFrom('userProjectRole').select(['userId', 'projectId']).execute();
    const name = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
    const walked = new Set<string>();
    const mismatches: string[] = [];
    const check = (label: string, endpoint: string, status: number, expected: number | number[]) => {
      walked.add(endpoint);
      if (!([] as number[]).concat(expected).includes(status))
        mismatches.push(`${endpoint} as ${label}: expected ${String(expected)}, got ${status}`);
    };
    for (const caller of callers) {
      const as = requestAs(app, caller.cookie);
      const anonymous = caller.userId === undefined;
      const fileManager = await expectedFor(caller, managedFileEndpoint.access, 0);
      const safetyPage = await expectedFor(caller, saeAttachmentDownloadEndpoint.access, secret.projectId);
      const saeUpdate = await expectedFor(caller, saeAttachmentUploadEndpoint.access, secret.projectId);

      check(
        caller.label,
        name(filePolicyEndpoint),
        (await as('GET', '/api/gbs/file/policy')).statusCode,
        anonymous ? 401 : 200,
      );
      const upload = await as('POST', '/api/gbs/file/upload?name=logo.png', PNG);
      check(
        caller.label,
        name(fileUploadEndpoint),
        upload.statusCode,
        await expectedFor(caller, fileUploadEndpoint.access, 0),
      );
      const managed = await as('GET', `/api/gbs/file/${publicFile.key}`);
      check(caller.label, name(managedFileEndpoint), managed.statusCode, fileManager);
      // The private file under every address the file manager could be asked: its key, its sequential id.
      for (const address of [secret.key, String(secret.fileId)]) {
        const response = await as('GET', `/api/gbs/file/${address}`);
        check(
          caller.label,
          name(managedFileEndpoint),
          response.statusCode,
          fileManager === 200 ? [400, 404] : fileManager,
        );
        if (response.rawPayload.includes(SECRET_PDF))
          mismatches.push(`file manager served the SAE attachment to ${caller.label}`);
      }
      check(caller.label, name(publicFileEndpoint), (await as('GET', publicFile.url)).statusCode, 200);
      for (const extension of ['pdf', 'png']) {
        check(
          caller.label,
          name(publicFileEndpoint),
          (await as('GET', `/files/${secret.hash}.${extension}`)).statusCode,
          404,
        );
      }

      const download = await as('GET', `${SAE_BASE}/attachment/${secret.projectId}/${secret.attachmentId}`);
      check(caller.label, name(saeAttachmentDownloadEndpoint), download.statusCode, safetyPage);
      if (download.statusCode === 200 && !download.rawPayload.equals(SECRET_PDF))
        mismatches.push(`wrong bytes for ${caller.label}`);
      // Through another project the caller is on: never the attachment.
      const elsewhere = assigned.find(
        (row) => row.userId === caller.userId && row.projectId !== secret.projectId,
      )?.projectId;
      if (elsewhere !== undefined) {
        const status = (await as('GET', `${SAE_BASE}/attachment/${elsewhere}/${secret.attachmentId}`)).statusCode;
        const there = await expectedFor(caller, saeAttachmentDownloadEndpoint.access, elsewhere);
        check(caller.label, name(saeAttachmentDownloadEndpoint), status, there === 200 ? 404 : there);
      }

      const attach = await as(
        'POST',
        `${SAE_BASE}/attachment/upload/${secret.projectId}?id=${secret.saeId}&name=scan.png`,
        PNG,
      );
      check(caller.label, name(saeAttachmentUploadEndpoint), attach.statusCode, saeUpdate);
      const attachmentId = attach.statusCode === 200 ? Number(attach.json().data.id) : secret.attachmentId;
      const detach = await as('POST', `${SAE_BASE}/attachment/delete`, {
        projectId: secret.projectId,
        id: secret.saeId,
        attachmentId,
      });
      check(caller.label, name(saeAttachmentDeleteEndpoint), detach.statusCode, saeUpdate);
    }
    expect(mismatches).toEqual([]);
    // Every declared file endpoint was walked.
    const declared = app.declaredEndpoints
      .filter((endpoint) => /\/file|\/files\/|attachment/.test(endpoint.path))
      .map(name);
    expect([...walked].sort()).toEqual([...new Set(declared)].sort());
    // The fixture's attachment is still there: no refused caller removed it.
    expect(
      (
        await requestAs(app, callers.find((c) => c.label === 'investigator')?.cookie)(
          'GET',
          `${SAE_BASE}/get/${secret.projectId}/${secret.saeId}`,
        )
      ).json().data.attachments,
    ).toHaveLength(1);
  }, 120_000);
});
