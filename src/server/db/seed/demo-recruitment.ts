/**
 * The demo hospital's recruitment (SUITE.md 'Demo data'): published rules for the six
 * lung-cancer projects the demo staff work on, about 50 candidate patients each (identifying
 * fields sealed with the patient data key, like every real record), their match against the
 * rules, in-group suggestions, contact attempts with results and reasons, and the subjects
 * the willing ones became, spread over the last twelve weeks so the funnel has a history.
 * A fixed pseudo-random sequence (demo-people.ts) makes every new demo database alike. Each project's load is
 * one audit row (actor 'system'), as an import would be.
 */
import type { Insertable, Transaction } from 'kysely';
import { DAY_MS, HOUR_MS, hospitalDay } from '../../../shared/domain/hospital-time';
import type { PatientFacts } from '../../../shared/domain/recruitment/criteria';
import { compileRules } from '../../../shared/domain/recruitment/matcher';
import { SCREEN_FAIL_REASON_CODES, UNWILLING_REASON_CODES } from '../../../shared/domain/recruitment/reasons';
import { CONTACT_METHOD_CODES } from '../../../shared/domain/recruitment/contact';
import { formatSubjectNumber, projectNumberToken } from '../../../shared/domain/recruitment/subject-number';
import type { FieldCipher } from '../../lib/field-crypto';
import { auditActor, isoTime, processActor } from '../../services/staff-write';
import { appendAudit } from '../audit/audit-trail';
import { mrnHashOf, nameHashOf, phoneHashOf } from '../../modules/recruitment/candidates/patient-data';
import type { Db } from '../database';
import type { Database, RecruitPatientTable } from '../schema';
import { type DemoSequence, demoName, demoSequence } from './demo-people';
import { DEMO_PATIENT_POOL as POOL, DEMO_RULES } from './demo-recruitment-rules';
import { loadQualityDemo } from './demo-quality';
import { loadDrugMovementDemo } from './demo-drug-movements';
import { loadDrugReturnDemo } from './demo-drug-returns';
import { loadSafetyDemo } from './demo-safety';
import { loadMonitoringDemo } from './demo-monitoring';
import { loadDrugDemo } from './demo-drugs';
import { loadFinanceAccrualDemo } from './demo-finance-accruals';
import { loadFinanceBudgetDemo } from './demo-finance-budgets';
import { loadFinanceContractDemo } from './demo-finance-contracts';
import { loadFinanceInvoiceDemo } from './demo-finance-invoices';
import { loadFinancePayableDemo } from './demo-finance-payables';
import { loadFinanceWarningDemo } from './demo-finance-warnings';
import { loadWorkflowDemo } from './demo-workflows';
import { loadInspectionDemo } from './demo-inspections';
import { DEMO_STAFF } from './staff-demo';
import { loadVisitDemo } from './demo-visits';

const PATIENTS_PER_PROJECT = 50;
/** The demo coordinator makes the demo contacts, named as the contact list shows staff. */
const CONTACT_STAFF = DEMO_STAFF.find((staff) => staff.userName === 'coordinator')?.realname ?? 'coordinator';

interface DemoPatient {
  name: string;
  phone: string;
  mrn: string;
  facts: PatientFacts;
  source: number;
  createdAt: number;
}

function demoPatient(random: DemoSequence, project: number, index: number, now: number): DemoPatient {
  const typicalDrugs = DEMO_RULES[project]?.typicalDrugs ?? [];
  const today = hospitalDay(now);
  const sclc = project === 4;
  const roll = random.next();
  const diagnosis =
    roll < 0.82
      ? random.pick(sclc ? POOL.sclcDiagnoses : POOL.lungDiagnoses)
      : roll < 0.92
        ? random.pick(POOL.otherDiagnoses)
        : null;
  const labDay = (back: number) => hospitalDay(now - back * DAY_MS);
  const labs = random.chance(0.85)
    ? [
        { test: '中性粒细胞计数', value: random.between(9, 45) / 10, date: labDay(random.between(1, 20)) },
        { test: '血小板', value: random.between(70, 320), date: labDay(random.between(1, 20)) },
      ]
    : [];
  const age = random.between(32, 82);
  const birthYear = Number(today.slice(0, 4)) - age;
  return {
    name: demoName(random),
    phone: `13${random.between(5, 9)}${String(random.between(0, 99_999_999)).padStart(8, '0')}`,
    mrn: `MR${String(project + 1).padStart(2, '0')}${String(260_000 + index * 37 + project * 3).padStart(7, '0')}`,
    facts: {
      birthDate: `${birthYear}-${String(random.between(1, 12)).padStart(2, '0')}-${String(random.between(1, 28)).padStart(2, '0')}`,
      sex: random.chance(0.58) ? 'male' : 'female',
      diagnoses: diagnosis ? [{ code: diagnosis[0], text: diagnosis[1] }] : [],
      labs,
      drugs: random.chance(0.1) ? null : random.chance(0.55) ? [...typicalDrugs] : [...random.pick(POOL.drugSets)],
    },
    source: random.pick([0, 0, 1, 1, 1, 2, 2, 3]),
    // Weighted towards the early weeks, so most referrals have had time to move on.
    createdAt: now - (3 + Math.floor(81 * Math.sqrt(random.next()))) * DAY_MS - random.between(0, 8) * HOUR_MS,
  };
}

/** What happened after the match: suggestion, contacts, subject. Times never pass `now`. */
function followUpOf(random: DemoSequence, status: string, createdAt: number, now: number) {
  const eligible = status === 'recruitDone' || (status === 'recruitMay' && random.chance(0.5));
  const suggestedAt = eligible && random.chance(0.8) ? Math.min(now, createdAt + random.between(1, 5) * DAY_MS) : null;
  if (suggestedAt === null) return { suggestedAt, contact: null };
  if (!random.chance(0.78)) return { suggestedAt, contact: null };
  const contactedAt = Math.min(now - HOUR_MS, suggestedAt + random.between(1, 6) * DAY_MS);
  const roll = random.next();
  const result = roll < 0.5 ? 1 : roll < 0.75 ? 2 : 0;
  return { suggestedAt, contact: { contactedAt, result } };
}

async function insertRule(trx: Transaction<Database>, projectId: number, position: number, at: string) {
  const demo = DEMO_RULES[position];
  if (!demo) return null;
  const { id } = await trx
    .insertInto('recruitRule')
    .values({
      projectId,
      diseaseKey: 'default',
      ruleVersion: 1,
      status: 'published',
      name: demo.name,
      criteria: JSON.stringify(demo.criteria),
      origin: null,
      createdAt: at,
      updatedAt: at,
      publishedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, criteria: demo.criteria };
}

interface ProjectRef {
  id: number;
  projectNo: string | null;
}

async function loadProject(
  trx: Transaction<Database>,
  cipher: FieldCipher,
  project: ProjectRef,
  position: number,
  now: number,
) {
  const random = demoSequence(20_261_124 + position);
  const rule = await insertRule(trx, project.id, position, isoTime(now - 90 * DAY_MS));
  if (!rule) return { patients: 0, subjects: 0 };
  const match = compileRules(rule.criteria, hospitalDay(now));
  let seq = 0;
  let randomised = 0;
  for (let index = 0; index < PATIENTS_PER_PROJECT; index += 1) {
    const patient = demoPatient(random, position, index, now);
    const { status, outcomes } = match(patient.facts);
    const { suggestedAt, contact } = followUpOf(random, status, patient.createdAt, now);
    const unwillingReason = contact?.result === 2 ? random.pick(UNWILLING_REASON_CODES) : null;
    const followUp = contact?.result === 0 ? hospitalDay(contact.contactedAt + random.between(2, 14) * DAY_MS) : null;
    const row: Insertable<RecruitPatientTable> = {
      projectId: project.id,
      mrnHash: mrnHashOf(cipher, patient.mrn),
      phoneHash: phoneHashOf(cipher, patient.phone),
      nameHash: nameHashOf(cipher, patient.name),
      nameEnc: cipher.encrypt(patient.name),
      phoneEnc: cipher.encrypt(patient.phone),
      idNumberEnc: null,
      mrnEnc: cipher.encrypt(patient.mrn),
      sex: patient.facts.sex,
      birthDate: patient.facts.birthDate,
      diagnoses: JSON.stringify(patient.facts.diagnoses),
      labs: JSON.stringify(patient.facts.labs),
      priorDrugs: patient.facts.drugs === null ? null : JSON.stringify(patient.facts.drugs),
      source: patient.source,
      matchStatus: status,
      matchOutcomes: JSON.stringify(outcomes),
      matchRuleId: rule.id,
      matchedAt: isoTime(now - DAY_MS),
      suggested: suggestedAt === null ? 0 : 1,
      suggestedAt: suggestedAt === null ? null : isoTime(suggestedAt),
      recruitResult: contact?.result ?? null,
      contactCount: contact ? 1 : 0,
      lastContactAt: contact ? isoTime(contact.contactedAt) : null,
      willingAt: contact?.result === 1 ? isoTime(contact.contactedAt) : null,
      nextFollowUp: followUp,
      createdAt: isoTime(patient.createdAt),
      updatedAt: isoTime(contact?.contactedAt ?? suggestedAt ?? patient.createdAt),
    };
    const { id } = await trx.insertInto('recruitPatient').values(row).returning('id').executeTakeFirstOrThrow();
    if (!contact) continue;
    await trx
      .insertInto('recruitContact')
      .values({
        patientId: id,
        projectId: project.id,
        contactedAt: isoTime(contact.contactedAt),
        result: contact.result,
        reason: unwillingReason,
        note: contact.result === 0 ? '电话未接通，已发短信' : null,
        nextFollowUp: followUp,
        // Not from the random sequence, so the rest of the demo stays as it was.
        method: contact.result === 0 ? 'phone' : (CONTACT_METHOD_CODES[index % CONTACT_METHOD_CODES.length] ?? null),
        actorId: null,
        actorName: CONTACT_STAFF,
      })
      .execute();
    // Most willing candidates are already subjects; a few wait to be screened.
    if (contact.result !== 1 || !random.chance(0.8)) continue;
    seq += 1;
    const subject = await insertSubject(trx, random, {
      project,
      patientId: id,
      name: patient.name,
      seq,
      randomised,
      since: contact.contactedAt,
      now,
    });
    if (subject.randomised) randomised += 1;
  }
  return { patients: PATIENTS_PER_PROJECT, subjects: seq };
}

interface SubjectSeed {
  project: ProjectRef;
  patientId: number;
  name: string;
  seq: number;
  /** Subjects of the project randomised before this one: the next number is one more. */
  randomised: number;
  since: number;
  now: number;
}

/**
 * The randomisation system's answer for the project's n-th randomised subject (0-based):
 * 'R-0001' on, arms in permuted blocks of four as such systems allocate. Not from the random
 * sequence, so the rest of the demo stays as it was.
 */
const ARM_BLOCKS = ['A', 'B', 'B', 'A', 'B', 'A', 'A', 'B'] as const;
function demoRandomisation(n: number): { number: string; arm: string } {
  return { number: `R-${String(n + 1).padStart(4, '0')}`, arm: ARM_BLOCKS[n % ARM_BLOCKS.length] ?? 'A' };
}

async function insertSubject(trx: Transaction<Database>, random: DemoSequence, seed: SubjectSeed) {
  const { project, now } = seed;
  const screening = Math.min(now, seed.since + random.between(1, 7) * DAY_MS);
  const enrolled = Math.min(now, screening + random.between(7, 21) * DAY_MS);
  const roll = random.next();
  const status =
    enrolled >= now || roll < 0.15 ? 'screening' : roll < 0.35 ? 'screenFailed' : roll < 0.9 ? 'enrolled' : 'withdrawn';
  const day = (at: number) => hospitalDay(at);
  // Randomised on the enrolment day, after consent (screening day) and enrolment.
  const randomised = status === 'enrolled' || status === 'withdrawn';
  const randomisation = randomised ? demoRandomisation(seed.randomised) : null;
  await trx
    .insertInto('trialSubject')
    .values({
      projectId: project.id,
      patientId: seed.patientId,
      subjectNumber: formatSubjectNumber(null, {
        seq: seed.seq,
        year: day(screening).slice(0, 4),
        projectNo: projectNumberToken(project.projectNo, project.id),
      }),
      seq: seed.seq,
      initials: `${Array.from(seed.name)[0] ?? ''}*`,
      status,
      screeningDate: day(screening),
      consentDate: status === 'screening' && random.chance(0.4) ? null : day(screening),
      enrolledDate: status === 'enrolled' || status === 'withdrawn' ? day(enrolled) : null,
      endedDate: status === 'screenFailed' ? day(enrolled) : status === 'withdrawn' ? day(now - DAY_MS) : null,
      reasonCode:
        status === 'screenFailed' ? random.pick(SCREEN_FAIL_REASON_CODES) : status === 'withdrawn' ? 'consent' : null,
      reason: null,
      note: null,
      randomisationNumber: randomisation?.number ?? null,
      randomisationArm: randomisation?.arm ?? null,
      randomisedDate: randomisation ? day(enrolled) : null,
      createdAt: isoTime(screening),
      updatedAt: isoTime(screening),
    })
    .execute();
  return { randomised };
}

/**
 * Adds the demo recruitment to the first six demo projects unless any candidate exists
 * already (a restart keeps what the hospital changed).
 */
export async function loadRecruitmentDemo(db: Db, cipher: FieldCipher, now: number): Promise<boolean> {
  if (await db.selectFrom('recruitPatient').select('id').executeTakeFirst()) return false;
  const actor = processActor('system', now);
  await db.transaction().execute(async (trx) => {
    const projects = await trx.selectFrom('project').select(['id', 'projectNo']).orderBy('id').limit(6).execute();
    for (const [position, project] of projects.entries()) {
      const counts = await loadProject(trx, cipher, project, position, now);
      await appendAudit(trx, {
        ...auditActor(actor),
        action: 'patient.import',
        entity: 'project',
        entityId: project.id,
        after: { demo: true, ...counts },
      });
    }
  });
  // The subjects' visit plans and visits (issue 14) come with them.
  await loadVisitDemo(db, now);
  await loadSafetyDemo(db, now);
  // A migration's test loads the demo on a database stopped before that migration; the
  // quality area's demo needs its tables (migrations 028 and 029).
  const tables = new Set((await db.introspection.getTables()).map((table) => table.name));
  if (tables.has('quality_plan')) await loadQualityDemo(db, now);
  if (tables.has('monitoring_visit')) await loadMonitoringDemo(db, now);
  if (tables.has('quality_inspection')) await loadInspectionDemo(db, now);
  if (tables.has('drug_setting')) await loadDrugDemo(db, now);
  // After the drugs demo's catalogue (which it needs; without it, it does nothing).
  if (tables.has('drug_delivery')) await loadDrugMovementDemo(db, now);
  // After the movements (the first project with them gets returns, a recovery and an excursion).
  if (tables.has('drug_excursion')) await loadDrugReturnDemo(db, now);
  // The finance records' approval workflows, before the finance demo that starts approvals.
  if (tables.has('workflow_definition')) await loadWorkflowDemo(db, now);
  // Finance, in order: budgets and contracts, accruals from the done visits and invoices, payables
  // (expenses, subsidies), warnings.
  if (tables.has('finance_fee_type')) {
    await loadFinanceBudgetDemo(db, now);
    await loadFinanceContractDemo(db, now);
    await loadFinanceAccrualDemo(db, now);
    await loadFinanceInvoiceDemo(db, now);
    await loadFinancePayableDemo(db, cipher, now);
    await loadFinanceWarningDemo(db, now);
  }
  return true;
}
