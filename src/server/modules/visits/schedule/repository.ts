/**
 * All SQL of the visit schedule and summary: reads of subject_visit (written by the
 * subject-visits module) joined to trial_subject (number and initials only, never the
 * patient) and project. Invalid subjects (entered by mistake) are left out everywhere.
 * A visit's day is its executed day when done, else its planned day; days are the
 * hospital's 'YYYY-MM-DD' text, so text comparison is date order on both engines.
 */
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { ScheduleStatusFilter } from '../../../../shared/api/visits/schedule';
import type { Database } from '../../../db/schema';

type Executor = Kysely<Database>;
type VisitEb = ExpressionBuilder<Database & { sv: Database['subjectVisit'] }, 'sv'>;

export interface ScheduleFilter {
  projectIds: number[];
  today: string;
  from?: string;
  to?: string;
  status?: ScheduleStatusFilter;
}

export interface VisitRow {
  id: number;
  projectId: number;
  projectName: string;
  subjectId: number;
  subjectNumber: string;
  initials: string;
  visitCode: string;
  cycle: number;
  visitName: string;
  groupName: string | null;
  day: string;
  plannedDate: string;
  windowStart: string;
  windowEnd: string;
  executedDate: string | null;
  status: string;
  outOfWindow: number;
}

export interface CountRow {
  key: string;
  name: string;
  planned: number;
  done: number;
  missed: number;
  outOfWindow: number;
  overdue: number;
  deviations: number;
}

const dayOf = sql<string>`coalesce(sv.executed_date, sv.planned_date)`;
const monthOf = sql<string>`substr(sv.planned_date, 1, 7)`;

function statusCondition(eb: VisitEb, status: ScheduleStatusFilter, today: string) {
  if (status === 'overdue') return eb.and([eb('sv.status', '=', 'planned'), eb('sv.windowEnd', '<', today)]);
  if (status === 'outOfWindow') return eb('sv.outOfWindow', '=', 1);
  return eb('sv.status', '=', status);
}

/** `sum(case when <condition> then 1 else 0 end)`: counts portable across SQLite and PostgreSQL. */
const countWhen = (condition: ReturnType<typeof sql>) =>
  sql<number | string>`sum(case when ${condition} then 1 else 0 end)`;

function countColumns(today: string) {
  return [
    sql<number | string>`count(*)`.as('planned'),
    countWhen(sql`sv.status = 'done'`).as('done'),
    countWhen(sql`sv.status = 'missed'`).as('missed'),
    countWhen(sql`sv.out_of_window = 1`).as('outOfWindow'),
    countWhen(sql`sv.status = 'planned' and sv.window_end < ${today}`).as('overdue'),
    countWhen(sql`sv.status = 'missed' or sv.out_of_window = 1`).as('deviations'),
  ] as const;
}

interface RawCounts {
  key: string | null;
  name: string | null;
  planned: number | string | null;
  done: number | string | null;
  missed: number | string | null;
  outOfWindow: number | string | null;
  overdue: number | string | null;
  deviations: number | string | null;
}

const toCountRow = (row: RawCounts): CountRow => ({
  key: row.key ?? '',
  name: row.name ?? '',
  planned: Number(row.planned ?? 0),
  done: Number(row.done ?? 0),
  missed: Number(row.missed ?? 0),
  outOfWindow: Number(row.outOfWindow ?? 0),
  overdue: Number(row.overdue ?? 0),
  deviations: Number(row.deviations ?? 0),
});

export function createVisitScheduleRepository(db: Executor) {
  const visits = () =>
    db
      .selectFrom('subjectVisit as sv')
      .innerJoin('trialSubject as ts', 'ts.id', 'sv.subjectId')
      .innerJoin('project as p', 'p.id', 'sv.projectId')
      .select([
        'sv.id',
        'sv.projectId',
        'p.name as projectName',
        'sv.subjectId',
        'ts.subjectNumber',
        'ts.initials',
        'sv.visitCode',
        'sv.cycle',
        'sv.name as visitName',
        'sv.groupName',
        dayOf.as('day'),
        'sv.plannedDate',
        'sv.windowStart',
        'sv.windowEnd',
        'sv.executedDate',
        'sv.status',
        'sv.outOfWindow',
      ])
      .where('ts.invalid', '=', 0);

  return {
    /** The projects where the user holds page SubjectVisits through any of their project roles. */
    async scheduleProjects(userId: number): Promise<{ id: number; name: string }[]> {
      return db
        .selectFrom('userProjectRole')
        .innerJoin('rolePermission', 'rolePermission.roleId', 'userProjectRole.roleId')
        .innerJoin('project', 'project.id', 'userProjectRole.projectId')
        .select(['project.id', 'project.name'])
        .distinct()
        .where('userProjectRole.userId', '=', userId)
        .where('rolePermission.scope', '=', 'project')
        .where('rolePermission.kind', '=', 'page')
        .where('rolePermission.name', '=', 'SubjectVisits')
        .orderBy('project.id')
        .execute();
    },

    /** Visits whose day falls within [from, to], with the status filter; unordered. */
    async visitsBetween(filter: ScheduleFilter, limit: number): Promise<VisitRow[]> {
      if (filter.projectIds.length === 0) return [];
      let q = visits().where('sv.projectId', 'in', filter.projectIds);
      if (filter.from) q = q.where(dayOf, '>=', filter.from);
      if (filter.to) q = q.where(dayOf, '<=', filter.to);
      const { status, today } = filter;
      if (status) q = q.where((eb) => statusCondition(eb, status, today));
      return q.orderBy(dayOf).orderBy('sv.id').limit(limit).execute();
    },

    /** Still planned on or before today: today's, past their day and overdue, oldest first. */
    async attention(projectIds: number[], today: string, limit: number): Promise<VisitRow[]> {
      if (projectIds.length === 0) return [];
      return visits()
        .where('sv.projectId', 'in', projectIds)
        .where('sv.status', '=', 'planned')
        .where('sv.plannedDate', '<=', today)
        .orderBy('sv.plannedDate')
        .orderBy('sv.id')
        .limit(limit)
        .execute();
    },

    /** Still-planned visits planned within [from, to], for the .ics export. */
    async plannedBetween(projectIds: number[], from: string, to: string, limit: number): Promise<VisitRow[]> {
      if (projectIds.length === 0) return [];
      return visits()
        .where('sv.projectId', 'in', projectIds)
        .where('sv.status', '=', 'planned')
        .where('sv.plannedDate', '>=', from)
        .where('sv.plannedDate', '<=', to)
        .orderBy('sv.plannedDate')
        .orderBy('sv.id')
        .limit(limit)
        .execute();
    },

    /** A project's counts per visit code (name and order from its latest-sorted row). */
    async countsByVisit(projectId: number, today: string): Promise<(CountRow & { sort: number })[]> {
      const rows = await db
        .selectFrom('subjectVisit as sv')
        .innerJoin('trialSubject as ts', 'ts.id', 'sv.subjectId')
        .select([
          'sv.visitCode as key',
          (eb) => eb.fn.max('sv.name').as('name'),
          (eb) => eb.fn.min('sv.sort').as('sort'),
          ...countColumns(today),
        ])
        .where('sv.projectId', '=', projectId)
        .where('ts.invalid', '=', 0)
        .groupBy('sv.visitCode')
        .execute();
      return rows.map((row) => ({ ...toCountRow(row), sort: Number(row.sort ?? 0) }));
    },

    /** A project's counts per month 'YYYY-MM' of the planned day, from `fromDay` on. */
    async countsByMonth(projectId: number, today: string, fromDay: string): Promise<CountRow[]> {
      const rows = await db
        .selectFrom('subjectVisit as sv')
        .innerJoin('trialSubject as ts', 'ts.id', 'sv.subjectId')
        .select([monthOf.as('key'), monthOf.as('name'), ...countColumns(today)])
        .where('sv.projectId', '=', projectId)
        .where('ts.invalid', '=', 0)
        .where('sv.plannedDate', '>=', fromDay)
        .groupBy(monthOf)
        .execute();
      return rows.map(toCountRow);
    },

    /** A project's counts over all its visits. */
    async totals(projectId: number, today: string): Promise<CountRow> {
      const row = await db
        .selectFrom('subjectVisit as sv')
        .innerJoin('trialSubject as ts', 'ts.id', 'sv.subjectId')
        .select([sql<string>`'all'`.as('key'), sql<string>`'all'`.as('name'), ...countColumns(today)])
        .where('sv.projectId', '=', projectId)
        .where('ts.invalid', '=', 0)
        .executeTakeFirstOrThrow();
      return toCountRow(row);
    },
  };
}
