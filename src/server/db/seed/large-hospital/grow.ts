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
import { type HospitalCounts, type Random, type Trx, allocate, dayOf, longTailWeights, scaledCounts } from './shape';
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

async function growRecruitment(
  db: Db,
  cipher: FieldCipher,
  random: Random,
  projects: HospitalProject[],
  counts: HospitalCounts,
  now: number,
) {
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
      pending.push(
        candidateOf(
          place,
          `MR${String(project.id).padStart(4, '0')}${String(mrn).padStart(6, '0')}`,
          k < wanted ? seq++ : null,
        ),
      );
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

interface Run {
  db: Db;
  cipher: FieldCipher;
  random: Random;
  counts: HospitalCounts;
  seed: number;
  now: number;
  report: StepReport[];
}

/** The demo set, the projects with their rules and plans, and the staff on them. */
async function growOrganisation({ db, cipher, random, counts, seed, now, report }: Run) {
  await step(
    report,
    'demo set',
    () => loadDemo(db, cipher, now),
    () => 0,
  );
  const topUp = () => topUpProjects(db, counts.projects, seed, now);
  const { hospital } = await step(report, 'project', topUp, (p) => p.added);
  const prepare = () => prepareProjects(db, hospital, now);
  const projects = await step(report, 'project rules and plans', prepare, (p) => p.length);
  const addStaff = () => growStaff(db, random, projects, counts.staff, seed, now);
  const staff = await step(report, 'staff_user', addStaff, (s) => s.users);
  report.push({ table: 'user_project_role', rows: staff.places, seconds: 0 });
  return { projects, staff: staff.staff };
}

/** Candidates, subjects, visits and safety records on the projects. */
async function growRecords(run: Run, projects: HospitalProject[]) {
  const { db, random, counts, now, report } = run;
  const recruit = () => growRecruitment(db, run.cipher, random, projects, counts, now);
  const recruited = await step(report, 'recruit_patient', recruit, (r) => r.candidates);
  report.push({ table: 'recruit_contact', rows: recruited.contacts, seconds: 0 });
  report.push({ table: 'trial_subject', rows: recruited.subjects.length, seconds: 0 });
  const treated = onTreatment(recruited.subjects);
  const inTransaction =
    <T>(work: (trx: Trx) => Promise<T>) =>
    () =>
      db.transaction().execute(work);
  const visits = inTransaction((trx) => insertVisits(trx, random, treated, counts.visits, now));
  await step(report, 'subject_visit', visits, (n) => n);
  const safety = inTransaction((trx) => insertSafetyEvents(trx, random, treated, counts, now));
  const events = await step(report, 'safety_ae', safety, (e) => e.aes);
  report.push({ table: 'safety_sae', rows: events.saes, seconds: 0 });
  const findings = inTransaction((trx) => insertFindings(trx, random, treated, counts, now));
  const found = await step(report, 'safety_con_med', findings, (f) => f.conMeds);
  report.push({ table: 'safety_violation', rows: found.violations, seconds: 0 });
}

/** Grows the database; answers what each step added and its seconds. */
export async function growHospital(db: Db, cipher: FieldCipher, options: HospitalOptions): Promise<StepReport[]> {
  const now = options.now ?? Date.now();
  const counts = scaledCounts(options.scale);
  const run: Run = { db, cipher, random: demoSequence(options.seed), counts, seed: options.seed, now, report: [] };
  const { projects, staff } = await growOrganisation(run);
  await growRecords(run, projects);
  const history = () => appendAuditHistory(db, run.random, counts.audit, { staff, projects }, now);
  await step(run.report, 'audit_log', history, (n) => n);
  return run.report;
}
