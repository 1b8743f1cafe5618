import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_SAFETY_RULES } from '../../../../shared/domain/safety/rules';
import { type StaffTestApp, createStaffTestApp, signatureOf } from '../../../staff-test-kit';
import { type AeTestFixture, aeTestFixture } from '../ae/ae-test-support';
import { ageAt } from './print';

// The SAE report as printed (CIOMS I): what it holds, who may read it.
let t: StaffTestApp;
let f: AeTestFixture;
beforeAll(async () => {
  t = await createStaffTestApp();
  f = await aeTestFixture(t);
  // Rules without the attachment requirement, so a report submits without a file.
  const at = new Date(t.clock()).toISOString();
  await t.db.deleteFrom('safetyRule').where('projectId', '=', project()).execute();
  await t.db
    .insertInto('safetyRule')
    .values({
      projectId: project(),
      ruleVersion: 1,
      status: 'published',
      name: 'test',
      content: JSON.stringify(EMPTY_SAFETY_RULES),
      origin: null,
      createdAt: at,
      updatedAt: at,
      publishedAt: at,
    })
    .execute();
});
afterAll(async () => t.close());

const BASE = '/api/trial/gcpSaeRecord';
const project = () => f.projects[0] ?? 0;

async function signedSae() {
  const at = new Date(t.clock()).toISOString();
  const subjectId = f.subjectOf(0);
  const { id: aeId } = await t.db
    .insertInto('safetyAe')
    .values({
      projectId: project(),
      subjectId,
      term: '间质性肺病',
      onsetDate: '2026-01-04',
      grade: '3',
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
  await t.db
    .insertInto('safetyConMed')
    .values({
      projectId: project(),
      subjectId,
      drug: '甲泼尼龙',
      dose: '40 mg',
      route: 'iv',
      frequency: 'qd',
      startDate: '2026-01-04',
      endDate: null,
      indication: '间质性肺病',
      ruleFlag: null,
      checkedBy: null,
      checkedAt: null,
      createdBy: 'investigator',
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  const saved = await t.post(
    `${BASE}/save`,
    {
      projectId: project(),
      aeId,
      reportType: 'first',
      learnedAt: new Date(t.clock() - 3_600_000).toISOString(),
      seriousness: ['hospitalization'],
      description: '用药后第12天出现呼吸困难，住院治疗',
    },
    'investigator',
  );
  expect(saved.statusCode, saved.body).toBe(200);
  const { id, version } = saved.json().data as { id: number; version: number };
  const submitted = await t.post(
    `${BASE}/submit`,
    { projectId: project(), id, version, signature: await signatureOf(t, 'investigator') },
    'investigator',
  );
  expect(submitted.statusCode, submitted.body).toBe(200);
  return id;
}

describe('SAE print (CIOMS I)', () => {
  it('holds the reaction, the suspect drug, the con-meds, the reporter and the signature manifest', async () => {
    const id = await signedSae();
    const response = await t.get(`${BASE}/print/${project()}/${id}`, 'monitor');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const print = response.json().data;
    expect(print).toMatchObject({
      reportType: 'first',
      status: 'submitted',
      country: 'CN',
      aeTerm: '间质性肺病',
      onsetDate: '2026-01-04',
      seriousness: ['hospitalization'],
      drugRelation: 'probable',
      drugAction: 'withdrawn',
      submittedBy: 'investigator',
      conMeds: expect.arrayContaining([
        expect.objectContaining({ drug: '甲泼尼龙', dose: '40 mg', indication: '间质性肺病' }),
      ]),
    });
    expect(print.reportNo).toMatch(/\S/);
    expect(print.subjectInitials).toMatch(/\S/);
    expect(print.signatures).toHaveLength(1);
    expect(print.signatures[0]).toMatchObject({ signerUserName: 'investigator', state: 'valid' });
    expect(print.signatures[0].contentHash).toMatch(/^[0-9a-f]{64}$/);
    // Nothing that names the patient travels with the print.
    expect(response.body).not.toMatch(/birthDate|nameEnc|idNumber|mrn/);
  });

  it('is refused to a role without the SAE page and outside the project', async () => {
    const id = await signedSae();
    expect((await t.get(`${BASE}/print/${project()}/${id}`, 'finance')).statusCode).toBe(403);
    expect((await t.get(`${BASE}/print/${project()}/${id}`)).statusCode).toBe(401);
    const other = f.projects[1] ?? 0;
    expect((await t.get(`${BASE}/print/${other}/${id}`, 'investigator')).statusCode).toBe(404);
  });

  it('gives the age in whole years at onset', () => {
    expect(ageAt('1960-05-10', '2026-05-09')).toBe(65);
    expect(ageAt('1960-05-10', '2026-05-10')).toBe(66);
    expect(ageAt(null, '2026-05-10')).toBeNull();
  });
});
