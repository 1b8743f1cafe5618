import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_VERSION_MESSAGE } from '../../../services/staff-write';
import { processActor } from '../../../services/staff-write';
import { createMatchService } from '../match/service';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';

let t: StaffTestApp;
let projects: number[];
/** 2026-01-05 10:00 in Beijing. */
const SEEDED_AT = Date.UTC(2026, 0, 5, 2, 0, 0);
beforeAll(async () => {
  t = await createStaffTestApp();
  projects = (await t.db.selectFrom('project').select('id').orderBy('id').limit(6).execute()).map((p) => p.id);
});
afterAll(async () => t.close());

/** Demo staff: investigator on positions 0–5, coordinator on 0–2, monitor on 0, 1 and 3. */
const project = (position: number) => projects[position] ?? 0;
const post = (path: string, body: Record<string, unknown>, as = 'coordinator') => t.post(path, body, as);

interface Facts {
  sex?: 'male' | 'female' | null;
  birthDate?: string | null;
  diagnoses?: { code: string | null; text: string }[];
  labs?: { test: string; value: number; date: string }[];
  priorDrugs?: string[] | null;
}

let serial = 0;
/** A candidate as the patients module stores one (ciphertext columns are opaque here). */
async function addPatient(projectId: number, facts: Facts): Promise<number> {
  serial += 1;
  const now = new Date(SEEDED_AT).toISOString();
  const { id } = await t.db
    .insertInto('recruitPatient')
    .values({
      projectId,
      mrnHash: `hash-${serial}`,
      nameEnc: 'sealed',
      mrnEnc: 'sealed',
      sex: facts.sex ?? null,
      birthDate: facts.birthDate ?? null,
      diagnoses: JSON.stringify(facts.diagnoses ?? []),
      labs: JSON.stringify(facts.labs ?? []),
      priorDrugs: facts.priorDrugs === undefined || facts.priorDrugs === null ? null : JSON.stringify(facts.priorDrugs),
      source: 0,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const patientRow = (id: number) =>
  t.db.selectFrom('recruitPatient').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function publishRule(projectId: number, diseaseKey: string, criteria: unknown[]): Promise<number> {
  const base = '/api/config/gcpRecruitRule';
  const saved = await post(`${base}/save`, { projectId, diseaseKey, name: diseaseKey, criteria }, 'investigator');
  expect(saved.statusCode, saved.body).toBe(200);
  const { id } = saved.json().data;
  const published = await post(`${base}/publish`, { projectId, id, version: 1 }, 'investigator');
  expect(published.statusCode, published.body).toBe(200);
  return id;
}

const GASTRIC = { code: 'C16.9', text: '胃窦腺癌' };
const LUNG = { code: 'C34.1', text: '肺腺癌' };
const adult = { id: 'age', role: 'inclusion', kind: 'age', min: 18, max: 75 };

describe('matching', () => {
  it('gives each candidate the best status over the published versions, with outcomes and the deciding rule', async () => {
    t.clock.set(SEEDED_AT);
    const p = project(0);
    const done = await addPatient(p, { birthDate: '1970-03-01', diagnoses: [GASTRIC] });
    const lung = await addPatient(p, { birthDate: '1970-03-01', diagnoses: [LUNG] });
    const old = await addPatient(p, { birthDate: '1940-03-01', diagnoses: [GASTRIC] });
    const noBirth = await addPatient(p, { diagnoses: [GASTRIC] });
    const young = await addPatient(p, { birthDate: '2012-03-01', diagnoses: [GASTRIC] });
    const other = await addPatient(project(4), { birthDate: '1970-03-01', diagnoses: [GASTRIC] });

    const gastricRule = await publishRule(p, 'default', [
      adult,
      { id: 'dx', role: 'inclusion', kind: 'diagnosis', codes: ['C16'], keywords: [] },
    ]);
    const lungRule = await publishRule(p, '肺癌', [
      adult,
      { id: 'dx', role: 'inclusion', kind: 'diagnosis', codes: ['C34'], keywords: [] },
      { id: 'egfr', role: 'inclusion', kind: 'manual', text: 'EGFR 突变' },
    ]);

    const response = await post('/api/trial/recruit/match', { projectId: p });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      matched: 5,
      byStatus: { recruitDone: 2, recruitMay: 1, recruitOut: 1, recruitFail: 1 },
    });
    expect(typeof response.json().data.ms).toBe('number');

    const row = await patientRow(done);
    expect(row).toMatchObject({
      matchStatus: 'recruitDone',
      matchRuleId: gastricRule,
      matchedAt: new Date(SEEDED_AT).toISOString(),
    });
    expect(JSON.parse(row.matchOutcomes ?? '[]')).toEqual([
      { id: 'age', result: 'met', evidence: { code: 'age-in-range', params: { age: 55 } }, mayChange: true },
      {
        id: 'dx',
        result: 'met',
        evidence: { code: 'diagnosis-found', params: { diagnosis: 'C16.9 胃窦腺癌' } },
        mayChange: false,
      },
    ]);
    // Free text (EGFR) is left to the investigator: a pre-screen, not pending review.
    expect(await patientRow(lung)).toMatchObject({ matchStatus: 'recruitDone', matchRuleId: lungRule });
    expect((await patientRow(old)).matchStatus).toBe('recruitOut');
    expect((await patientRow(noBirth)).matchStatus).toBe('recruitMay');
    expect((await patientRow(young)).matchStatus).toBe('recruitFail');
    expect((await patientRow(other)).matchStatus).toBeNull();

    const [audit] = await auditRows(t.db, 'recruit.match');
    expect(audit?.after).toMatchObject({ matchDay: '2026-01-05', matched: 5, scope: 'all' });
    expect(audit?.afterValue).not.toMatch(/胃|肺|1970/);
  });

  it('computes age at the hospital’s match day and keeps the suggestion and contacts when a status changes', async () => {
    const p = project(1);
    await publishRule(p, 'default', [adult]);
    // 18 on 2026-01-06: still 17 at 23:59 in Beijing on the 5th, 18 a minute later.
    const turning = await addPatient(p, { birthDate: '2008-01-06' });
    const matcher = createMatchService(t.db);
    await matcher.runProject(p, processActor('system', Date.UTC(2026, 0, 5, 15, 59)), [turning]);
    const before = await patientRow(turning);
    expect(before.matchStatus).toBe('recruitFail');
    const suggested = await post('/api/trial/recruit/suggest', {
      projectId: p,
      id: turning,
      version: before.version,
      suggested: true,
    });
    expect(suggested.statusCode, suggested.body).toBe(200);

    const summary = await matcher.runProject(p, processActor('system', Date.UTC(2026, 0, 5, 16, 0)), [turning]);
    expect(summary).toMatchObject({ matched: 1, byStatus: { recruitDone: 1 } });
    const after = await patientRow(turning);
    expect(after).toMatchObject({ matchStatus: 'recruitDone', suggested: 1, version: before.version + 1 });
  });

  it('matches after publishing and answers the summary', async () => {
    const p = project(2);
    await addPatient(p, { sex: 'female' });
    await addPatient(p, { sex: 'male' });
    const saved = await post('/api/config/gcpRecruitRule/save', {
      projectId: p,
      name: '女性',
      criteria: [{ id: 'sex', role: 'inclusion', kind: 'sex', sex: 'female' }],
    });
    const { id } = saved.json().data;
    const published = await post(
      '/api/config/gcpRecruitRule/publish',
      { projectId: p, id, version: 1 },
      'investigator',
    );
    expect(published.json().data.match).toMatchObject({ matched: 2, byStatus: { recruitDone: 1, recruitOut: 1 } });
  });
});

describe('suggestion and contacts', () => {
  it('suggests and cancels with the version, each with an audit row, and hides other projects’ patients', async () => {
    const p = project(0);
    const id = await addPatient(p, { sex: 'male' });
    const on = await post('/api/trial/recruit/suggest', { projectId: p, id, version: 1, suggested: true });
    expect(on.json().data).toEqual({ id, version: 2 });
    const stale = await post('/api/trial/recruit/suggest', { projectId: p, id, version: 1, suggested: false });
    expect(stale.json().msg).toBe(STALE_VERSION_MESSAGE);
    const off = await post('/api/trial/recruit/suggest', { projectId: p, id, version: 2, suggested: false });
    expect(off.json().data).toEqual({ id, version: 3 });
    expect((await auditRows(t.db, 'recruit.suggest'))[0]).toMatchObject({
      entity: 'recruitPatient',
      entityId: String(id),
    });
    expect((await auditRows(t.db, 'recruit.cancelSuggest'))[0]?.after).toEqual({ projectId: p, suggested: false });
    const smuggled = await post('/api/trial/recruit/suggest', {
      projectId: project(1),
      id,
      version: 3,
      suggested: true,
    });
    expect(smuggled.statusCode).toBe(404);
  });

  it('records contacts, updates the recruitment state and moves due follow-ups into the worklist on the hospital’s day', async () => {
    t.clock.set(SEEDED_AT);
    const p = project(2);
    const worklist = async () => (await t.get(`/api/trial/recruit/${p}/worklist`, 'coordinator')).json().data;
    const start = await worklist();
    const id = await addPatient(p, { sex: 'female' });
    const contact = (body: Record<string, unknown>) =>
      post('/api/trial/recruit/contact', { projectId: p, patientId: id, ...body });

    expect((await contact({ version: 1, result: 0 })).json().data).toEqual({ field: 'nextFollowUp' });
    expect((await contact({ version: 1, result: 0, nextFollowUp: '2026-01-04' })).json().data).toEqual({
      field: 'nextFollowUp',
    });
    expect((await contact({ version: 1, result: 1, reason: 'risk' })).json().data).toEqual({ field: 'reason' });
    expect((await contact({ version: 1, result: 2, reason: 'bored' })).statusCode).toBe(400);

    const first = await contact({ version: 1, result: 0, nextFollowUp: '2026-01-06', note: '电话未接' });
    expect(first.statusCode, first.body).toBe(200);
    expect(await patientRow(id)).toMatchObject({
      recruitResult: 0,
      contactCount: 1,
      nextFollowUp: '2026-01-06',
      willingAt: null,
      version: 2,
    });
    expect((await worklist()).dueFollowUps).toBe(start.dueFollowUps);
    // 2026-01-05 16:00 UTC is midnight on the 6th in Beijing: the follow-up is due there.
    t.clock.set(Date.UTC(2026, 0, 5, 15, 59));
    expect((await worklist()).dueFollowUps).toBe(start.dueFollowUps);
    t.clock.set(Date.UTC(2026, 0, 5, 16, 0));
    expect(await worklist()).toMatchObject({ today: '2026-01-06', dueFollowUps: start.dueFollowUps + 1 });

    const willing = await contact({ version: 2, result: 1 });
    expect(willing.json().data).toMatchObject({ id, version: 3 });
    const row = await patientRow(id);
    expect(row).toMatchObject({
      recruitResult: 1,
      contactCount: 2,
      nextFollowUp: null,
      willingAt: '2026-01-05T16:00:00.000Z',
    });
    expect(await worklist()).toMatchObject({
      dueFollowUps: start.dueFollowUps,
      willingNotScreened: start.willingNotScreened + 1,
      unmatched: start.unmatched + 1,
    });
    const contacts = await t.db
      .selectFrom('recruitContact')
      .selectAll()
      .where('patientId', '=', id)
      .orderBy('id')
      .execute();
    // The staff member's name, as the contact list shows it (the demo coordinator is 刘洋).
    expect(contacts.map((c) => [c.result, c.nextFollowUp, c.note, c.actorName])).toEqual([
      [0, '2026-01-06', '电话未接', '刘洋'],
      [1, null, null, '刘洋'],
    ]);
    const [audit] = await auditRows(t.db, 'recruit.contact');
    expect(audit?.after).toMatchObject({ recruitResult: 1, nextFollowUp: null, hasNote: false });
    expect(JSON.stringify((await auditRows(t.db, 'recruit.contact')).map((a) => a.afterValue))).not.toMatch(/电话未接/);

    // A later unwilling answer keeps the first willing time (the funnel counts it).
    const unwilling = await contact({ version: 3, result: 2, reason: 'risk' });
    expect(unwilling.statusCode, unwilling.body).toBe(200);
    expect(await patientRow(id)).toMatchObject({ recruitResult: 2, willingAt: '2026-01-05T16:00:00.000Z' });
    t.clock.set(SEEDED_AT);
  });
});

describe('permissions', () => {
  it('refuses matching and follow-up outside the caller’s projects and to roles without the buttons', async () => {
    expect((await post('/api/trial/recruit/match', { projectId: project(4) })).statusCode).toBe(403);
    expect((await t.get(`/api/trial/recruit/${project(4)}/worklist`, 'coordinator')).statusCode).toBe(403);
    expect((await post('/api/trial/recruit/match', { projectId: project(0) }, 'monitor')).statusCode).toBe(403);
    expect((await t.get(`/api/trial/recruit/${project(0)}/worklist`, 'monitor')).statusCode).toBe(403);
    const id = await addPatient(project(3), {});
    const other = await post('/api/trial/recruit/contact', {
      projectId: project(0),
      patientId: id,
      version: 1,
      result: 1,
    });
    expect(other.statusCode).toBe(404);
  });
});
