import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRecruitmentDemo } from '../../../db/seed/demo-recruitment';
import { createFieldCipher } from '../../../lib/field-crypto';
import { type StaffTestApp, auditRows, createStaffTestApp, signatureOf } from '../../../staff-test-kit';

let t: StaffTestApp;
let projects: number[];
const SEEDED_AT = Date.UTC(2026, 0, 5, 2, 0, 0);
const BASE = '/api/trial/gcpSusarRecord';

beforeAll(async () => {
  t = await createStaffTestApp();
  // The demo subjects a SUSAR may name.
  await loadRecruitmentDemo(t.db, createFieldCipher([randomBytes(32)]), t.clock());
  projects = (await t.db.selectFrom('project').select('id').orderBy('id').limit(6).execute()).map((p) => p.id);
});
afterAll(async () => t.close());

const project = (position: number) => projects[position] ?? 0;
const save = (body: Record<string, unknown>, as = 'investigator') => t.post(`${BASE}/save`, body, as);
const report = {
  reportType: 'first',
  learnedDate: '2026-01-05',
  fatal: false,
  drugName: '试验药A',
  reaction: '急性肝损伤',
  description: '用药后第10天ALT升高至正常上限10倍',
};

async function created(
  position: number,
  fields: Record<string, unknown> = {},
): Promise<{ id: number; version: number }> {
  const response = await save({ projectId: project(position), ...report, ...fields });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function get(position: number, id: number, as = 'investigator') {
  const response = await t.get(`${BASE}/get/${project(position)}/${id}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function submit(position: number, id: number, version: number, as = 'investigator') {
  return t.post(
    `${BASE}/submit`,
    { projectId: project(position), id, version, signature: await signatureOf(t, as) },
    as,
  );
}

const pv = (position: number, id: number, version: number, action: string, as = 'investigator') =>
  t.post(`${BASE}/pv`, { projectId: project(position), id, version, action }, as);

describe('SUSAR drafts', () => {
  it('saves a draft with its due day and a subject named by number and initials', async () => {
    t.clock.set(SEEDED_AT);
    const subject = await t.db
      .selectFrom('trialSubject')
      .select(['id', 'subjectNumber', 'initials'])
      .where('projectId', '=', project(0))
      .executeTakeFirstOrThrow();
    const { id, version } = await created(0, { subjectId: subject.id });
    expect(version).toBe(1);
    expect(await get(0, id)).toMatchObject({
      status: 'draft',
      pvStatus: 'new',
      reportNo: null,
      subjectNumber: subject.subjectNumber,
      subjectInitials: subject.initials,
      fatal: false,
      dueLabel: '2026-01-20',
      dueAt: '2026-01-20T16:00:00.000Z',
      dueState: 'open',
    });
    const [audit] = await auditRows(t.db, 'susar.create');
    expect(audit).toMatchObject({ entity: 'safety_susar', entityId: String(id), actorName: 'investigator' });
    const edited = await save({ projectId: project(0), id, version, ...report, subjectId: subject.id, fatal: true });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await get(0, id)).toMatchObject({ fatal: true, dueLabel: '2026-01-12', version: 2 });
    expect((await auditRows(t.db, 'susar.update'))[0]?.after).toEqual({ fatal: 1 });
    const stale = await save({ projectId: project(0), id, version, ...report });
    expect(stale.statusCode).toBe(400);
  });

  it('refuses a future day, a subject or SAE of another project and a follow-up without a submitted first report', async () => {
    t.clock.set(SEEDED_AT);
    const future = await save({ projectId: project(0), ...report, learnedDate: '2026-01-06' });
    expect(future.statusCode).toBe(400);
    expect(future.json().msg).toContain('字段「learnedDate」');
    const other = await t.db
      .selectFrom('trialSubject')
      .select('id')
      .where('projectId', '=', project(1))
      .executeTakeFirstOrThrow();
    const foreign = await save({ projectId: project(0), ...report, subjectId: other.id });
    expect(foreign.json().msg).toContain('字段「subjectId」');
    const noSae = await save({ projectId: project(0), ...report, saeId: 999_999 });
    expect(noSae.json().msg).toContain('字段「saeId」');
    const orphan = await save({ projectId: project(0), ...report, reportType: 'followup' });
    expect(orphan.json().msg).toContain('字段「initialId」');
    const draft = await created(0);
    const onDraft = await save({ projectId: project(0), ...report, reportType: 'followup', initialId: draft.id });
    expect(onDraft.statusCode).toBe(400);
    expect(onDraft.json().msg).toContain('字段「initialId」');
  });
});

describe('SUSAR due states', () => {
  it('counts 7 days when fatal: open on day 7, due soon in its last hours, overdue from day 8', async () => {
    t.clock.set(SEEDED_AT);
    const { id } = await created(2, { learnedDate: '2026-01-01', fatal: true });
    // Day 7 ends at 2026-01-08 24:00 in Beijing, 16:00 UTC.
    t.clock.set(Date.UTC(2026, 0, 8, 9, 0));
    expect(await get(2, id)).toMatchObject({ dueLabel: '2026-01-08', dueState: 'open' });
    t.clock.set(Date.UTC(2026, 0, 8, 15, 59));
    expect((await get(2, id)).dueState).toBe('dueSoon');
    t.clock.set(Date.UTC(2026, 0, 8, 16, 0));
    expect((await get(2, id)).dueState).toBe('overdue');
    const overdue = await t.get(`${BASE}/list/${project(2)}?dueState=overdue`, 'investigator');
    expect(overdue.json().rows.map((row: { id: number }) => row.id)).toContain(id);
    const late = await submit(2, id, 1);
    expect(late.statusCode, late.body).toBe(200);
    expect((await get(2, id)).dueState).toBe('late');
    t.clock.set(SEEDED_AT);
  });

  it('counts 15 days otherwise, and a follow-up 8 days after the first report’s due day', async () => {
    t.clock.set(Date.UTC(2026, 0, 16, 15, 59));
    const first = await created(2, { learnedDate: '2026-01-01' });
    expect(await get(2, first.id)).toMatchObject({ dueLabel: '2026-01-16', dueState: 'dueSoon' });
    expect((await submit(2, first.id, first.version)).statusCode).toBe(200);
    expect((await get(2, first.id)).dueState).toBe('inTime');
    const followUp = await created(2, { reportType: 'followup', initialId: first.id, learnedDate: '2026-01-10' });
    expect(await get(2, followUp.id)).toMatchObject({
      initialNo: expect.stringMatching(/^SUSAR-/),
      dueLabel: '2026-01-24',
    });
    t.clock.set(SEEDED_AT);
  });
});

describe('SUSAR submit, PV status and revisions', () => {
  it('numbers the report at first submit, moves the PV status, and starts again at new on revise', async () => {
    t.clock.set(SEEDED_AT);
    const { id, version } = await created(1);
    expect((await submit(1, id, version, 'coordinator')).statusCode).toBe(403);
    const submitted = await submit(1, id, version);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { reportNo, version: v2 } = submitted.json().data;
    expect(reportNo).toMatch(/^SUSAR-.+-2026-\d{3}$/);
    expect(await get(1, id)).toMatchObject({ status: 'submitted', pvStatus: 'waiting', reportNo, dueState: 'inTime' });

    expect((await pv(1, id, v2, 'audit', 'coordinator')).statusCode).toBe(403);
    expect((await pv(1, id, v2, 'accept')).statusCode).toBe(400);
    expect((await pv(1, id, v2, 'publish')).statusCode).toBe(400);
    const audited = await pv(1, id, v2, 'audit');
    expect(audited.statusCode, audited.body).toBe(200);
    expect((await pv(1, id, v2, 'sendBack')).statusCode).toBe(400);
    const back = await pv(1, id, v2 + 1, 'sendBack');
    expect((await get(1, id)).pvStatus).toBe('waiting');
    const again = await pv(1, id, back.json().data.version, 'audit');
    const accepted = await pv(1, id, again.json().data.version, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await get(1, id)).pvStatus).toBe('accepted');
    const [audit] = await auditRows(t.db, 'susar.pv');
    expect(audit).toMatchObject({ entity: 'safety_susar', entityId: String(id) });
    expect(audit?.before).toEqual({ pvStatus: 'auditing' });
    expect(audit?.after).toEqual({ pvStatus: 'accepted', action: 'accept' });

    const revised = await t.post(
      `${BASE}/revise`,
      { projectId: project(1), id, version: accepted.json().data.version, reason: '补充肝功能随访结果' },
      'investigator',
    );
    expect(revised.statusCode, revised.body).toBe(200);
    expect(await get(1, id)).toMatchObject({ status: 'draft', pvStatus: 'new', revision: 2, reportNo });
    expect((await pv(1, id, revised.json().data.version, 'audit')).statusCode).toBe(400);
    const resubmitted = await submit(1, id, revised.json().data.version);
    expect(resubmitted.json().data.reportNo).toBe(reportNo);
    const revisions = await t.get(`${BASE}/revisions/${project(1)}/${id}`, 'monitor');
    expect(revisions.json().data.map((r: { revision: number }) => r.revision)).toEqual([2, 1]);
  });
});

describe('SUSAR access', () => {
  it('lets a monitor read only, keeps outsiders out and another project’s report not found', async () => {
    t.clock.set(SEEDED_AT);
    const { id } = await created(0);
    const listed = await t.get(`${BASE}/list/${project(0)}?status=draft&pvStatus=new&limit=100`, 'monitor');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().rows.map((row: { id: number }) => row.id)).toContain(id);
    expect((await save({ projectId: project(0), ...report }, 'monitor')).statusCode).toBe(403);
    expect((await t.get(`${BASE}/list/${project(0)}`, 'sysadmin')).statusCode).toBe(403);
    expect((await t.get(`${BASE}/list/${project(3)}`, 'coordinator')).statusCode).toBe(403);
    expect((await t.get(`${BASE}/get/${project(1)}/${id}`, 'investigator')).statusCode).toBe(404);
    expect((await submit(1, id, 1)).statusCode).toBe(404);
  });
});
