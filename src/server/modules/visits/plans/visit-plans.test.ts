import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_VERSION_MESSAGE } from '../../../services/staff-write';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import { createVisitPlanRepository } from './repository';

let t: StaffTestApp;
let projects: number[];
beforeAll(async () => {
  t = await createStaffTestApp();
  projects = (await t.db.selectFrom('project').select('id').orderBy('id').limit(6).execute()).map((p) => p.id);
});
afterAll(async () => t.close());

const BASE = '/api/trial/visit/draft';
const project = (position: number) => projects[position] ?? 0;
interface Summary {
  id: number;
  planVersion: number;
  status: string;
  name: string;
  visitCount: number;
  groupCount: number;
  subjectCount: number;
  version: number;
}

const list = async (position: number, as = 'investigator'): Promise<Summary[]> => {
  const response = await t.get(`${BASE}/${project(position)}/list`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const detail = (position: number, id: number, as = 'investigator') => t.get(`${BASE}/${project(position)}/${id}`, as);
const post = (action: string, body: Record<string, unknown>, as = 'coordinator') =>
  t.post(`${BASE}/${action}`, body, as);

/** Demo data may hold a draft: the tests start each project from none. */
async function withoutDraft(position: number) {
  for (const plan of await list(position)) {
    if (plan.status !== 'draft') continue;
    const response = await post('delete', { projectId: project(position), id: plan.id, version: plan.version });
    expect(response.statusCode, response.body).toBe(200);
  }
}

const visits = [
  {
    name: '筛选访视',
    groupIndex: 0,
    dayOffset: -14,
    windowBefore: 0,
    windowAfter: 7,
    repeat: null,
    activities: [{ type: 'lab', name: '血常规' }],
  },
  {
    name: '治疗周期',
    groupIndex: 1,
    dayOffset: 1,
    windowBefore: 1,
    windowAfter: 3,
    repeat: { every: 21, unit: 'day', times: 6 },
    activities: [
      { type: 'dosing', name: '给药' },
      { type: 'vital', name: '生命体征' },
    ],
  },
  { name: '随访', groupIndex: null, dayOffset: 180, windowBefore: 7, windowAfter: 7, repeat: null, activities: [] },
];
const draftBody = (position: number) => ({
  projectId: project(position),
  name: ' 方案 v1 访视计划 ',
  anchor: 'enrolment',
  note: '第一版',
  groups: [{ name: '筛选期' }, { name: '治疗期' }],
  visits,
});

async function createDraft(position: number, as = 'coordinator'): Promise<{ id: number; version: number }> {
  await withoutDraft(position);
  const response = await post('save', draftBody(position), as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('visit plan drafts', () => {
  it('creates the draft with generated codes, groups and visits in order, with an audit row', async () => {
    const { id, version } = await createDraft(0);
    expect(version).toBe(1);
    const response = await detail(0, id, 'coordinator');
    expect(response.statusCode, response.body).toBe(200);
    const plan = response.json().data;
    expect(plan).toMatchObject({ status: 'draft', name: '方案 v1 访视计划', anchor: 'enrolment', note: '第一版' });
    expect(plan.groups.map((g: { name: string }) => g.name)).toEqual(['筛选期', '治疗期']);
    expect(plan.visits.map((v: { code: string; groupName: string | null }) => [v.code, v.groupName])).toEqual([
      ['V1', '筛选期'],
      ['V2', '治疗期'],
      ['V3', null],
    ]);
    expect(plan.visits[1]).toMatchObject({ repeat: { every: 21, unit: 'day', times: 6 }, windowAfter: 3 });
    const summary = (await list(0)).find((p) => p.id === id);
    expect(summary).toMatchObject({ status: 'draft', visitCount: 3, groupCount: 2, subjectCount: 0 });
    const [audit] = await auditRows(t.db, 'visitPlan.create');
    expect(audit).toMatchObject({ entity: 'project', entityId: String(project(0)) });
    expect(audit?.after).toMatchObject({ planId: id, name: '方案 v1 访视计划', anchor: 'enrolment' });
  });

  it('keeps one draft per project', async () => {
    const second = await post('save', draftBody(0));
    expect(second.statusCode).toBe(400);
    expect(second.json().msg).toMatch(/^字段「id」/);
  });

  it('replaces a draft as a whole with its version: given codes stay, new visits get free codes', async () => {
    const { id, version } = await createDraft(1);
    const current = (await detail(1, id)).json().data;
    const edited = [{ ...visits[2], code: 'V3', name: '末次随访' }, { ...visits[0], code: 'V1' }, visits[1]];
    const saved = await post('save', { ...draftBody(1), id, version, anchor: 'consent', visits: edited });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ id, version: version + 1 });
    const plan = (await detail(1, id)).json().data;
    expect(plan.anchor).toBe('consent');
    expect(plan.visits.map((v: { code: string; name: string }) => `${v.code}:${v.name}`)).toEqual([
      'V3:末次随访',
      'V1:筛选访视',
      'V2:治疗周期',
    ]);
    expect(current.version).toBe(1);
    const stale = await post('save', { ...draftBody(1), id, version, name: '旧版本' });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().msg).toBe(STALE_VERSION_MESSAGE);
    const [audit] = await auditRows(t.db, 'visitPlan.update');
    expect(audit?.before).toMatchObject({ planId: id, anchor: 'enrolment' });
    expect(audit?.after).toMatchObject({ planId: id, anchor: 'consent' });
  });

  it('refuses a bad repeat, window, group or activity type and changes nothing', async () => {
    const { id, version } = await createDraft(2);
    const withVisit = (patch: Record<string, unknown>) => ({
      ...draftBody(2),
      id,
      version,
      visits: [{ ...visits[0], ...patch }],
    });
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ repeat: { every: 21, unit: 'day', times: 1 } }, /visits/],
      [{ repeat: { every: 0, unit: 'week', times: 3 } }, /visits/],
      [{ repeat: { every: 1, unit: 'year', times: 3 } }, /visits/],
      [{ windowBefore: 91 }, /visits/],
      [{ dayOffset: 4000 }, /visits/],
      [{ groupIndex: 5 }, /^字段「visits\.0\.groupIndex」/],
      [{ activities: [{ type: 'astrology', name: '星座' }] }, /^字段「visits\.0\.activities」/],
    ];
    for (const [patch, message] of cases) {
      const response = await post('save', withVisit(patch));
      expect(response.statusCode, JSON.stringify(patch)).toBe(400);
      expect(response.json()).toMatchObject({ code: '100', msg: expect.stringMatching(message) });
    }
    const plan = (await detail(2, id)).json().data;
    expect(plan.version).toBe(version);
    expect(plan.visits).toHaveLength(3);
  });

  it("reorders a draft's visits and refuses an order that does not name each once", async () => {
    const { id, version } = await createDraft(2);
    const sorted = await post('sort', { projectId: project(2), id, version, codes: ['V3', 'V1', 'V2'] });
    expect(sorted.statusCode, sorted.body).toBe(200);
    const plan = (await detail(2, id)).json().data;
    expect(plan.visits.map((v: { code: string }) => v.code)).toEqual(['V3', 'V1', 'V2']);
    const bad = await post('sort', { projectId: project(2), id, version: version + 1, codes: ['V3', 'V3', 'V2'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/^字段「codes」/);
    const [audit] = await auditRows(t.db, 'visitPlan.update');
    expect(audit?.after).toEqual({ planId: id, order: ['V3', 'V1', 'V2'] });
  });
});

describe('publishing and versions', () => {
  it('publishes a draft, retires the previous version and leaves subjects on theirs', async () => {
    const first = await createDraft(3, 'investigator');
    // The monitor is on this project but holds no visitPlan:publish.
    const forbidden = await post('publish', { projectId: project(3), ...first }, 'monitor');
    expect(forbidden.statusCode).toBe(403);
    const published = await post('publish', { projectId: project(3), ...first }, 'investigator');
    expect(published.statusCode, published.body).toBe(200);
    const firstVersion = published.json().data.planVersion;

    // A subject on the first version stays on it when a newer one is published.
    const subject = await t.db
      .insertInto('trialSubject')
      .values({
        projectId: project(3),
        patientId: null,
        subjectNumber: 'VP-001',
        seq: 901,
        initials: 'ZS',
        status: 'enrolled',
        screeningDate: '2026-01-02',
        consentDate: '2026-01-03',
        enrolledDate: '2026-01-04',
        visitPlanId: first.id,
        visitAnchorDate: '2026-01-04',
        createdAt: '2026-01-04T02:00:00.000Z',
        updatedAt: '2026-01-04T02:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const copied = await post('copy', { projectId: project(3), id: first.id }, 'investigator');
    expect(copied.statusCode, copied.body).toBe(200);
    const second = copied.json().data;
    const copiedPlan = (await detail(3, second.id)).json().data;
    expect(copiedPlan).toMatchObject({ status: 'draft', planVersion: firstVersion + 1 });
    expect(copiedPlan.visits.map((v: { code: string }) => v.code)).toEqual(['V1', 'V2', 'V3']);
    const republished = await post('publish', { projectId: project(3), ...second }, 'investigator');
    expect(republished.json().data).toMatchObject({ retiredId: first.id, planVersion: firstVersion + 1 });

    const versions = await list(3);
    expect(versions.find((p) => p.id === first.id)).toMatchObject({ status: 'retired', subjectCount: 1 });
    expect(versions.find((p) => p.id === second.id)?.status).toBe('published');
    expect(versions.filter((p) => p.status === 'published')).toHaveLength(1);
    {
      const row = await t.db
        .selectFrom('trialSubject')
        .select('visitPlanId')
        .where('id', '=', subject.id)
        .executeTakeFirst();
      expect(row?.visitPlanId).toBe(first.id);
    }
    const repo = createVisitPlanRepository(t.db);
    expect((await repo.publishedPlan(project(3)))?.id).toBe(second.id);
    const old = await repo.planById(first.id);
    expect(old).toMatchObject({ planVersion: firstVersion, anchor: 'enrolment' });
    expect(old?.visits[1]).toMatchObject({
      code: 'V2',
      groupName: '治疗期',
      repeat: { every: 21, unit: 'day', times: 6 },
    });
    const [audit] = await auditRows(t.db, 'visitPlan.publish');
    expect(audit?.after).toMatchObject({ planId: second.id, status: 'published', retiredPlanId: first.id });
    expect((await auditRows(t.db, 'visitPlan.copy'))[0]?.after).toMatchObject({ fromPlanId: first.id });
  });

  it('never edits, sorts or deletes a published or retired version', async () => {
    const versions = await list(3);
    for (const plan of versions.filter((p) => p.status !== 'draft')) {
      const body = { projectId: project(3), id: plan.id, version: plan.version };
      expect((await post('save', { ...draftBody(3), ...body }, 'investigator')).statusCode).toBe(400);
      expect((await post('delete', body, 'investigator')).statusCode).toBe(400);
      expect((await post('sort', { ...body, codes: ['V2', 'V1', 'V3'] }, 'investigator')).statusCode).toBe(400);
      expect((await post('publish', body, 'investigator')).statusCode).toBe(400);
    }
  });

  it('deletes a draft with an audit row, and copying refuses a second draft', async () => {
    const published = (await list(3)).find((p) => p.status === 'published');
    const copy = await post('copy', { projectId: project(3), id: published?.id }, 'investigator');
    expect(copy.statusCode, copy.body).toBe(200);
    const again = await post('copy', { projectId: project(3), id: published?.id }, 'investigator');
    expect(again.statusCode).toBe(400);
    const draft = copy.json().data;
    const deleted = await post('delete', { projectId: project(3), ...draft }, 'investigator');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await list(3)).some((p) => p.id === draft.id)).toBe(false);
    expect((await auditRows(t.db, 'visitPlan.delete'))[0]?.before).toMatchObject({ planId: draft.id });
  });
});

describe('visit plan access', () => {
  it('needs a session, the project and the button', async () => {
    expect((await t.get(`${BASE}/${project(0)}/list`)).statusCode).toBe(401);
    // The coordinator is on the first 3 demo projects only.
    expect((await t.get(`${BASE}/${project(4)}/list`, 'coordinator')).statusCode).toBe(403);
    expect((await post('save', draftBody(4))).statusCode).toBe(403);
  });

  it("answers 'not found' for another project's plan named under the caller's project", async () => {
    const other = await createDraft(4, 'investigator');
    expect((await detail(0, other.id, 'coordinator')).statusCode).toBe(404);
    const body = { projectId: project(0), ...other };
    expect((await post('save', { ...draftBody(0), ...body })).statusCode).toBe(404);
    expect((await post('copy', { projectId: project(0), id: other.id })).statusCode).toBe(404);
    expect((await post('delete', body)).statusCode).toBe(404);
    expect((await post('publish', body, 'investigator')).statusCode).toBe(404);
    expect((await detail(4, other.id)).json().data.version).toBe(other.version);
  });

  it('lets a monitor read but not edit', async () => {
    const plans = await list(0, 'monitor');
    expect(plans.length).toBeGreaterThan(0);
    expect((await detail(0, plans[0]?.id ?? 0, 'monitor')).statusCode).toBe(200);
    expect((await post('save', draftBody(0), 'monitor')).statusCode).toBe(403);
    expect((await post('copy', { projectId: project(0), id: plans[0]?.id }, 'monitor')).statusCode).toBe(403);
  });
});
