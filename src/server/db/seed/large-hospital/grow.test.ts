/**
 * The hospital-sized database at a tiny scale: each table gets its scaled share, candidates
 * spread by a long tail, the demo's story order holds for every grown subject, visit, AE and
 * SAE, candidates decrypt under the data key with the name-search hash, and the audit trail,
 * with its checkpoint, verifies after the bulk appends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import { aeDateRuleBreaches, learnedBeforeOnset } from '../../../../shared/domain/safety/date-rules';
import { createFieldCipher } from '../../../lib/field-crypto';
import { nameHashOf } from '../../../modules/recruitment/candidates/patient-data';
import { openTestDatabase, testKeys } from '../../../test-support';
import { verifyAuditTrail } from '../../audit/trail-verify';
import type { Db } from '../../database';
import { type StepReport, growHospital } from './grow';
import { FULL_SIZE, allocate, longTailWeights, scaledCounts } from './shape';

const NOW = Date.UTC(2026, 10, 26, 2, 0, 0);
const today = hospitalDay(NOW);
const SCALE = 0.005;
const cipher = createFieldCipher(testKeys().patientKeys);
let db: Db;
let report: StepReport[];
const rowsOf = (table: string) => report.find((line) => line.table === table)?.rows;

beforeAll(async () => {
  db = await openTestDatabase();
  report = await growHospital(db, cipher, { scale: SCALE, seed: 3, now: NOW });
}, 120_000);
afterAll(async () => db.destroy());

async function subjects() {
  const rows = await db
    .selectFrom('trialSubject as s')
    .innerJoin('project as p', 'p.id', 's.projectId')
    .select(['s.id', 's.subjectNumber', 's.screeningDate', 's.consentDate', 's.enrolledDate', 'p.actionTime'])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

describe('the shape of a hospital', () => {
  it('scales every count from the full size', () => {
    expect(scaledCounts(1)).toEqual(FULL_SIZE);
    expect(scaledCounts(0.1)).toMatchObject({ candidates: 3_000, subjects: 500, visits: 6_000, audit: 20_000 });
  });

  it('gives the top ten of 300 projects about half the candidates, and every project some', () => {
    const parts = allocate(30_000, longTailWeights(300));
    expect(parts.reduce((a, b) => a + b, 0)).toBe(30_000);
    const top = parts.slice(0, 10).reduce((a, b) => a + b, 0);
    expect(top / 30_000).toBeGreaterThan(0.4);
    expect(top / 30_000).toBeLessThan(0.6);
    expect(Math.min(...parts)).toBeGreaterThan(0);
  });
});

describe('a hospital grown at a tiny scale', () => {
  it('adds each table its scaled share', async () => {
    const wanted = scaledCounts(SCALE);
    expect(rowsOf('recruit_patient')).toBe(wanted.candidates);
    expect(rowsOf('trial_subject')).toBe(wanted.subjects);
    expect(rowsOf('safety_ae')).toBe(wanted.aes);
    expect(rowsOf('safety_sae')).toBe(wanted.saes);
    expect(rowsOf('safety_con_med')).toBe(wanted.conMeds);
    expect(rowsOf('audit_log')).toBe(wanted.audit);
    expect(rowsOf('subject_visit')).toBeGreaterThan(wanted.visits / 3);
    expect(rowsOf('subject_visit')).toBeLessThanOrEqual(wanted.visits);
    const { n } = await db
      .selectFrom('safetySae')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBeGreaterThanOrEqual(wanted.saes);
  });

  it('keeps the order: project start, consent, enrolment; visits after enrolment; none ahead of today', async () => {
    const byId = await subjects();
    for (const subject of byId.values()) {
      const started = hospitalDay(Date.parse(subject.actionTime ?? ''));
      const label = `${subject.subjectNumber}: started ${started}, screening ${subject.screeningDate}`;
      expect(started <= subject.screeningDate, label).toBe(true);
      if (!subject.enrolledDate) continue;
      expect((subject.consentDate ?? '') <= subject.enrolledDate, label).toBe(true);
      expect(subject.enrolledDate <= today, label).toBe(true);
    }
    const visits = await db.selectFrom('subjectVisit').selectAll().execute();
    for (const visit of visits) {
      const subject = byId.get(visit.subjectId);
      const label = `${subject?.subjectNumber} ${visit.visitCode}#${visit.cycle} ${visit.executedDate}`;
      expect(visit.plannedDate >= (subject?.screeningDate ?? ''), label).toBe(true);
      if (visit.executedDate === null) continue;
      expect(visit.executedDate <= today, label).toBe(true);
      if (visit.plannedDate >= (subject?.enrolledDate ?? '')) {
        expect(visit.executedDate >= (subject?.enrolledDate ?? ''), label).toBe(true);
      }
    }
  });

  it('has AEs after enrolment by the date rules, SAEs learned after onset, report numbers unique', async () => {
    const byId = await subjects();
    const aes = await db.selectFrom('safetyAe').selectAll().execute();
    for (const ae of aes) {
      const subject = byId.get(ae.subjectId);
      const label = `AE ${ae.id} onset ${ae.onsetDate} of ${subject?.subjectNumber}`;
      expect(aeDateRuleBreaches(ae, subject?.consentDate ?? null, today), label).toEqual([]);
      if (subject?.enrolledDate) expect(ae.onsetDate >= subject.enrolledDate, label).toBe(true);
    }
    const onsets = new Map(aes.map((ae) => [ae.id, ae.onsetDate]));
    const saes = await db.selectFrom('safetySae').selectAll().execute();
    for (const sae of saes) {
      const onset = onsets.get(sae.aeId) ?? '';
      expect(learnedBeforeOnset(Date.parse(sae.learnedAt), onset), `SAE ${sae.id} of AE onset ${onset}`).toBe(false);
    }
    const numbers = saes.flatMap((sae) => (sae.reportNo ? [sae.reportNo] : []));
    expect(numbers.length).toBeGreaterThan(0);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('seals candidates as the app does: they decrypt, and the name search finds them', async () => {
    const rows = await db.selectFrom('recruitPatient').select(['nameEnc', 'mrnEnc', 'nameHash']).execute();
    expect(rows.length).toBeGreaterThanOrEqual(scaledCounts(SCALE).candidates);
    for (const row of rows) {
      const name = cipher.decrypt(row.nameEnc);
      expect(name).toMatch(/^\p{Script=Han}{2,3}$/u);
      expect(row.nameHash).toBe(nameHashOf(cipher, name));
      expect(cipher.decrypt(row.mrnEnc)).toMatch(/^MR\d+$/);
    }
  });

  it('puts the demo coordinator, investigator and monitor on several of the biggest projects', async () => {
    const places = await db
      .selectFrom('userProjectRole as upr')
      .innerJoin('staffUser as u', 'u.id', 'upr.userId')
      .select(['u.userName', (eb) => eb.fn.count<number>('upr.projectId').distinct().as('projects')])
      .where('u.userName', 'in', ['coordinator', 'investigator', 'monitor'])
      .groupBy('u.userName')
      .execute();
    expect(places).toHaveLength(3);
    for (const place of places) expect(Number(place.projects), place.userName).toBeGreaterThanOrEqual(8);
  });

  it('leaves an audit trail whose chain and checkpoint verify', async () => {
    const check = await verifyAuditTrail(db);
    expect(check).toMatchObject({ ok: true });
    expect(check.rows).toBeGreaterThan(scaledCounts(SCALE).audit);
  });
});
