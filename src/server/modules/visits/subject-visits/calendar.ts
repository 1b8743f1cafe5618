/**
 * What the subject-visit pages read: a subject's calendar with its flags at the hospital's
 * today, the dates the published plan would give before enrolment, and the project's
 * protocol deviations (out-of-window, missed and overdue visits) for the safety area.
 */
import type { SubjectVisit, SubjectVisitCalendar } from '../../../../shared/api/visits/subject-visits';
import type { SubjectVisitPredictQuery, SubjectVisitPrediction } from '../../../../shared/api/visits/visit-prediction';
import type { VisitDeviation } from '../../../../shared/api/visits/deviations';
import { daysBetween } from '../../../../shared/domain/hospital-time';
import { subjectVisitsOf } from '../../../../shared/domain/visits/anchoring';
import { anchorDayOf, visitFlags } from '../../../../shared/domain/visits/schedule';
import type { Db } from '../../../db/database';
import { notFound } from '../../../lib/api-error';
import { planRef, planRefOf, publishedPlanOf, publishedVersionOf } from './plans';
import { activitiesOf } from './record';
import { type DeviationRow, type SubjectVisitRow, type VisitSubject, createSubjectVisitRepository } from './repository';

function subjectIn(found: VisitSubject | undefined, projectId: number): VisitSubject {
  if (!found || found.projectId !== projectId)
    throw notFound({ 'zh-CN': '受试者不存在', en: 'No such subject in this project' });
  return found;
}

export function toSubjectVisit(row: SubjectVisitRow, today: string): SubjectVisit {
  const flags = visitFlags(row, today);
  return {
    id: row.id,
    subjectId: row.subjectId,
    planId: row.planId,
    visitCode: row.visitCode,
    cycle: row.cycle,
    name: row.name,
    groupName: row.groupName,
    sort: row.sort,
    plannedDate: row.plannedDate,
    windowStart: row.windowStart,
    windowEnd: row.windowEnd,
    planDateReason: row.planDateReason,
    executedDate: row.executedDate,
    status: row.status as SubjectVisit['status'],
    outOfWindow: row.status === 'done' && flags.outOfWindow,
    activities: activitiesOf(row),
    activitiesDone: JSON.parse(row.activitiesDone) as string[],
    note: row.note,
    overdue: flags.overdue,
    dueToday: flags.dueToday,
    updatedAt: row.updatedAt,
    version: row.version,
  };
}

export async function subjectCalendar(
  db: Db,
  projectId: number,
  subjectId: number,
  today: string,
): Promise<SubjectVisitCalendar> {
  const repo = createSubjectVisitRepository(db);
  // Read together (in parallel on PostgreSQL); the visits are only answered once the subject is the project's.
  const [found, published, rows] = await Promise.all([
    repo.subject(subjectId),
    publishedVersionOf(db, projectId),
    repo.ofSubject(subjectId),
  ]);
  const subject = subjectIn(found, projectId);
  const publishedPlan = published ? planRef(published) : null;
  const plan = subject.visitPlanId === published?.id ? publishedPlan : await planRefOf(db, subject.visitPlanId);
  return {
    today,
    subject: {
      id: subject.id,
      subjectNumber: subject.subjectNumber,
      status: subject.status,
      enrolledDate: subject.enrolledDate,
      visitAnchorDate: subject.visitAnchorDate,
      version: subject.version,
    },
    plan,
    publishedPlan,
    // Only when it could be applied now: the plan's anchor event has happened for the subject.
    newerPlan:
      published !== undefined &&
      published.planVersion > (plan?.planVersion ?? 0) &&
      anchorDayOf(subject, published.anchor) !== null,
    visits: rows.map((row) => toSubjectVisit(row, today)),
  };
}

export async function predictVisits(
  db: Db,
  projectId: number,
  query: SubjectVisitPredictQuery,
  today: string,
): Promise<SubjectVisitPrediction> {
  const subject =
    query.subjectId === undefined
      ? undefined
      : subjectIn(await createSubjectVisitRepository(db).subject(query.subjectId), projectId);
  const plan = await publishedPlanOf(db, projectId);
  const anchorDate = query.anchorDate ?? (plan && subject ? anchorDayOf(subject, plan.anchor) : null) ?? today;
  if (!plan) return { anchorDate, plan: null, visits: [] };
  const visits = subjectVisitsOf(plan.visits, anchorDate, subject ?? {}).map((visit) => ({
    visitCode: visit.code,
    cycle: visit.cycle,
    name: visit.name,
    groupName: visit.groupName,
    plannedDate: visit.plannedDate,
    windowStart: visit.windowStart,
    windowEnd: visit.windowEnd,
  }));
  return { anchorDate, plan: await planRefOf(db, plan.id), visits };
}

function deviationOf(row: DeviationRow, today: string): VisitDeviation {
  const base = {
    subjectVisitId: row.id,
    subjectId: row.subjectId,
    subjectNumber: row.subjectNumber,
    visitCode: row.visitCode,
    cycle: row.cycle,
    visitName: row.name,
    plannedDate: row.plannedDate,
    windowStart: row.windowStart,
    windowEnd: row.windowEnd,
    executedDate: row.executedDate,
  };
  if (row.status === 'missed') return { ...base, kind: 'missed', daysOutside: null, reason: row.note };
  if (row.status === 'planned') {
    return { ...base, kind: 'overdue', daysOutside: daysBetween(row.windowEnd, today), reason: null };
  }
  const executed = row.executedDate ?? row.plannedDate;
  const daysOutside =
    executed < row.windowStart ? daysBetween(executed, row.windowStart) : daysBetween(row.windowEnd, executed);
  return { ...base, kind: 'outOfWindow', daysOutside, reason: row.note };
}

export async function visitDeviations(db: Db, projectId: number, today: string): Promise<VisitDeviation[]> {
  const rows = await createSubjectVisitRepository(db).deviations(projectId, today);
  return rows.map((row) => deviationOf(row, today));
}
