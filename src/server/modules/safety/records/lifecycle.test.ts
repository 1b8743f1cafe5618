import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_VERSION_MESSAGE } from '../../../services/staff-write';
import {
  type StaffTestApp,
  auditRows,
  createStaffTestApp,
  expectNoSecrets,
  signatureOf,
} from '../../../staff-test-kit';
import { type AeTestFixture, aeBody, aeTestFixture } from '../ae/ae-test-support';

// The shared record lifecycle, driven through the AE endpoints (the other kinds register the same code).
let t: StaffTestApp;
let f: AeTestFixture;
beforeAll(async () => {
  t = await createStaffTestApp();
  f = await aeTestFixture(t);
});
afterAll(async () => t.close());

const BASE = '/api/trial/gcpAeRecord';
const project = () => f.projects[0] ?? 0;

async function create(extra: Record<string, unknown> = {}, as = 'investigator') {
  const response = await t.post(`${BASE}/save`, aeBody(project(), f.subjectOf(0), extra), as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; version: number };
}

async function get(id: number) {
  const response = await t.get(`${BASE}/get/${project()}/${id}`, 'investigator');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Record<string, unknown> & { version: number; status: string; revision: number };
}

const submit = async (id: number, version: number, as = 'investigator') =>
  t.post(`${BASE}/submit`, { projectId: project(), id, version, signature: await signatureOf(t, as) }, as);

describe('AE record lifecycle', () => {
  it('saves, submits, revises with a reason, edits and submits again; the first revision stays readable', async () => {
    const { id } = await create({ term: '头痛' });
    const submitted = await submit(id, 1);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data).toEqual({ id, version: 2, reportNo: null });
    expect(await get(id)).toMatchObject({ status: 'submitted', revision: 1, submittedBy: 'investigator' });

    const refused = await t.post(
      `${BASE}/save`,
      { ...aeBody(project(), f.subjectOf(0)), id, version: 2 },
      'investigator',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toMatch(/修订/);

    const noReason = await t.post(
      `${BASE}/revise`,
      { projectId: project(), id, version: 2, reason: '  ' },
      'investigator',
    );
    expect(noReason.statusCode).toBe(400);
    const revised = await t.post(
      `${BASE}/revise`,
      { projectId: project(), id, version: 2, reason: '补充结束日期' },
      'investigator',
    );
    expect(revised.statusCode, revised.body).toBe(200);
    expect(await get(id)).toMatchObject({ status: 'draft', revision: 2, revisionReason: '补充结束日期', version: 3 });

    const edited = await t.post(
      `${BASE}/save`,
      {
        ...aeBody(project(), f.subjectOf(0), { term: '头痛', endDate: '2026-01-04', outcome: 'recovered' }),
        id,
        version: 3,
      },
      'investigator',
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await submit(id, 4)).statusCode).toBe(200);

    const revisions = await t.get(`${BASE}/revisions/${project()}/${id}`, 'monitor');
    expect(revisions.statusCode, revisions.body).toBe(200);
    expect(
      revisions.json().data.map((r: { revision: number; reason: string | null }) => [r.revision, r.reason]),
    ).toEqual([
      [2, '补充结束日期'],
      [1, null],
    ]);
    const first = await t.get(`${BASE}/revision/${project()}/${id}/1`, 'monitor');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.data).toMatchObject({
      term: '头痛',
      endDate: null,
      outcome: 'recovering',
      subjectNumber: f.subjectNumberOf(0),
      status: 'submitted',
      revision: 1,
    });
    expect((await t.get(`${BASE}/revision/${project()}/${id}/2`, 'monitor')).json().data.data).toMatchObject({
      endDate: '2026-01-04',
      outcome: 'recovered',
    });
    expect((await t.get(`${BASE}/revision/${project()}/${id}/3`, 'monitor')).statusCode).toBe(404);
  });

  it('deletes only a draft that was never submitted', async () => {
    const draft = await create({ term: '皮疹' });
    const deleted = await t.post(`${BASE}/delete`, { projectId: project(), id: draft.id, version: 1 }, 'coordinator');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await t.get(`${BASE}/get/${project()}/${draft.id}`, 'investigator')).statusCode).toBe(404);

    const once = await create({ term: '乏力' });
    await submit(once.id, 1);
    await t.post(
      `${BASE}/revise`,
      { projectId: project(), id: once.id, version: 2, reason: '更正分级' },
      'investigator',
    );
    const refused = await t.post(`${BASE}/delete`, { projectId: project(), id: once.id, version: 3 }, 'investigator');
    expect(refused.statusCode).toBe(400);
    expect((await get(once.id)).status).toBe('draft');
  });

  it('refuses a stale version on save, submit and revise, changing nothing', async () => {
    const { id } = await create({ term: '腹泻' });
    await t.post(
      `${BASE}/save`,
      { ...aeBody(project(), f.subjectOf(0), { term: '腹泻加重' }), id, version: 1 },
      'investigator',
    );
    const staleSave = await t.post(
      `${BASE}/save`,
      { ...aeBody(project(), f.subjectOf(0)), id, version: 1 },
      'investigator',
    );
    expect(staleSave.statusCode).toBe(400);
    expect(staleSave.json().msg).toBe(STALE_VERSION_MESSAGE);
    expect((await submit(id, 1)).json().msg).toBe(STALE_VERSION_MESSAGE);
    expect(await get(id)).toMatchObject({ term: '腹泻加重', status: 'draft', version: 2 });
  });

  it('lets a coordinator save and delete drafts but not submit or revise (403)', async () => {
    const { id } = await create({ term: '咳嗽' }, 'coordinator');
    expect((await submit(id, 1, 'coordinator')).statusCode).toBe(403);
    expect((await get(id)).status).toBe('draft');
    await submit(id, 1);
    const revise = await t.post(`${BASE}/revise`, { projectId: project(), id, version: 2, reason: 'x' }, 'coordinator');
    expect(revise.statusCode).toBe(403);
  });

  it('answers 404 for a record of another project', async () => {
    const { id } = await create({ term: '发热' });
    const other = f.projects[1] ?? 0;
    expect(
      (
        await t.post(
          `${BASE}/submit`,
          { projectId: other, id, version: 1, signature: await signatureOf(t, 'investigator') },
          'investigator',
        )
      ).statusCode,
    ).toBe(404);
    expect((await t.get(`${BASE}/revisions/${other}/${id}`, 'investigator')).statusCode).toBe(404);
  });

  it('leaves ae.create, ae.submit and ae.revise audit rows naming no patient', async () => {
    const { id } = await create({ term: '失眠' });
    await submit(id, 1);
    await t.post(`${BASE}/revise`, { projectId: project(), id, version: 2, reason: '补充治疗措施' }, 'investigator');
    const entityId = String(id);
    const [created] = (await auditRows(t.db, 'ae.create')).filter((row) => row.entityId === entityId);
    const [submitted] = (await auditRows(t.db, 'ae.submit')).filter((row) => row.entityId === entityId);
    const [revised] = (await auditRows(t.db, 'ae.revise')).filter((row) => row.entityId === entityId);
    expect(created).toMatchObject({
      entity: 'safety_ae',
      actorName: 'investigator',
      after: { term: '失眠', subjectId: f.subjectOf(0) },
    });
    expect(submitted).toMatchObject({ before: { status: 'draft' }, after: { status: 'submitted', revision: 1 } });
    expect(revised).toMatchObject({ reason: '补充治疗措施', after: { status: 'draft', revision: 2 } });
    for (const row of [created, submitted, revised]) {
      const text = `${row?.beforeValue ?? ''}${row?.afterValue ?? ''}`;
      expectNoSecrets(text);
      expect(text).not.toMatch(/name|phone|mrn/i);
    }
  });
});
