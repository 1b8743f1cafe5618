/**
 * The hospital-sized database's visits (subject_visit): each enrolled or withdrawn subject is
 * put on its project's published plan from its enrolment day (as applying a plan does), and
 * gets the plan's visits, the earliest first, up to its share of the wanted total (a long
 * plan's later visits are left ungenerated). Past visits are mostly done, some missed, some
 * overdue; the screening visit is done on the screening day.
 */
import type { Insertable } from 'kysely';
import { subjectVisitsOf } from '../../../../shared/domain/visits/anchoring';
import type { PlannedVisit } from '../../../../shared/domain/visits/schedule';
import { isoTime } from '../../../services/staff-write';
import type { SubjectVisitTable } from '../../schema';
import type { HospitalSubject } from './candidates';
import { type Random, type Trx, allocate, dayOf, inSlices } from './shape';

type NewVisit = Insertable<SubjectVisitTable>;

/** The subjects who are on a plan: those enrolled, whether still on treatment or withdrawn since. */
export const onTreatment = (subjects: readonly HospitalSubject[]) =>
  subjects.filter((subject) => subject.enrolledDate !== null);

function outcomeOf(random: Random, visit: PlannedVisit, subject: HospitalSubject, today: string) {
  const none = { status: 'planned', executedDate: null, outOfWindow: 0, activitiesDone: '[]', note: null };
  const done = JSON.stringify(visit.activities.map((activity) => activity.type));
  if (visit.code === 'V0')
    return { ...none, status: 'done', executedDate: subject.screeningDate, activitiesDone: done };
  if (visit.plannedDate > today) return none;
  const roll = random.next();
  if (roll < 0.05) return { ...none, status: 'missed', note: '患者未按期到院，电话联系未果' };
  if (roll < 0.1 && visit.windowEnd >= today) return none;
  return { ...none, status: 'done', executedDate: visit.plannedDate, activitiesDone: done };
}

function scheduleOf(subject: HospitalSubject): PlannedVisit[] {
  const enrolledDate = subject.enrolledDate;
  if (enrolledDate === null) return [];
  const { screeningDate } = subject;
  return subjectVisitsOf(subject.project.plan.visits, enrolledDate, { screeningDate, enrolledDate });
}

function rowsOf(random: Random, subject: HospitalSubject, schedule: PlannedVisit[], now: number): NewVisit[] {
  const today = dayOf(now);
  const time = isoTime(now);
  return schedule.map((visit) => ({
    projectId: subject.project.id,
    subjectId: subject.id,
    planId: subject.project.planId,
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
    ...outcomeOf(random, visit, subject, today),
  }));
}

/**
 * Adds `total` visits over the subjects on a plan (who were put on it when they were added),
 * shared in proportion to their plans' lengths; answers how many it added.
 */
export async function insertVisits(
  trx: Trx,
  random: Random,
  subjects: readonly HospitalSubject[],
  total: number,
  now: number,
): Promise<number> {
  const treated = onTreatment(subjects);
  const schedules = treated.map(scheduleOf);
  const quotas = allocate(
    total,
    schedules.map((schedule) => schedule.length),
  );
  const rows = treated.flatMap((subject, index) =>
    rowsOf(random, subject, (schedules[index] ?? []).slice(0, quotas[index] ?? 0), now),
  );
  await inSlices(rows, async (slice) => trx.insertInto('subjectVisit').values(slice).execute());
  return rows.length;
}
