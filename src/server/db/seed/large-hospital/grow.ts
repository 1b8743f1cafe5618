/**
 * Grows a database to a tertiary hospital's trial office after five years (issue 25 item 1):
 * the demo set and demo staff first (as a first start loads them), then synthetic projects up
 * to the wanted count, staff and project teams, candidates with contacts and subjects, visits,
 * AEs and SAEs, con-meds and deviations, and the audit history, each kind in batched
 * multi-row inserts inside transactions, drawn from a seeded generator (the same seed gives
 * the same rows, relative to the run's time). Candidates go to projects by a long tail: the
 * top ten projects (the oldest, with the demo coordinator, investigator and monitor on
 * them) hold about half of them. Run it once per database.
 */
import { performance } from 'node:perf_hooks';
import { compileRules } from '../../../../shared/domain/recruitment/matcher';
import type { FieldCipher } from '../../../lib/field-crypto';
import type { Db } from '../../database';
import { demoSequence } from '../demo-people';
import { loadRecruitmentDemo } from '../demo-recruitment';
import { loadDemoData } from '../load-demo';
import { loadStaffDemo } from '../staff-demo';
import { appendAuditHistory } from './audit-history';
import { type HospitalSubject, candidateOf, insertCandidates } from './candidates';
import { type HospitalProject, prepareProjects, topUpProjects } from './projects';
import { insertSafetyEvents } from './safety-events';
import { insertFindings } from './safety-findings';
import { type HospitalCounts, type Random, allocate, dayOf, longTailWeights, scaledCounts } from './shape';
import { growStaff } from './staff';
import { insertVisits, onTreatment } from './visits';

/** Candidates per transaction. */
const CANDIDATES_PER_TRANSACTION = 5_000;

export interface HospitalOptions {
  scale: number;
  seed: number;
  now?: number;
}

/** One line of the report: the rows a step added and its seconds. */
export interface StepReport {
  table: string;
  rows: number;
  seconds: number;
}

/** Times a step and records what it added. */
async function step<T>(report: StepReport[], table: string, run: () => Promise<T>, rows: (result: T) => number) {
  const started = performance.now();
  const result = await run();
  report.push({ table, rows: rows(result), seconds: (performance.now() - started) / 1000 });
  return result;
}

/** Each project's next subject number (after the subjects it has). */
async function nextSeqs(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('trialSubject')
    .select(['projectId', (eb) => eb.fn.max('seq').as('seq')])
    .groupBy('projectId')
    .execute();
  return new Map(rows.map((row) => [row.projectId, Number(row.seq) + 1]));
}

async function growRecruitment(db: Db, cipher: FieldCipher, random: Random, projects: HospitalProject[], counts: HospitalCounts, now: number) {
  const perProject = allocate(counts.candidates, longTailWeights(projects.length));
  const subjectsPer = allocate(counts.subjects, perProject).map((n, i) => Math.min(n, perProject[i] ?? 0));
  const seqs = await nextSeqs(db);
  const byId = new Map(projects.map((project) => [project.id, project]));
  const today = dayOf(now);
  const subjects: HospitalSubject[] = [];
  let contacts = 0;
  let pending: ReturnType<typeof candidateOf>[] = [];
  const flush = async () => {
    const batch = pending;
    pending = [];
    const added = await db.transaction().execute((trx) => insertCandidates(trx, batch, byId));
    subjects.push(...added.subjects);
    contacts += added.contacts;
  };
  let mrn = 0;
  for (const [index, project] of projects.entries()) {
    const place = { random, cipher, project, match: compileRules(project.criteria, today), now };
    let seq = seqs.get(project.id) ?? 1;
    const wanted = subjectsPer[index] ?? 0;
    for (let k = 0; k < (perProject[index] ?? 0); k += 1) {
      mrn += 1;
      pending.push(candidateOf(place, `MR${String(project.id).padStart(4, '0')}${String(mrn).padStart(6, '0')}`, k < wanted ? seq++ : null));
      if (pending.length >= CANDIDATES_PER_TRANSACTION) await flush();
    }
  }
  if (pending.length > 0) await flush();
  return { candidates: mrn, contacts, subjects };
}

/** The demo set, demo staff and demo recruitment, unless the database has them already. */
async function loadDemo(db: Db, cipher: FieldCipher, now: number): Promise<void> {
  await loadDemoData(db, now);
  await loadStaffDemo(db, now);
  await loadRecruitmentDemo(db, cipher, now);
}

/** Grows the database; answers what each step added and its seconds. */
export async function growHospital(db: Db, cipher: FieldCipher, options: HospitalOptions): Promise<StepReport[]> {
  const now = options.now ?? Date.now();
  const counts = scaledCounts(options.scale);
  const random = demoSequence(options.seed);
  const report: StepReport[] = [];
  await step(report, 'demo set', () => loadDemo(db, cipher, now), () => 0);
  const { hospital } = await step(report, 'project', () => topUpProjects(db, counts.projects, options.seed, now), (p) => p.added);
  const projects = await step(report, 'project rules and plans', () => prepareProjects(db, hospital, now), (p) => p.length);
  const staff = await step(report, 'staff_user', () => growStaff(db, random, projects, counts.staff, options.seed, now), (s) => s.users);
  report.push({ table: 'user_project_role', rows: staff.places, seconds: 0 });
  const recruited = await step(report, 'recruit_patient', () => growRecruitment(db, cipher, random, projects, counts, now), (r) => r.candidates);
  report.push({ table: 'recruit_contact', rows: recruited.contacts, seconds: 0 });
  report.push({ table: 'trial_subject', rows: recruited.subjects.length, seconds: 0 });
  const treated = onTreatment(recruited.subjects);
  await step(report, 'subject_visit', () => db.transaction().execute((trx) => insertVisits(trx, random, treated, counts.visits, now)), (n) => n);
  const events = await step(report, 'safety_ae', () => db.transaction().execute((trx) => insertSafetyEvents(trx, random, treated, counts, now)), (e) => e.aes);
  report.push({ table: 'safety_sae', rows: events.saes, seconds: 0 });
  const findings = await step(report, 'safety_con_med', () => db.transaction().execute((trx) => insertFindings(trx, random, treated, counts, now)), (f) => f.conMeds);
  report.push({ table: 'safety_violation', rows: findings.violations, seconds: 0 });
  const people = { staff: staff.staff, projects };
  await step(report, 'audit_log', () => appendAuditHistory(db, random, counts.audit, people, now), (n) => n);
  return report;
}
