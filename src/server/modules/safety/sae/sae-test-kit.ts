/** The SAE tests' app and data: the AE fixture's projects, their safety rules, serious AEs and SAE calls. */
import { expect } from 'vitest';
import { STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE } from '../../../../shared/api/contract/access';
import { EMPTY_SAFETY_RULES } from '../../../../shared/domain/safety/rules';
import { type StaffTestApp, createStaffTestApp, signatureOf } from '../../../staff-test-kit';
import { type AeTestFixture, aeTestFixture } from '../ae/ae-test-support';

export const SEEDED_AT = Date.UTC(2026, 0, 5, 2, 0, 0);
export const HOUR = 3_600_000;
export const BASE = '/api/trial/gcpSaeRecord';

export interface SaeKit {
  t: StaffTestApp;
  fx: AeTestFixture;
  /** The fixture's project at `position` (0, 1 or 2). */
  project: (position: number) => number;
}

/** A test app with the AE fixture, whose three projects do not require SAE attachments. */
export async function createSaeKit(): Promise<SaeKit> {
  const t = await createStaffTestApp();
  const fx = await aeTestFixture(t);
  const k = { t, fx, project: (position: number) => fx.projects[position] ?? 0 };
  for (const position of [0, 1, 2]) await requireAttachment(k, position, false);
  return k;
}

/** The project's published rules, with or without the SAE attachment requirement. */
export async function requireAttachment(k: SaeKit, position: number, required: boolean) {
  const content = JSON.stringify({ ...EMPTY_SAFETY_RULES, sae: { requireAttachment: required } });
  await k.t.db.deleteFrom('safetyRule').where('projectId', '=', k.project(position)).execute();
  const at = new Date(SEEDED_AT).toISOString();
  await k.t.db
    .insertInto('safetyRule')
    .values({
      projectId: k.project(position),
      ruleVersion: 1,
      status: 'published',
      name: 'test',
      content,
      origin: null,
      createdAt: at,
      updatedAt: at,
      publishedAt: at,
    })
    .execute();
}

/** A serious AE of the project's first demo subject. */
export async function aeOf(k: SaeKit, position: number): Promise<number> {
  const at = new Date(SEEDED_AT).toISOString();
  const { id } = await k.t.db
    .insertInto('safetyAe')
    .values({
      projectId: k.project(position),
      subjectId: k.fx.subjectOf(position),
      term: '间质性肺病',
      onsetDate: '2026-01-04',
      severity: 3,
      serious: '1',
      seriousness: '["hospitalization"]',
      drugRelation: 'probable',
      drugAction: 'withdrawn',
      outcome: 'notRecovered',
      createdBy: 'investigator',
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export const saeBody = (k: SaeKit, position: number, aeId: number, extra: Record<string, unknown> = {}) => ({
  projectId: k.project(position),
  aeId,
  reportType: 'first',
  learnedAt: new Date(k.t.clock() - HOUR).toISOString(),
  seriousness: ['hospitalization'],
  description: '用药后第12天出现呼吸困难，住院治疗',
  ...extra,
});

export async function created(k: SaeKit, position: number, aeId: number, extra: Record<string, unknown> = {}) {
  const response = await k.t.post(`${BASE}/save`, saeBody(k, position, aeId, extra), 'investigator');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; version: number };
}

export async function getSae(k: SaeKit, position: number, id: number, as = 'investigator') {
  const response = await k.t.get(`${BASE}/get/${k.project(position)}/${id}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

export const submit = async (k: SaeKit, position: number, id: number, version: number, as = 'investigator') =>
  k.t.post(
    `${BASE}/submit`,
    { projectId: k.project(position), id, version, signature: await signatureOf(k.t, as) },
    as,
  );

export async function upload(k: SaeKit, position: number, id: number, name: string, data: Buffer, as = 'investigator') {
  const query = new URLSearchParams({ id: String(id), name });
  return k.t.app.inject({
    method: 'POST',
    url: `${BASE}/attachment/upload/${k.project(position)}?${query.toString()}`,
    headers: {
      [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE,
      'content-type': 'application/octet-stream',
      cookie: await k.t.cookieOf(as),
    },
    payload: data,
  });
}
