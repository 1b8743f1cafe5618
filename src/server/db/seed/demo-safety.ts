/**
 * The demo hospital's safety data (issue 15) on the first six demo projects' subjects:
 * a published safety rule set from a template; AEs of every severity, graded, serious and
 * not, drafted, submitted and one revised (with their frozen revisions); SAE reports (one
 * overdue draft, one in time, one submitted with its number); a SUSAR awaiting PV review; a
 * DSUR draft due in the coming weeks; protocol violations of each type; concomitant
 * medications, one on the prohibited list. Subjects are referred to by id only, never by
 * name. Loaded once: not when any AE exists (a restart keeps what the hospital changed).
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
import { needsEndDate } from '../../../shared/domain/safety/date-rules';
import { dsurPeriod } from '../../../shared/domain/safety/due-dates';
import { SAFETY_RULE_TEMPLATES, type SafetyRuleContent, saeReasons } from '../../../shared/domain/safety/rules';
import { auditActor, isoTime, processActor } from '../../services/staff-write';
import { appendAudit } from '../audit/audit-trail';
import { nextReportNumber } from '../../modules/safety/records/lifecycle';
import type { Db } from '../database';
import type { Database } from '../schema';
import { demoSequence } from './demo-people';
import { DEMO_SAFETY_AUTHOR, type Seed, insertConMeds, insertViolations, onsetDay } from './demo-safety-findings';

type Trx = Transaction<Database>;
const AUTHOR = DEMO_SAFETY_AUTHOR;

/** term, severity, grade, serious, seriousness, relation, action, outcome, treatment. */
type AeSpec = [string, number, string | null, '0' | '1', string[], string, string, string, string | null];

export const AE_SPECS: AeSpec[] = [
  ['乏力', 1, '1', '0', [], 'possible', 'none', 'recovered', null],
  ['恶心', 1, '1', '0', [], 'probable', 'none', 'recovered', '甲氧氯普胺 10 mg 口服'],
  ['皮疹', 2, '2', '0', [], 'probable', 'paused', 'recovering', '氯雷他定 10 mg 口服，糠酸莫米松乳膏外用'],
  ['腹泻', 2, '2', '0', [], 'possible', 'none', 'recovered', '蒙脱石散 3 g 口服'],
  ['转氨酶升高', 2, '2', '0', [], 'probable', 'reduced', 'recovering', '双环醇片 25 mg 口服'],
  ['中性粒细胞减少', 3, '3', '0', [], 'definite', 'paused', 'recovering', '重组人粒细胞刺激因子 皮下注射'],
  [
    '发热性中性粒细胞减少',
    3,
    '3',
    '1',
    ['hospitalization'],
    'definite',
    'paused',
    'recovered',
    '住院，头孢哌酮舒巴坦静滴',
  ],
  [
    '间质性肺病',
    3,
    '4',
    '1',
    ['hospitalization', 'lifeThreatening'],
    'probable',
    'withdrawn',
    'notRecovered',
    '甲泼尼龙 静滴',
  ],
];
/** Which of the specs are drafts (the rest are submitted), and the one revised after submission. */
const DRAFTS = new Set([1, 4]);
const REVISED = 2;
const RULE_TEMPLATE_OF = ['oncology-targeted', 'immunotherapy'] as const;

async function insertRevision(
  trx: Trx,
  kind: string,
  recordId: number,
  revision: number,
  data: unknown,
  at: string,
  reason: string | null,
) {
  await trx
    .insertInto('safetyRevision')
    .values({ kind, recordId, revision, data: JSON.stringify(data), reason, submittedBy: AUTHOR, submittedAt: at })
    .execute();
}

async function insertRule(trx: Trx, projectId: number, position: number, now: number): Promise<SafetyRuleContent> {
  const template =
    SAFETY_RULE_TEMPLATES.find((t) => t.id === RULE_TEMPLATE_OF[position % 2]) ?? SAFETY_RULE_TEMPLATES[0];
  if (!template) throw new Error('no safety rule template');
  const at = isoTime(now - 60 * DAY_MS);
  await trx
    .insertInto('safetyRule')
    .values({
      projectId,
      ruleVersion: 1,
      status: 'published',
      name: template.name['zh-CN'],
      content: JSON.stringify(template.content),
      origin: `template:${template.id}`,
      createdAt: at,
      updatedAt: at,
      publishedAt: at,
      version: 2,
    })
    .execute();
  return template.content;
}

/** An event over `days` after its onset, and by today at the latest. */
function endDay(onset: CalendarDate, days: number, now: number): CalendarDate {
  const today = hospitalDay(now);
  const end = addDays(onset, days);
  return end < today ? end : today;
}

/** Serious AEs began at least this many days ago, before any of their SAE reports was learned. */
const SERIOUS_ONSET_DAYS = 8;

/** The AEs; answers the ids of the serious ones (the SAE reports' events) with their subjects. */
async function insertAes(seed: Seed): Promise<{ id: number; subjectId: number; onset: CalendarDate }[]> {
  const serious: { id: number; subjectId: number; onset: CalendarDate }[] = [];
  const latestStart = hospitalDay(seed.now - SERIOUS_ONSET_DAYS * DAY_MS);
  const treated = seed.subjects.filter((subject) => subject.since <= latestStart);
  const seasoned = treated.length > 0 ? treated : seed.subjects;
  for (const [index, spec] of AE_SPECS.entries()) {
    const [term, severity, grade, isSerious, seriousness, drugRelation, drugAction, outcome, treatment] = spec;
    // A serious AE's SAE report was learned up to 6 days ago: its subject was treated before that.
    const pool = isSerious === '1' ? seasoned : seed.subjects;
    const subject = pool[index % pool.length] ?? { id: 0, since: hospitalDay(seed.now) };
    const onset = onsetDay(seed, subject, seed.random.between(isSerious === '1' ? SERIOUS_ONSET_DAYS : 4, 40));
    const createdAt = isoTime(Math.max(startOfHospitalDay(onset) + 10 * HOUR_MS, seed.now - 45 * DAY_MS));
    const submitted = !DRAFTS.has(index);
    const revised = index === REVISED;
    const submittedAt = submitted ? isoTime(seed.now - seed.random.between(1, 3) * DAY_MS) : null;
    const row = {
      projectId: seed.projectId,
      subjectId: subject.id,
      term,
      onsetDate: onset,
      endDate: needsEndDate(outcome) ? endDay(onset, seed.random.between(2, 10), seed.now) : null,
      severity,
      grade,
      serious: isSerious,
      seriousness: JSON.stringify(seriousness),
      drugRelation,
      drugAction,
      outcome,
      treatment,
      saeRequired: saeReasons({ term, grade, serious: isSerious }, seed.rules).length > 0 ? 1 : 0,
      seriousLearnedAt: isSerious === '1' ? createdAt : null, // learned serious when it was recorded
      status: submitted ? 'submitted' : 'draft',
      revision: revised ? 2 : 1,
      revisionReason: revised ? '补充合并治疗用药信息' : null,
      submittedAt,
      submittedBy: submitted ? AUTHOR : null,
      createdBy: AUTHOR,
      createdAt,
      updatedAt: submittedAt ?? createdAt,
      version: revised ? 4 : submitted ? 2 : 1,
    };
    const { id } = await seed.trx.insertInto('safetyAe').values(row).returning('id').executeTakeFirstOrThrow();
    if (revised && submittedAt) {
      const first = { ...row, id, revision: 1, revisionReason: null, treatment: null };
      await insertRevision(seed.trx, 'ae', id, 1, first, createdAt, null);
    }
    if (submittedAt)
      await insertRevision(seed.trx, 'ae', id, row.revision, { ...row, id }, submittedAt, row.revisionReason);
    if (isSerious === '1') serious.push({ id, subjectId: subject.id, onset });
  }
  return serious;
}

/** An SAE report learned `learnedBack` ms ago; submitted (with its number) `submittedBack` ms ago, if given. */
interface SaeSpec {
  ae: { id: number; subjectId: number };
  /** How long ago the site learned of it, and submitted it (null: a draft). */
  learnedBack: number;
  submittedBack: number | null;
  initialId?: number;
}

async function insertSae(seed: Seed, spec: SaeSpec, assigneeId: number | null) {
  const { ae, learnedBack, submittedBack } = spec;
  const learnedAt = seed.now - learnedBack;
  const submittedAt = submittedBack === null ? null : seed.now - submittedBack;
  const reportNo = submittedAt === null ? null : await nextReportNumber(seed.trx, 'sae', seed.projectId, submittedAt);
  const row = {
    projectId: seed.projectId,
    subjectId: ae.subjectId,
    aeId: ae.id,
    initialId: spec.initialId ?? null,
    reportNo,
    reportType: spec.initialId === undefined ? 'first' : 'followup',
    learnedAt: isoTime(learnedAt),
    seriousness: JSON.stringify(['hospitalization']),
    description: '受试者因该事件急诊入院，予对症支持治疗，研究者判断与试验药物相关，已暂停试验用药。',
    assigneeId,
    status: submittedAt === null ? 'draft' : 'submitted',
    submittedAt: submittedAt === null ? null : isoTime(submittedAt),
    submittedBy: submittedAt === null ? null : AUTHOR,
    createdBy: AUTHOR,
    createdAt: isoTime(learnedAt + HOUR_MS),
    updatedAt: isoTime(submittedAt ?? learnedAt + HOUR_MS),
    version: submittedAt === null ? 1 : 2,
  };
  const { id } = await seed.trx.insertInto('safetySae').values(row).returning('id').executeTakeFirstOrThrow();
  if (row.submittedAt) await insertRevision(seed.trx, 'sae', id, 1, { ...row, id }, row.submittedAt, null);
  return { id, subjectId: ae.subjectId };
}

async function insertSaes(seed: Seed, serious: { id: number; subjectId: number }[], assigneeId: number | null) {
  const [first, second] = serious;
  if (!first || !second) return null;
  // Overdue: learned 30 hours ago, still a draft.
  await insertSae(seed, { ae: first, learnedBack: 30 * HOUR_MS, submittedBack: null }, assigneeId);
  const submitted = await insertSae(
    seed,
    { ae: second, learnedBack: 6 * DAY_MS, submittedBack: 130 * HOUR_MS },
    assigneeId,
  );
  // In time: new information on the submitted one, learned 3 hours ago.
  const followUp = { ae: second, learnedBack: 3 * HOUR_MS, submittedBack: null, initialId: submitted.id };
  await insertSae(seed, followUp, assigneeId);
  return submitted;
}

async function insertSusar(seed: Seed, sae: { id: number; subjectId: number }) {
  const submittedAt = seed.now - 2 * DAY_MS;
  const row = {
    projectId: seed.projectId,
    subjectId: sae.subjectId,
    saeId: sae.id,
    initialId: null,
    reportNo: await nextReportNumber(seed.trx, 'susar', seed.projectId, submittedAt),
    reportType: 'first',
    learnedDate: hospitalDay(seed.now - 5 * DAY_MS),
    fatal: 0,
    drugName: '试验用药品（盲态）',
    reaction: '间质性肺病',
    description: '研究者手册未列明该严重程度的间质性肺病，判定为可疑且非预期严重不良反应。',
    pvStatus: 'waiting',
    status: 'submitted',
    submittedAt: isoTime(submittedAt),
    submittedBy: AUTHOR,
    createdBy: AUTHOR,
    createdAt: isoTime(submittedAt - DAY_MS),
    updatedAt: isoTime(submittedAt),
    version: 2,
  };
  const { id } = await seed.trx.insertInto('safetySusar').values(row).returning('id').executeTakeFirstOrThrow();
  await insertRevision(seed.trx, 'susar', id, 1, { ...row, id }, row.submittedAt, null);
}

/** A DSUR draft whose data lock point was 45 days ago: due in about two weeks. */
async function insertDsur(seed: Seed) {
  const lock = hospitalDay(seed.now - 45 * DAY_MS);
  const reportYear = Number(lock.slice(0, 4));
  // Four years back keeps a 29 February DIBD on a leap year.
  const dibd = `${reportYear - 4}${lock.slice(4)}`;
  const period = dsurPeriod(dibd, reportYear);
  const at = isoTime(seed.now - 10 * DAY_MS);
  await seed.trx
    .insertInto('safetyDsur')
    .values({
      projectId: seed.projectId,
      dibd,
      reportYear,
      ...period,
      summary: '报告期内共发生不良事件若干例，未发现新的安全性信号，获益风险评估未改变。',
      createdBy: AUTHOR,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
}

async function subjectsOf(trx: Trx, projectId: number) {
  const rows = await trx
    .selectFrom('trialSubject')
    .select(['id', 'status', 'enrolledDate', 'screeningDate'])
    .where('projectId', '=', projectId)
    .where('invalid', '=', 0)
    .orderBy('id')
    .execute();
  const enrolled = rows.filter((row) => row.status === 'enrolled');
  return (enrolled.length > 0 ? enrolled : rows).map((row) => ({
    id: row.id,
    since: row.enrolledDate ?? row.screeningDate,
  }));
}

/** Adds the demo safety data to the first six demo projects; false when any AE exists already. */
export async function loadSafetyDemo(db: Db, now: number): Promise<boolean> {
  if (await db.selectFrom('safetyAe').select('id').executeTakeFirst()) return false;
  const actor = processActor('system', now);
  await db.transaction().execute(async (trx) => {
    const assignee = await trx.selectFrom('staffUser').select('id').where('userName', '=', AUTHOR).executeTakeFirst();
    const projects = await trx.selectFrom('project').select('id').orderBy('id').limit(6).execute();
    for (const [position, { id: projectId }] of projects.entries()) {
      const subjects = await subjectsOf(trx, projectId);
      if (subjects.length === 0) continue;
      const rules = await insertRule(trx, projectId, position, now);
      const seed: Seed = { trx, random: demoSequence(1500 + position), projectId, subjects, rules, now };
      const sae = await insertSaes(seed, await insertAes(seed), assignee?.id ?? null);
      if (sae) await insertSusar(seed, sae);
      await insertDsur(seed);
      await insertViolations(seed);
      await insertConMeds(seed);
      await appendAudit(trx, {
        ...auditActor(actor),
        action: 'safety.demoLoad',
        entity: 'project',
        entityId: projectId,
        after: { demo: true, ae: AE_SPECS.length, sae: sae ? 3 : 0, susar: sae ? 1 : 0, dsur: 1 },
      });
    }
  });
  return true;
}
