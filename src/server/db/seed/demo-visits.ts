/**
 * The demo hospital's visits (SUITE.md 'Demo data', issue 14 item 6): a published visit plan
 * for each of the six demo staff projects (demo-visit-plans.ts), a draft next version on the
 * first, and for every enrolled demo subject its visits from its enrolment day (the screening
 * visit on its screening day, the first dose on the enrolment day): most past
 * visits done (some outside their window), a few missed, a few still planned after their
 * window (overdue), reminder consent for about half of the patients. A fixed pseudo-random
 * sequence makes every new demo database alike. Each project's load is one audit row.
 */
import type { Insertable, Transaction } from 'kysely';
import { DAY_MS, addDays, hospitalDay } from '../../../shared/domain/hospital-time';
import { subjectVisitsOf } from '../../../shared/domain/visits/anchoring';
import type { PlannedVisit } from '../../../shared/domain/visits/schedule';
import { auditActor, isoTime, processActor } from '../../services/staff-write';
import { appendAudit } from '../audit/audit-trail';
import type { Db } from '../database';
import type { Database, SubjectVisitTable } from '../schema';
import { type DemoSequence, demoSequence } from './demo-people';
import { DEMO_PLAN_GROUPS, type DemoPlan, demoPlanOf } from './demo-visit-plans';

type Trx = Transaction<Database>;

export async function insertPlan(
  trx: Trx,
  projectId: number,
  plan: DemoPlan,
  version: number,
  at: number,
  published: boolean,
) {
  const time = isoTime(at);
  const { id: planId } = await trx
    .insertInto('visitPlan')
    .values({
      projectId,
      planVersion: version,
      status: published ? 'published' : 'draft',
      name: plan.name,
      anchor: 'enrolment',
      note: plan.note,
      createdAt: time,
      updatedAt: time,
      publishedAt: published ? time : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const groups = new Map<string, number>();
  for (const [sort, name] of DEMO_PLAN_GROUPS.entries()) {
    const row = await trx
      .insertInto('visitPlanGroup')
      .values({ planId, name, sort: sort + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    groups.set(name, row.id);
  }
  for (const visit of plan.visits) {
    await trx
      .insertInto('visitPlanVisit')
      .values({
        planId,
        groupId: visit.groupName ? (groups.get(visit.groupName) ?? null) : null,
        code: visit.code,
        name: visit.name,
        sort: visit.sort,
        dayOffset: visit.dayOffset,
        windowBefore: visit.windowBefore,
        windowAfter: visit.windowAfter,
        repeatEvery: visit.repeat?.every ?? null,
        repeatUnit: visit.repeat?.unit ?? null,
        repeatTimes: visit.repeat?.times ?? null,
        activities: JSON.stringify(visit.activities),
      })
      .execute();
  }
  return planId;
}

interface DemoSubject {
  id: number;
  screeningDate: string;
  enrolledDate: string;
}

/** Every row of a multi-row insert names the same columns, so none is left out. */
type VisitOutcome = Required<
  Pick<Insertable<SubjectVisitTable>, 'status' | 'executedDate' | 'outOfWindow' | 'activitiesDone' | 'note'>
>;

const outcome = (fields: Partial<VisitOutcome>): VisitOutcome => ({
  status: 'planned',
  executedDate: null,
  outOfWindow: 0,
  activitiesDone: '[]',
  note: null,
  ...fields,
});

const allTypes = (visit: PlannedVisit) => JSON.stringify(visit.activities.map((activity) => activity.type));

/**
 * What happened at a visit by `today`: done (some outside the window), missed, or still
 * planned. Among visits whose window has ended, a fixed rotation makes sure every
 * kind shows up in a demo of any size: of each ten, one missed, one overdue, two late.
 */
function outcomeOf(
  visit: PlannedVisit,
  subject: DemoSubject,
  today: string,
  random: DemoSequence,
  rotation: { turn: number },
) {
  if (visit.code === 'V0') {
    const inWindow = subject.screeningDate >= visit.windowStart && subject.screeningDate <= visit.windowEnd;
    const executedDate = inWindow ? subject.screeningDate : visit.plannedDate;
    return outcome({ status: 'done', executedDate, activitiesDone: allTypes(visit) });
  }
  if (visit.plannedDate > today) return outcome({});
  const windowOver = visit.windowEnd < today;
  const slot = windowOver ? rotation.turn++ % 10 : -1;
  if (windowOver && slot === 3) return outcome({ status: 'missed', note: '患者未按期到院，电话联系未果' });
  if (windowOver && slot === 6) return outcome({});
  const late = addDays(visit.windowEnd, random.between(1, 4));
  if (windowOver && (slot === 1 || slot === 8) && late <= today) {
    const done = visit.activities.slice(0, Math.max(1, visit.activities.length - 1));
    return outcome({
      status: 'done',
      executedDate: late,
      outOfWindow: 1,
      activitiesDone: JSON.stringify(done.map((activity) => activity.type)),
      note: '患者因个人原因推迟到院（超窗）',
    });
  }
  if (!windowOver && random.chance(0.5)) return outcome({});
  // Treatment starts at enrolment, with the first dose on that day: no visit after screening is done before it.
  const shifted = addDays(visit.plannedDate, random.between(-2, 2));
  const onTime = [shifted, visit.windowStart, subject.enrolledDate].sort().at(-1) ?? shifted;
  const executedDate = visit.plannedDate === subject.enrolledDate ? subject.enrolledDate : onTime;
  return outcome({
    status: 'done',
    executedDate: executedDate <= today ? executedDate : today,
    activitiesDone: allTypes(visit),
  });
}

async function loadSubjects(
  trx: Trx,
  random: DemoSequence,
  projectId: number,
  plan: DemoPlan,
  planId: number,
  now: number,
) {
  const today = hospitalDay(now);
  const time = isoTime(now);
  const subjects = await trx
    .selectFrom('trialSubject')
    .select(['id', 'patientId', 'screeningDate', 'enrolledDate'])
    .where('projectId', '=', projectId)
    .where('status', '=', 'enrolled')
    .where('enrolledDate', 'is not', null)
    .orderBy('id')
    .execute();
  let visits = 0;
  const rotation = { turn: 0 };
  for (const row of subjects) {
    const subject = { id: row.id, screeningDate: row.screeningDate, enrolledDate: row.enrolledDate ?? today };
    const consent = row.patientId !== null && random.chance(0.55);
    await trx
      .updateTable('trialSubject')
      .set({
        visitPlanId: planId,
        visitAnchorDate: subject.enrolledDate,
        reminderConsentAt: consent ? `${subject.enrolledDate}T02:00:00.000Z` : null,
      })
      .where('id', '=', subject.id)
      .execute();
    const rows = subjectVisitsOf(plan.visits, subject.enrolledDate, subject).map((visit) => ({
      projectId,
      subjectId: subject.id,
      planId,
      visitCode: visit.code,
      cycle: visit.cycle,
      name: visit.name,
      groupName: visit.groupName,
      sort: visit.sort,
      plannedDate: visit.plannedDate,
      windowStart: visit.windowStart,
      windowEnd: visit.windowEnd,
      planDateReason: null,
      activities: JSON.stringify(visit.activities),
      createdAt: time,
      updatedAt: time,
      ...outcomeOf(visit, subject, today, random, rotation),
    }));
    // In slices, to stay under SQLite's limit of bound parameters per statement.
    for (let start = 0; start < rows.length; start += 40) {
      await trx
        .insertInto('subjectVisit')
        .values(rows.slice(start, start + 40))
        .execute();
    }
    visits += rows.length;
  }
  return { subjects: subjects.length, visits };
}

/** Loads the demo visits once (not when any visit plan exists); true when it did. */
export async function loadVisitDemo(db: Db, now: number): Promise<boolean> {
  if (await db.selectFrom('visitPlan').select('id').executeTakeFirst()) return false;
  const actor = processActor('system', now);
  const random = demoSequence(1414);
  await db.transaction().execute(async (trx) => {
    const projects = await trx.selectFrom('project').select('id').orderBy('id').limit(6).execute();
    for (const [position, project] of projects.entries()) {
      const plan = demoPlanOf(position);
      const planId = await insertPlan(trx, project.id, plan, 1, now - 120 * DAY_MS, true);
      if (position === 0) await insertPlan(trx, project.id, demoPlanOf(position, true), 2, now - 2 * DAY_MS, false);
      const counts = await loadSubjects(trx, random, project.id, plan, planId, now);
      await appendAudit(trx, {
        ...auditActor(actor),
        action: 'visit.demoLoad',
        entity: 'project',
        entityId: project.id,
        after: { demo: true, planId, planVersion: 1, ...counts },
      });
    }
  });
  return true;
}
