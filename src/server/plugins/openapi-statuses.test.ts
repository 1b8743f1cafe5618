/**
 * The OpenAPI document promises, per operation, the statuses the server can answer. Here
 * every declared endpoint is called the ways an integrator gets it wrong (no session, no
 * staff header, no permission, bad input, a row that does not exist, the wrong media type
 * or an oversize upload) and each status the real server answers must be documented.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Access, STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE } from '../../shared/api/contract/access';
import type { Endpoint } from '../../shared/api/contract/endpoint';
import { fileUploadEndpoint } from '../../shared/api/study/files';
import { saeAttachmentUploadEndpoint } from '../../shared/api/safety/sae';
import type { Db } from '../db/database';
import { loadStaffDemo } from '../db/seed/staff-demo';
import { manualClock } from '../lib/clock';
import { createSessionStore } from '../services/sessions';
import { createTestApp } from '../test-support';
import { OPENAPI_PATH, openApiPath } from './openapi';

interface Operation {
  responses: Record<string, unknown>;
  requestBody?: { content: Record<string, unknown> };
}
type Paths = Record<string, Record<string, Operation>>;

const UPLOAD_MAX_BYTES = 1024;
const clock = manualClock(Date.parse('2026-03-02T04:00:00Z'));
let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;
let paths: Paths;
const cookies = new Map<number, string>();

// Building the document of every endpoint takes seconds on a busy machine: a longer timeout.
beforeAll(async () => {
  ({ app, db, close } = await createTestApp({ clock, uploadMaxBytes: UPLOAD_MAX_BYTES, loginRateLimitMax: 1_000 }));
  await loadStaffDemo(db, clock());
  const sessions = createSessionStore(db, clock);
  for (const user of await db.selectFrom('staffUser').select('id').execute()) {
    cookies.set(user.id, `portal_sid=${(await sessions.create(user.id, null)).token}`);
  }
  paths = (await app.inject({ url: OPENAPI_PATH })).json<{ paths: Paths }>().paths;
}, 60_000);
afterAll(async () => close());

/** A user who holds the permission (with the project they hold it in) and one who does not. */
async function holders(access: Exclude<Access, string>) {
  const kind = 'page' in access ? 'page' : 'button';
  const name = 'page' in access ? access.page : access.button;
  const grants =
    access.scope === 'system'
      ? await db
          .selectFrom('userRole')
          .innerJoin('rolePermission', 'rolePermission.roleId', 'userRole.roleId')
          .select(['userRole.userId as userId', (eb) => eb.val<number | null>(null).as('projectId')])
          .where('rolePermission.scope', '=', 'system')
          .where('rolePermission.kind', '=', kind)
          .where('rolePermission.name', '=', name)
          .execute()
      : await db
          .selectFrom('userProjectRole')
          .innerJoin('rolePermission', 'rolePermission.roleId', 'userProjectRole.roleId')
          .select(['userProjectRole.userId as userId', 'userProjectRole.projectId as projectId'])
          .where('rolePermission.scope', '=', 'project')
          .where('rolePermission.kind', '=', kind)
          .where('rolePermission.name', '=', name)
          .orderBy('userProjectRole.projectId')
          .execute();
  const holder = grants[0];
  const outsider = [...cookies.keys()].find((userId) => !grants.some((grant) => grant.userId === userId));
  return { holder: holder && { userId: holder.userId, projectId: holder.projectId ?? undefined }, outsider };
}

interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  pattern?: string;
  minItems?: number;
  items?: JsonSchema;
  required?: string[];
  properties?: Record<string, JsonSchema>;
}

/** The smallest input a schema accepts, as far as a generic guess goes; ids name rows that do not exist. */
function sampleOf(schema: unknown, projectId: number, name?: string): unknown {
  const s = schema as JsonSchema | undefined;
  if (!s) return undefined;
  if (name === 'projectId') return projectId;
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.default !== undefined) return s.default;
  switch ([s.type].flat().find((type) => type !== 'null')) {
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 0, Math.min(999_999, s.maximum ?? 999_999));
    case 'boolean':
      return false;
    case 'string':
      return s.pattern && new RegExp(s.pattern).test('2026-03-02') ? '2026-03-02' : 'x'.repeat(s.minLength ?? 1);
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sampleOf(s.items, projectId));
    case 'object':
      return Object.fromEntries((s.required ?? []).map((key) => [key, sampleOf(s.properties?.[key], projectId, key)]));
    default:
      return undefined;
  }
}

interface Call {
  cookie?: string;
  staffHeader?: boolean;
  projectId?: number;
  /** Replaces the sampled input with one that breaks its schema. */
  broken?: boolean;
  contentType?: string;
  payload?: string | Buffer;
}

function request(endpoint: Endpoint, call: Call): InjectOptions {
  const projectId = call.projectId ?? 1;
  const params = sampleOf(endpoint.schema.params, projectId) as Record<string, unknown> | undefined;
  const query = sampleOf(endpoint.schema.querystring, projectId) as Record<string, unknown> | undefined;
  const url = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (call.broken) return 'x';
    return typeof value === 'string' || typeof value === 'number' ? encodeURIComponent(value) : '1';
  });
  const body =
    endpoint.bodyType === 'binary'
      ? Buffer.from('not an image')
      : JSON.stringify(sampleOf(endpoint.schema.body, projectId) ?? {});
  const contentType =
    call.contentType ?? (endpoint.bodyType === 'binary' ? 'application/octet-stream' : 'application/json');
  return {
    method: endpoint.method,
    url,
    query: call.broken
      ? { unknownField: '1' }
      : Object.fromEntries(Object.entries(query ?? {}).map(([k, v]) => [k, String(v)])),
    headers: {
      ...(call.cookie ? { cookie: call.cookie } : {}),
      ...(call.staffHeader === false ? {} : { [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE }),
      ...(endpoint.method === 'POST' ? { 'content-type': contentType } : {}),
    },
    ...(endpoint.method === 'POST' ? { payload: call.payload ?? (call.broken ? '{' : body) } : {}),
  };
}

/** Anonymous, an outsider, the permitted caller with sampled and with broken input, and without the staff header. */
async function callsFor(endpoint: Endpoint): Promise<Call[]> {
  const { access } = endpoint;
  if (access === 'public') return [{}, { broken: true }, { staffHeader: false }];
  const { holder, outsider } =
    access === 'session'
      ? { holder: { userId: [...cookies.keys()][0] ?? 0, projectId: undefined }, outsider: undefined }
      : await holders(access);
  const permitted = holder && { cookie: cookies.get(holder.userId), projectId: holder.projectId };
  return [
    {},
    ...(outsider ? [{ cookie: cookies.get(outsider), projectId: holder?.projectId }] : []),
    ...(permitted ? [permitted, { ...permitted, broken: true }, { ...permitted, staffHeader: false }] : []),
  ];
}

describe('the documented statuses of every operation', () => {
  it('include every status the server answers to wrong calls', async () => {
    const undocumented: string[] = [];
    const seen = new Set<string>();
    for (const endpoint of app.declaredEndpoints) {
      const operation = paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      for (const call of await callsFor(endpoint)) {
        const status = (await app.inject(request(endpoint, call))).statusCode;
        seen.add(String(status));
        if (!(String(status) in (operation?.responses ?? {}))) {
          undocumented.push(
            `${endpoint.method} ${endpoint.path} answered ${status} to ${JSON.stringify({ ...call, cookie: Boolean(call.cookie) })}`,
          );
        }
      }
    }
    expect(undocumented).toEqual([]);
    // The calls reached every kind of refusal, so the check above had something to check.
    expect([...seen].sort()).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404']));
  }, 180_000);
});

describe('uploads', () => {
  const uploads = [fileUploadEndpoint, saeAttachmentUploadEndpoint];

  it('document an application/octet-stream request body, and nothing else', () => {
    for (const endpoint of uploads) {
      const operation = paths[openApiPath(endpoint.path)]?.post;
      expect(Object.keys(operation?.requestBody?.content ?? {})).toEqual(['application/octet-stream']);
    }
  });

  it('document what the server answers to the wrong media type and to an oversize file', async () => {
    for (const endpoint of uploads) {
      const { holder } = await holders(endpoint.access);
      const caller = { cookie: cookies.get(holder?.userId ?? 0), projectId: holder?.projectId };
      const wrong: Call[] = [
        { ...caller, contentType: 'application/json', payload: '{}' },
        { ...caller, contentType: 'image/png', payload: Buffer.alloc(16) },
        { ...caller, payload: Buffer.alloc(UPLOAD_MAX_BYTES + 1) },
      ];
      const responses = paths[openApiPath(endpoint.path)]?.post?.responses ?? {};
      for (const call of wrong) {
        const response = await app.inject(request(endpoint, call));
        expect(response.statusCode, call.contentType).toBeGreaterThanOrEqual(400);
        expect(response.json<{ isOk: boolean }>().isOk).toBe(false);
        expect(Object.keys(responses)).toContain(String(response.statusCode));
      }
    }
  });
});
