/**
 * The demo hospital's protocol violations (one of each SPEC §4 type, one reviewed) and
 * concomitant medications (one on the project's prohibited list, one cautioned, two checked)
 * on the demo subjects (demo-safety.ts loads them with the rest of the safety data).
 */
import type { Transaction } from 'kysely';
import {
  type CalendarDate,
  DAY_MS,
  HOUR_MS,
  addDays,
  hospitalDay,
  startOfHospitalDay,
} from '../../../shared/domain/hospital-time';
import { type SafetyRuleContent, conMedFlag } from '../../../shared/domain/safety/rules';
import { isoTime } from '../../services/staff-write';
import type { Database } from '../schema';
import type { DemoSequence } from './demo-people';

/** The demo staff user who records the demo safety data. */
export const DEMO_SAFETY_AUTHOR = 'investigator';
const AUTHOR = DEMO_SAFETY_AUTHOR;

/** What each part of a project's demo safety data needs. */
export interface Seed {
  trx: Transaction<Database>;
  random: DemoSequence;
  projectId: number;
  subjects: { id: number; since: CalendarDate }[];
  rules: SafetyRuleContent;
  now: number;
}

/** `back` days before now, never before the subject's start. */
export const onsetDay = (seed: Seed, subject: { since: CalendarDate }, back: number): CalendarDate => {
  const day = hospitalDay(seed.now - back * DAY_MS);
  return day < subject.since ? subject.since : day;
};

const VIOLATIONS: [number, number, string][] = [
  [10, 2, '受试者入组时肌酐清除率低于方案要求，入组后发现'],
  [20, 1, '第 3 周期试验用药延迟 2 天给药'],
  [30, 3, '受试者自行服用方案禁用的强效 CYP3A4 抑制剂'],
];
/** The violation about cycle 3 (index in VIOLATIONS): it goes to a subject whose cycle 3 was due. */
const CYCLE_3_DELAY = 1;

/** A subject whose third treatment cycle (the demo plans' CD1 visit) was due before `before`, and that day. */
async function cycle3Due(seed: Seed, before: CalendarDate) {
  return seed.trx
    .selectFrom('subjectVisit')
    .select(['subjectId', 'plannedDate'])
    .where('projectId', '=', seed.projectId)
    .where('visitCode', '=', 'CD1')
    .where('cycle', '=', 3)
    .where('plannedDate', '<', before)
    .orderBy('subjectId')
    .executeTakeFirst();
}

/** A timing deviation any subject can have, for a project where nobody has reached cycle 3. */
const RECONSENT_LATE = '知情同意书版本更新后未及时再次签署，已补签';

/** Who, when and what of a violation; undefined when the project has no subject. */
async function violationPlace(seed: Seed, index: number, description: string) {
  if (index === CYCLE_3_DELAY) {
    const due = await cycle3Due(seed, hospitalDay(seed.now - 3 * DAY_MS));
    if (due) return { subjectId: due.subjectId, day: addDays(due.plannedDate, 2), description };
  }
  const subject = seed.subjects[(index + 1) % seed.subjects.length];
  const text = index === CYCLE_3_DELAY ? RECONSENT_LATE : description;
  return subject && { subjectId: subject.id, day: onsetDay(seed, subject, 12 - index), description: text };
}

export async function insertViolations(seed: Seed) {
  for (const [index, [type, severity, text]] of VIOLATIONS.entries()) {
    const place = await violationPlace(seed, index, text);
    if (!place) continue;
    const at = isoTime(Math.max(seed.now - (10 - index) * DAY_MS, startOfHospitalDay(place.day) + 10 * HOUR_MS));
    const reviewed = index === 1;
    await seed.trx
      .insertInto('safetyViolation')
      .values({
        projectId: seed.projectId,
        subjectId: place.subjectId,
        type,
        severity,
        occurredDate: place.day,
        description: place.description,
        status: reviewed ? 'reviewed' : 'open',
        reviewNote: reviewed ? '已与申办方沟通，不影响受试者安全，继续试验' : null,
        reviewedBy: reviewed ? AUTHOR : null,
        reviewedAt: reviewed ? isoTime(seed.now - 2 * DAY_MS) : null,
        createdBy: AUTHOR,
        createdAt: at,
        updatedAt: at,
        version: reviewed ? 2 : 1,
      })
      .execute();
  }
}

export async function insertConMeds(seed: Seed) {
  const prohibited = seed.rules.conMed.prohibited[0] ?? '酮康唑';
  const cautioned = seed.rules.conMed.cautioned[0] ?? '华法林';
  const meds: [string, string, string, string][] = [
    [`${prohibited}片`, '200 mg', 'oral', '真菌感染'],
    [`${cautioned}片`, '2.5 mg', 'oral', '下肢深静脉血栓'],
    ['昂丹司琼片', '8 mg', 'oral', '恶心'],
    ['洛哌丁胺胶囊', '2 mg', 'oral', '腹泻'],
  ];
  for (const [index, [drug, dose, route, indication]] of meds.entries()) {
    const subject = seed.subjects[index % seed.subjects.length];
    if (!subject) return;
    const at = isoTime(seed.now - (8 - index) * DAY_MS);
    const checked = index >= 2;
    await seed.trx
      .insertInto('safetyConMed')
      .values({
        projectId: seed.projectId,
        subjectId: subject.id,
        drug,
        dose,
        route,
        frequency: index === 1 ? 'qd' : 'prn',
        startDate: onsetDay(seed, subject, 9 - index),
        indication,
        ruleFlag: conMedFlag(drug, seed.rules),
        status: checked ? 'checked' : 'recorded',
        checkedBy: checked ? AUTHOR : null,
        checkedAt: checked ? isoTime(seed.now - DAY_MS) : null,
        createdBy: AUTHOR,
        createdAt: at,
        updatedAt: at,
        version: checked ? 2 : 1,
      })
      .execute();
  }
}
