import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFieldCipher } from '../../lib/field-crypto';
import { type StaffTestApp, createStaffTestApp } from '../../staff-test-kit';
import { loadRecruitmentDemo } from './demo-recruitment';

let t: StaffTestApp;
const cipher = createFieldCipher([randomBytes(32)]);
beforeAll(async () => {
  t = await createStaffTestApp();
  expect(await loadRecruitmentDemo(t.db, cipher, t.clock())).toBe(true);
});
afterAll(async () => t.close());

describe('demo recruitment', () => {
  it('gives each of the six demo staff projects published rules and about fifty candidates', async () => {
    const rules = await t.db.selectFrom('recruitRule').select(['projectId', 'status']).execute();
    expect(rules).toHaveLength(6);
    expect(new Set(rules.map((rule) => rule.status))).toEqual(new Set(['published']));
    const perProject = await t.db
      .selectFrom('recruitPatient')
      .select(['projectId', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('projectId')
      .execute();
    expect(perProject.map((row) => Number(row.n))).toEqual([50, 50, 50, 50, 50, 50]);
  });

  it('keeps identifying fields sealed and readable with the key only', async () => {
    const rows = await t.db.selectFrom('recruitPatient').select(['nameEnc', 'mrnEnc', 'phoneEnc']).limit(20).execute();
    for (const row of rows) {
      expect(row.nameEnc).toMatch(/^v1\./);
      expect(cipher.decrypt(row.nameEnc)).toMatch(/^\p{Script=Han}{2,3}$/u);
      expect(cipher.decrypt(row.mrnEnc)).toMatch(/^MR\d{9}$/);
      expect(cipher.decrypt(row.phoneEnc ?? '')).toMatch(/^1[3-9]\d{9}$/);
    }
  });

  it('shows every match status and a funnel that narrows at each stage', async () => {
    const patients = await t.db
      .selectFrom('recruitPatient')
      .select(['matchStatus', 'suggested', 'contactCount', 'recruitResult'])
      .execute();
    const statuses = new Set(patients.map((p) => p.matchStatus));
    for (const status of ['recruitDone', 'recruitMay', 'recruitOut']) expect(statuses).toContain(status);
    const suggested = patients.filter((p) => p.suggested === 1).length;
    const contacted = patients.filter((p) => p.contactCount > 0).length;
    const willing = patients.filter((p) => p.recruitResult === 1).length;
    const subjects = await t.db.selectFrom('trialSubject').select(['status', 'subjectNumber', 'projectId']).execute();
    expect(patients.length).toBeGreaterThan(suggested);
    expect(suggested).toBeGreaterThan(contacted);
    expect(contacted).toBeGreaterThan(willing);
    expect(willing).toBeGreaterThanOrEqual(subjects.length);
    expect(subjects.length).toBeGreaterThan(10);
    expect(new Set(subjects.map((s) => s.status))).toContain('enrolled');
    const numbers = subjects.map((s) => `${s.projectId}:${s.subjectNumber}`);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('loads once: a restart keeps what the hospital changed', async () => {
    expect(await loadRecruitmentDemo(t.db, cipher, t.clock())).toBe(false);
  });
});
