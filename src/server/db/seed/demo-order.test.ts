/**
 * The demo database tells a story in order (issue 24 item 10): each project started before
 * its first consent, consent comes before enrolment, treatment visits after enrolment, AEs
 * after the consent and enrolment, SAE reports learned after their AE began; the date
 * rules hold for every demo AE and SAE, and no subject has a cycle-3 finding before cycle 3.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hospitalDay } from '../../../shared/domain/hospital-time';
import { aeDateRuleBreaches, learnedBeforeOnset } from '../../../shared/domain/safety/date-rules';
import { createFieldCipher } from '../../lib/field-crypto';
import { createTestApp, testKeys } from '../../test-support';
import { loadRecruitmentDemo } from './demo-recruitment';
import { loadDemoData } from './load-demo';

/** The demo as a first start loads it: every part at the same instant. */
const NOW = Date.UTC(2026, 10, 26, 2, 0, 0);
const today = hospitalDay(NOW);
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
  expect(await loadDemoData(t.db, NOW)).toBe(true);
  expect(await loadRecruitmentDemo(t.db, createFieldCipher(testKeys().patientKeys), NOW)).toBe(true);
});
afterAll(async () => t.close());

async function subjects() {
  const rows = await t.db
    .selectFrom('trialSubject as s')
    .innerJoin('project as p', 'p.id', 's.projectId')
    .select(['s.id', 's.subjectNumber', 's.screeningDate', 's.consentDate', 's.enrolledDate', 'p.actionTime'])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

describe('demo data in order', () => {
  it('project start, then consent, then enrolment, for every subject', async () => {
    const all = [...(await subjects()).values()];
    expect(all.length).toBeGreaterThan(20);
    for (const subject of all) {
      const started = hospitalDay(Date.parse(subject.actionTime ?? ''));
      const label = `${subject.subjectNumber}: started ${started}, consent ${subject.consentDate}`;
      expect(started <= subject.screeningDate, label).toBe(true);
      if (subject.consentDate) expect(started <= subject.consentDate, label).toBe(true);
      if (subject.enrolledDate) {
        expect(subject.consentDate, label).not.toBeNull();
        expect((subject.consentDate ?? '') <= subject.enrolledDate, label).toBe(true);
        expect(subject.enrolledDate <= today, label).toBe(true);
      }
    }
  });

  it('randomisation: every enrolled subject has a number and an arm, given on or after consent and enrolment', async () => {
    const rows = await t.db
      .selectFrom('trialSubject')
      .select(['projectId', 'subjectNumber', 'status', 'consentDate', 'enrolledDate'])
      .select(['randomisationNumber', 'randomisationArm', 'randomisedDate'])
      .execute();
    const enrolled = rows.filter((row) => row.enrolledDate !== null);
    expect(enrolled.length).toBeGreaterThan(10);
    for (const row of rows) {
      const label = `${row.subjectNumber}: ${row.status}, enrolled ${row.enrolledDate}, randomised ${row.randomisedDate}`;
      if (row.enrolledDate === null) {
        expect(row.randomisationNumber, label).toBeNull();
        continue;
      }
      expect(row.randomisationNumber, label).toMatch(/^R-\d{4}$/);
      expect(['A', 'B'], label).toContain(row.randomisationArm);
      expect((row.randomisedDate ?? '') >= row.enrolledDate, label).toBe(true);
      expect((row.randomisedDate ?? '') >= (row.consentDate ?? '9999'), label).toBe(true);
      expect((row.randomisedDate ?? '') <= today, label).toBe(true);
    }
    // One number per subject within a project.
    const keys = enrolled.map((row) => `${row.projectId}/${row.randomisationNumber}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('visits: screening on or after the screening day, treatment on or after enrolment, none ahead of today', async () => {
    const byId = await subjects();
    const visits = await t.db.selectFrom('subjectVisit').selectAll().execute();
    expect(visits.length).toBeGreaterThan(100);
    for (const visit of visits) {
      const subject = byId.get(visit.subjectId);
      const label = `${subject?.subjectNumber} ${visit.visitCode}#${visit.cycle} ${visit.executedDate}`;
      expect(visit.plannedDate >= (subject?.screeningDate ?? ''), label).toBe(true);
      if (visit.executedDate === null) continue;
      expect(visit.executedDate <= today, label).toBe(true);
      expect(visit.executedDate >= (subject?.screeningDate ?? ''), label).toBe(true);
      if (visit.plannedDate >= (subject?.enrolledDate ?? '')) {
        expect(visit.executedDate >= (subject?.enrolledDate ?? ''), label).toBe(true);
      }
    }
  });

  it('AEs after consent and enrolment, by the date rules; SAEs learned after their AE began', async () => {
    const byId = await subjects();
    const aes = await t.db.selectFrom('safetyAe').selectAll().execute();
    expect(aes.length).toBeGreaterThan(10);
    for (const ae of aes) {
      const subject = byId.get(ae.subjectId);
      const label = `AE ${ae.id} ${ae.term} onset ${ae.onsetDate} of ${subject?.subjectNumber}`;
      expect(aeDateRuleBreaches(ae, subject?.consentDate ?? null, today), label).toEqual([]);
      if (subject?.enrolledDate) expect(ae.onsetDate >= subject.enrolledDate, label).toBe(true);
    }
    const onsets = new Map(aes.map((ae) => [ae.id, ae.onsetDate]));
    const saes = await t.db.selectFrom('safetySae').selectAll().execute();
    expect(saes.length).toBeGreaterThan(5);
    for (const sae of saes) {
      const onset = onsets.get(sae.aeId) ?? '';
      expect(learnedBeforeOnset(Date.parse(sae.learnedAt), onset), `SAE ${sae.id} of AE onset ${onset}`).toBe(false);
    }
    const initials = saes.filter((sae) => sae.reportType === 'first').map((sae) => sae.aeId);
    expect(new Set(initials).size).toBe(initials.length);
  });

  it('findings after the subject began; a cycle-3 delay only once cycle 3 was due', async () => {
    const byId = await subjects();
    const violations = await t.db.selectFrom('safetyViolation').selectAll().execute();
    expect(violations.length).toBeGreaterThan(0);
    for (const violation of violations) {
      const subject = byId.get(violation.subjectId);
      const label = `${violation.description} on ${violation.occurredDate} of ${subject?.subjectNumber}`;
      expect(violation.occurredDate >= (subject?.consentDate ?? subject?.screeningDate ?? ''), label).toBe(true);
      expect(violation.occurredDate <= today, label).toBe(true);
      if (!violation.description.includes('第 3 周期')) continue;
      const cycle3 = await t.db
        .selectFrom('subjectVisit')
        .select('plannedDate')
        .where('subjectId', '=', violation.subjectId)
        .where('cycle', '=', 3)
        .where('plannedDate', '<=', violation.occurredDate)
        .executeTakeFirst();
      expect(cycle3, label).toBeDefined();
      expect(subject?.enrolledDate !== today, label).toBe(true);
    }
  });
});
