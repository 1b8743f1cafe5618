/**
 * The hospital-sized database's concomitant medications (safety_con_med) and protocol
 * deviations (safety_violation) on the enrolled subjects: drugs from the demo's pools and
 * each project's safety rules (so some are flagged prohibited or cautioned), started on or
 * after enrolment and never after today.
 */
import type { Insertable } from 'kysely';
import { HOUR_MS, addDays } from '../../../../shared/domain/hospital-time';
import { conMedFlag } from '../../../../shared/domain/safety/rules';
import { isoTime } from '../../../services/staff-write';
import type { SafetyConMedTable, SafetyViolationTable } from '../../schema';
import { DEMO_SAFETY_AUTHOR as AUTHOR } from '../demo-safety-findings';
import type { HospitalSubject } from './candidates';
import { dayAfter } from './safety-events';
import { type Random, type Trx, dayOf, inSlices, startOfDay } from './shape';

/** drug, dose, route, frequency, indication: what the demo's subjects take besides the trial drug. */
const COMMON_MEDS: [string, string, string, string, string][] = [
  ['昂丹司琼片', '8 mg', '口服', '必要时', '恶心'],
  ['洛哌丁胺胶囊', '2 mg', '口服', '必要时', '腹泻'],
  ['甲氧氯普胺片', '10 mg', '口服', '每日三次', '恶心'],
  ['氯雷他定片', '10 mg', '口服', '每日一次', '皮疹'],
  ['蒙脱石散', '3 g', '口服', '每日三次', '腹泻'],
  ['双环醇片', '25 mg', '口服', '每日三次', '转氨酶升高'],
  ['重组人粒细胞刺激因子注射液', '150 μg', '皮下注射', '每日一次', '中性粒细胞减少'],
  ['苯磺酸氨氯地平片', '5 mg', '口服', '每日一次', '高血压'],
  ['二甲双胍片', '0.5 g', '口服', '每日两次', '2型糖尿病'],
  ['奥美拉唑肠溶胶囊', '20 mg', '口服', '每日一次', '胃食管反流'],
];

const VIOLATIONS: [number, number, string][] = [
  [10, 2, '受试者入组时肌酐清除率低于方案要求，入组后发现'],
  [20, 1, '试验用药延迟 2 天给药'],
  [30, 3, '受试者自行服用方案禁用的强效 CYP3A4 抑制剂'],
  [20, 1, '知情同意书版本更新后未及时再次签署，已补签'],
];

function conMedOf(random: Random, subject: HospitalSubject, now: number): Insertable<SafetyConMedTable> {
  const rules = subject.project.safety.conMed;
  const roll = random.next();
  const ruled = roll < 0.03 ? rules.prohibited[0] : roll < 0.08 ? rules.cautioned[0] : undefined;
  const [drug, dose, route, frequency, indication] = ruled
    ? [`${ruled}片`, '1 片', '口服', '每日一次', '合并疾病']
    : random.pick(COMMON_MEDS);
  const startDate = dayAfter(random, subject.enrolledDate ?? subject.screeningDate, now);
  const at = Math.min(now, startOfDay(startDate) + random.between(8, 40) * HOUR_MS);
  const checked = random.chance(0.6);
  const end = addDays(startDate, random.between(3, 30));
  return {
    projectId: subject.project.id,
    subjectId: subject.id,
    drug,
    dose,
    route,
    frequency,
    startDate,
    endDate: random.chance(0.5) && end < dayOf(now) ? end : null,
    indication,
    ruleFlag: conMedFlag(drug, subject.project.safety),
    status: checked ? 'checked' : 'recorded',
    checkedBy: checked ? AUTHOR : null,
    checkedAt: checked ? isoTime(Math.min(now, at + 24 * HOUR_MS)) : null,
    createdBy: AUTHOR,
    createdAt: isoTime(at),
    updatedAt: isoTime(at),
    version: checked ? 2 : 1,
  };
}

function violationOf(random: Random, subject: HospitalSubject, now: number): Insertable<SafetyViolationTable> {
  const [type, severity, description] = random.pick(VIOLATIONS);
  const occurredDate = dayAfter(random, subject.enrolledDate ?? subject.screeningDate, now);
  const at = isoTime(Math.min(now, startOfDay(occurredDate) + random.between(10, 80) * HOUR_MS));
  const reviewed = random.chance(0.5);
  return {
    projectId: subject.project.id,
    subjectId: subject.id,
    type,
    severity,
    occurredDate,
    description,
    subjectVisitId: null,
    status: reviewed ? 'reviewed' : 'open',
    reviewNote: reviewed ? '已与申办方沟通，不影响受试者安全，继续试验' : null,
    reviewedBy: reviewed ? AUTHOR : null,
    reviewedAt: reviewed ? at : null,
    createdBy: AUTHOR,
    createdAt: at,
    updatedAt: at,
    version: reviewed ? 2 : 1,
  };
}

/** Adds con-meds and deviations over the treated subjects. */
export async function insertFindings(
  trx: Trx,
  random: Random,
  treated: readonly HospitalSubject[],
  counts: { conMeds: number; violations: number },
  now: number,
): Promise<{ conMeds: number; violations: number }> {
  if (treated.length === 0) return { conMeds: 0, violations: 0 };
  const meds = Array.from({ length: counts.conMeds }, () => conMedOf(random, random.pick(treated), now));
  await inSlices(meds, async (slice) => trx.insertInto('safetyConMed').values(slice).execute());
  const violations = Array.from({ length: counts.violations }, () => violationOf(random, random.pick(treated), now));
  await inSlices(violations, async (slice) => trx.insertInto('safetyViolation').values(slice).execute());
  return { conMeds: meds.length, violations: violations.length };
}
