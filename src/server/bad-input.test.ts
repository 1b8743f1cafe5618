/**
 * Every bad input is a 400, never a 500, and nothing is stored. For every declared
 * endpoint (checked against the OpenAPI document), called by a user holding every
 * permission: a request that is valid but for one string field (body, query or path),
 * that field holding NUL, a control character, DEL, a lone surrogate, a bidi override or
 * (single-line fields) a line break; a date field holding an impossible or too early day.
 * Each is answered 400 in the envelope naming the field, and no table gains a row.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE } from '../shared/api/contract/access';
import type { Endpoint } from '../shared/api/contract/endpoint';
import { schemaChecker } from '../shared/api/contract/schema-problems';
import { allButtons, allPages } from '../shared/domain/access/permissions';
import type { Db } from './db/database';
import { loadStaffDemo } from './db/seed/staff-demo';
import { manualClock } from './lib/clock';
import { createSessionStore } from './services/sessions';
import { type Path, type StringLeaf, branchCount, sampleOf, stringLeaves, withValue } from './schema-samples';
import { createTestApp } from './test-support';

const BAD_TEXT: Record<string, string> = {
  NUL: 'a\u0000b',
  'ANSI escape': 'a\u001b[31mb',
  DEL: 'a\u007fb',
  'C1 control': 'a\u009bb',
  'right-to-left override': 'a\u202eb',
  'right-to-left isolate': 'a\u2067b',
  'lone high surrogate': 'a\ud800b',
  'lone low surrogate': 'a\udc00b',
};
const LINE_BREAKS: Record<string, string> = { 'line feed': 'a\nb', 'carriage return': 'a\rb', tab: 'a\tb' };
const BAD_DATES: Record<string, string> = {
  'day zero': '0000-00-00',
  'month 13': '2026-13-45',
  '30 February': '2026-02-30',
  'before 1900': '1899-12-31',
  'one-digit month': '2026-1-05',
  'NUL in a date': '2026-01-0\u00005',
};
const BAD_INSTANTS: Record<string, string> = {
  '30 February': '2026-02-30T10:00+08:00',
  'hour 25': '2026-01-05T25:00Z',
  'day zero': '0000-00-00T00:00Z',
};

/** What a field is fed: dates get bad days (known by format, or by the shape of a valid value), the rest bad text. */
function badValuesFor(schema: Record<string, unknown>, sample: string): Record<string, string> {
  const shape = /^[0-9]{4}-[0-9]{2}-[0-9]{2}T/.test(sample)
    ? 'instant'
    : /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(sample)
      ? 'calendar-date'
      : undefined;
  switch (schema.format ?? shape) {
    case 'calendar-date':
      return BAD_DATES;
    case 'instant':
      return BAD_INSTANTS;
    case 'date-or-instant':
      return { ...BAD_DATES, ...BAD_INSTANTS };
    case 'multi-line':
      return BAD_TEXT;
    default:
      return { ...BAD_TEXT, ...LINE_BREAKS };
  }
}

/** Tables that record the request itself (rate counters), not anything the caller sent. */
const BOOKKEEPING_TABLES = new Set(['rate_limit', 'staff_session']);

let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;
let cookie: string;
let projectId: number;
const clock = manualClock(Date.UTC(2026, 0, 5, 2, 0, 0));

/** A user with every page and button of both scopes, system-wide and in one project. */
async function signInWithEveryPermission(): Promise<string> {
  const now = new Date(clock()).toISOString();
  const role = await db
    .insertInto('role')
    .values({ code: 'format_probe', name: 'Format probe', description: null, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const grants = (['system', 'project'] as const).flatMap((scope) => [
    ...allPages(scope).map((name) => ({ roleId: role.id, scope, kind: 'page', name })),
    ...allButtons(scope).map((name) => ({ roleId: role.id, scope, kind: 'button', name })),
  ]);
  await db.insertInto('rolePermission').values(grants).execute();
  const admin = await db.selectFrom('staffUser').select('id').orderBy('id').executeTakeFirstOrThrow();
  await db.insertInto('userRole').values({ userId: admin.id, roleId: role.id }).execute();
  await db.insertInto('userProjectRole').values({ userId: admin.id, projectId, roleId: role.id }).execute();
  const { token } = await createSessionStore(db, clock).create(admin.id, null);
  return `portal_sid=${token}`;
}

async function rowCounts(): Promise<Record<string, number>> {
  const tables = (await db.introspection.getTables()).map((t) => t.name).filter((n) => !BOOKKEEPING_TABLES.has(n));
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table as 'auditLog')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

beforeAll(async () => {
  ({ app, db, close } = await createTestApp({ clock, loginRateLimitMax: 100_000 }));
  await loadStaffDemo(db, clock());
  projectId = (await db.selectFrom('project').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  cookie = await signInWithEveryPermission();
});
afterAll(async () => close());

type Part = 'params' | 'querystring' | 'body';
interface Probe {
  part: Part;
  leaf: StringLeaf;
  label: string;
  value: string;
}

/** Surrogates cannot travel in a URL or a form (UTF-8 has no bytes for them): JSON bodies only. */
const travels = (part: Part, endpoint: Endpoint, value: string) =>
  (part === 'body' && endpoint.bodyType !== 'form') || !/[\ud800-\udfff]/.test(value);

let requestNumber = 0;

async function send(endpoint: Endpoint, request: Record<Part, unknown>) {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const url = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const query = new URLSearchParams(
    Object.entries((request.querystring ?? {}) as Record<string, unknown>).map(([k, v]): [string, string] => [
      k,
      String(v),
    ]),
  ).toString();
  const body =
    endpoint.bodyType === 'binary'
      ? { type: 'application/octet-stream', payload: Buffer.from('%PDF-1.4\n') }
      : endpoint.bodyType === 'form'
        ? {
            type: 'application/x-www-form-urlencoded',
            payload: new URLSearchParams(request.body as Record<string, string>).toString(),
          }
        : { type: 'application/json', payload: JSON.stringify(request.body ?? {}) };
  requestNumber += 1;
  return app.inject({
    method: endpoint.method,
    url: query ? `${url}?${query}` : url,
    // A different address each time: per-address limits (sign-in, registration) stay out of the way.
    remoteAddress: `10.${(requestNumber >> 16) & 255}.${(requestNumber >> 8) & 255}.${requestNumber & 255}`,
    headers: {
      cookie,
      [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE,
      ...(endpoint.method === 'POST' ? { 'content-type': body.type } : {}),
    },
    ...(endpoint.method === 'POST' ? { payload: body.payload } : {}),
  });
}

/** The envelope's msg, or the start of whatever else came back (a file, a page). */
function messageOf(body: string): string {
  try {
    return String((JSON.parse(body) as { msg?: unknown }).msg);
  } catch {
    return body.slice(0, 40);
  }
}

const pathValue = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], value);

const fieldName = (path: Path, part: Part) => (path.length > 0 ? path.join('.') : part);

/** Every request that spoils one string field of the endpoint, for each oneOf branch of its body. */
function probesOf(endpoint: Endpoint, problems: string[]) {
  const named = { projectId };
  const branches = branchCount(endpoint.schema.body);
  return Array.from({ length: branches }, (_, branch) => {
    const valid = {
      params: sampleOf(endpoint.schema.params, named),
      querystring: sampleOf(endpoint.schema.querystring, named),
      body: sampleOf(endpoint.schema.body, named, branch),
    };
    for (const part of ['params', 'querystring', 'body'] as const) {
      const schema = endpoint.schema[part];
      const checked = typeof schema === 'object' && !(part === 'body' && endpoint.bodyType === 'binary');
      const invalid = checked ? schemaChecker(schema)(valid[part], 'en') : {};
      if (Object.keys(invalid).length > 0) {
        problems.push(`${endpoint.method} ${endpoint.path} ${part}: no valid sample (${JSON.stringify(invalid)})`);
      }
    }
    const probes: Probe[] = (['params', 'querystring', 'body'] as const).flatMap((part) =>
      stringLeaves(endpoint.schema[part], valid[part], branch).flatMap((leaf) =>
        Object.entries(badValuesFor(leaf.schema, String(pathValue(valid[part], leaf.path))))
          .filter(([, value]) => travels(part, endpoint, value))
          .map(([label, value]) => ({ part, leaf, label, value })),
      ),
    );
    return { valid, probes };
  });
}

describe('bad input', () => {
  it('is refused with a 400 naming the field on every endpoint, and nothing is stored', async () => {
    const document = (await app.inject({ url: '/api/openapi.json' })).json<{ paths: Record<string, object> }>();
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`),
    );
    expect(app.declaredEndpoints.map((e) => `${e.method} ${e.path}`).sort()).toEqual(documented.sort());

    const before = await rowCounts();
    expect(Object.keys(before).length).toBeGreaterThan(30);
    const failures: string[] = [];
    let probed = 0;
    for (const endpoint of app.declaredEndpoints) {
      for (const { valid, probes } of probesOf(endpoint, failures)) {
        for (const { part, leaf, label, value } of probes) {
          const response = await send(endpoint, { ...valid, [part]: withValue(valid[part], leaf.path, value) });
          probed += 1;
          const field = fieldName(leaf.path, part);
          const msg = messageOf(response.body);
          const named = leaf.inBranch || msg.startsWith(`字段「${field}」`);
          if (response.statusCode !== 400 || !named) {
            failures.push(
              `${endpoint.method} ${endpoint.path} ${part} '${field}' = ${label}: ${response.statusCode} ${msg}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await rowCounts()).toEqual(before);
    // Every endpoint with string fields was reached, each field with several bad values (4,044 today).
    expect(probed).toBeGreaterThan(4000);
  }, 300_000);

  it('says in words, in the language asked for, what a text or date field may not hold', async () => {
    const funnel = (language?: string) =>
      app.inject({
        method: 'GET',
        url: '/api/trial/recruit/funnel?from=2026-02-30',
        headers: language ? { cookie, 'accept-language': language } : { cookie },
      });
    const chinese = await funnel();
    expect(chinese.statusCode).toBe(400);
    expect(chinese.json()).toEqual({
      isOk: false,
      code: '100',
      msg: '字段「from」：日期无效（YYYY-MM-DD，1900 年以后的真实日期）',
      field: 'from',
    });
    expect((await funnel('zh-CN')).json().msg).toBe(chinese.json().msg);
    expect((await funnel('en')).json()).toEqual({
      isOk: false,
      code: '100',
      msg: "Field 'from': Not a real date (YYYY-MM-DD, from 1900 on)",
      field: 'from',
    });
  });
});
