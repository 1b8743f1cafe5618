import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFieldCipher } from '../../lib/field-crypto';
import { type StaffTestApp, createStaffTestApp } from '../../staff-test-kit';
import { compileRules } from '../../../shared/domain/recruitment/matcher';
import { loadRecruitmentDemo } from './demo-recruitment';
import { DEMO_RULES } from './demo-recruitment-rules';

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

  it('keeps squamous patients out of the non-squamous trial, and lung cancer of the other kind out of each', async () => {
    const [nonSquamous] = DEMO_RULES;
    const rule = await t.db
      .selectFrom('recruitRule')
      .select(['id', 'projectId'])
      .where('name', '=', nonSquamous?.name ?? '')
      .executeTakeFirstOrThrow();
    const patients = await t.db
      .selectFrom('recruitPatient')
      .select(['diagnoses', 'matchStatus', 'matchOutcomes'])
      .where('projectId', '=', rule.projectId)
      .execute();
    const squamous = patients.filter((p) => p.diagnoses.includes('肺鳞癌'));
    expect(squamous.length).toBeGreaterThan(0);
    for (const patient of squamous) {
      expect(patient.matchStatus).toBe('recruitOut');
      expect(JSON.parse(patient.matchOutcomes ?? '[]')).toContainEqual(
        expect.objectContaining({ id: 'squamous', result: 'met' }),
      );
    }
    expect(patients.some((p) => p.diagnoses.includes('腺癌') && p.matchStatus === 'recruitDone')).toBe(true);

    const stageFour = (text: string) => ({
      birthDate: '1965-04-02',
      sex: 'male' as const,
      diagnoses: [{ code: 'C34.1', text }],
      labs: [
        { test: '中性粒细胞计数', value: 3.2, date: '2026-11-20' },
        { test: '血小板', value: 210, date: '2026-11-20' },
      ],
      drugs: [],
    });
    const match = (position: number, text: string) =>
      compileRules(DEMO_RULES[position]?.criteria ?? [], '2026-11-23')(stageFour(text)).status;
    expect(match(0, '肺鳞癌（Ⅳ期）')).toBe('recruitOut');
    expect(match(0, '右肺上叶腺癌（Ⅳ期）')).toBe('recruitDone');
    expect(match(0, '广泛期小细胞肺癌')).toBe('recruitOut');
    expect(match(4, '非小细胞肺癌（ⅢB期）')).toBe('recruitOut');
  });

  it('records each demo contact with its method and the staff member who made it', async () => {
    const contacts = await t.db.selectFrom('recruitContact').select(['method', 'actorName']).execute();
    expect(contacts.length).toBeGreaterThan(0);
    expect(new Set(contacts.map((c) => c.method))).toEqual(new Set(['phone', 'clinic', 'wechat']));
    expect(new Set(contacts.map((c) => c.actorName))).toEqual(new Set(['刘洋']));
  });

  it('loads once: a restart keeps what the hospital changed', async () => {
    expect(await loadRecruitmentDemo(t.db, cipher, t.clock())).toBe(false);
  });
});
