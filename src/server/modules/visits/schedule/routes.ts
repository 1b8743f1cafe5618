/**
 * The coordinator's visit schedule (/api/trial/subject/visit/schedule, schedule.ics, day)
 * and a project's visit summary (/api/trial/subject/visit/summary/:projectId). The schedule
 * shows the rows of the projects where the caller holds page SubjectVisits: which rows to
 * show, not a permission check (the declared access already required page VisitSchedule).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  ICS_DEFAULT_DAYS,
  ICS_MAX_DAYS,
  SCHEDULE_ATTENTION_MAX,
  SCHEDULE_MAX_DAYS,
  SUMMARY_MONTHS,
  type VisitCounts,
  visitDayListEndpoint,
  visitScheduleEndpoint,
  visitScheduleIcsEndpoint,
  visitSummaryEndpoint,
} from '../../../../shared/api/visits/schedule';
import { LIST_EXPORT_MAX_ROWS } from '../../../../shared/api/contract/export-query';
import { visitScheduleExportEndpoint } from '../../../../shared/api/visits/schedule-export';
import { addDays, addMonths, daysBetween, hospitalDay, isCalendarDate } from '../../../../shared/domain/hospital-time';
import { writeIcsCalendar } from '../../../../shared/domain/visits/ical';
import { requireProject } from '../../../lib/project-exists';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { checkExportSize, sendTypedSheet } from '../../../lib/typed-sheet';
import { auditExport } from '../../../services/export-audit';
import { fieldProblem } from '../../../services/staff-write';
import { requireStaff } from '../../../services/staff-principal';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { type CountRow, createVisitScheduleRepository } from './repository';
import { SCHEDULE_COLUMNS } from './schedule-export';
import { dayListOrder, scheduleOrder, toIcsEvent, toScheduleRow } from './schedule-rows';

const ok = ResponseCode.ok;
/** A 62-day range across a handful of projects stays far below this; it only bounds a runaway. */
const ROWS_MAX = 5000;

type Repo = ReturnType<typeof createVisitScheduleRepository>;

function checkDay(field: string, day: string | undefined): void {
  if (day !== undefined && !isCalendarDate(day))
    throw fieldProblem(field, { 'zh-CN': '日期无效', en: 'Not a real day' });
}

/** [from, to] with defaults, `to` not before `from` and at most `maxDays` after it. */
function rangeOf(query: { from?: string; to?: string }, today: string, defaultDays: number, maxDays: number) {
  checkDay('from', query.from);
  checkDay('to', query.to);
  const from = query.from ?? today;
  const to = query.to ?? addDays(from, defaultDays);
  if (to < from)
    throw fieldProblem('to', { 'zh-CN': '结束日期早于开始日期', en: 'The end date is before the start date' });
  if (daysBetween(from, to) > maxDays)
    throw fieldProblem('to', { 'zh-CN': `范围不能超过 ${maxDays} 天`, en: `The range can be at most ${maxDays} days` });
  return { from, to };
}

/** The caller's visible project ids, narrowed to `projectId` when given (none when it is not theirs). */
async function visibleProjects(repo: Repo, userId: number, projectId: number | undefined) {
  const projects = await repo.scheduleProjects(userId);
  const ids = projects.map((project) => project.id);
  return { projects, ids: projectId === undefined ? ids : ids.filter((id) => id === projectId) };
}

const countsOf = (row: CountRow | undefined): VisitCounts => ({
  planned: row?.planned ?? 0,
  done: row?.done ?? 0,
  missed: row?.missed ?? 0,
  outOfWindow: row?.outOfWindow ?? 0,
  overdue: row?.overdue ?? 0,
});

async function summaryOf(repo: Repo, projectId: number, today: string) {
  const firstMonth = addMonths(`${today.slice(0, 7)}-01`, 1 - SUMMARY_MONTHS);
  const monthKeys = Array.from({ length: SUMMARY_MONTHS }, (_, i) => addMonths(firstMonth, i).slice(0, 7));
  const [byVisit, byMonth, totals] = await Promise.all([
    repo.countsByVisit(projectId, today),
    repo.countsByMonth(projectId, today, firstMonth),
    repo.totals(projectId, today),
  ]);
  const monthRows = new Map(byMonth.map((row) => [row.key, row]));
  return {
    projectId,
    today,
    totals: countsOf(totals),
    deviations: totals.deviations,
    visits: byVisit
      .sort((a, b) => a.sort - b.sort || a.key.localeCompare(b.key))
      .map((row) => ({ visitCode: row.key, visitName: row.name, counts: countsOf(row) })),
    months: monthKeys.map((month) => ({ month, counts: countsOf(monthRows.get(month)) })),
  };
}

function sendIcs(reply: FastifyReply, body: string, today: string) {
  const name = `visits-${today}.ics`;
  return reply
    .type('text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}

export async function visitScheduleRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const repo = createVisitScheduleRepository(db);

  registerEndpoint(
    app,
    visitScheduleEndpoint,
  )(async ({ query, request }) => {
    const today = hospitalDay(clock());
    const { from, to } = rangeOf(query, today, 6, SCHEDULE_MAX_DAYS);
    const { projects, ids } = await visibleProjects(repo, requireStaff(request).userId, query.projectId);
    const [inRange, attention] = await Promise.all([
      repo.visitsBetween({ projectIds: ids, today, from, to, status: query.status }, ROWS_MAX),
      repo.attention(ids, today, SCHEDULE_ATTENTION_MAX),
    ]);
    const rows = inRange.map((row) => toScheduleRow(row, today)).sort(scheduleOrder);
    const attentionRows = attention.map((row) => toScheduleRow(row, today));
    return { isOk: true, code: ok, data: { today, from, to, projects, rows, attention: attentionRows } };
  });

  registerEndpoint(
    app,
    visitScheduleIcsEndpoint,
  )(async ({ query, request, reply }) => {
    const now = clock();
    const today = hospitalDay(now);
    const range = rangeOf(query, today, ICS_DEFAULT_DAYS, ICS_MAX_DAYS);
    // Only upcoming visits: a phone calendar has no use for days gone by.
    const from = range.from < today ? today : range.from;
    const { ids } = await visibleProjects(repo, requireStaff(request).userId, query.projectId);
    const rows = from <= range.to ? await repo.plannedBetween(ids, from, range.to, ROWS_MAX) : [];
    const filters = { ...query, from, to: range.to, format: 'ics' };
    const entry = { action: 'visit.export', entity: 'visit', projectId: query.projectId, filters, rows: rows.length };
    await auditExport(db, request, clock, entry);
    const body = writeIcsCalendar({
      prodId: '-//Trial Portal//Visit Schedule//ZH',
      name: '访视日程 Visit schedule',
      stampedAt: now,
      events: rows.map(toIcsEvent),
    });
    return sendIcs(reply, body, today);
  });

  registerEndpoint(
    app,
    visitScheduleExportEndpoint,
  )(async ({ query, request, reply }) => {
    const now = clock();
    const today = hospitalDay(now);
    const { from, to } = rangeOf(query, today, 6, SCHEDULE_MAX_DAYS);
    const { ids } = await visibleProjects(repo, requireStaff(request).userId, query.projectId);
    const filter = { projectIds: ids, today, from, to, status: query.status };
    // One more than the cap tells an export that would be cut from one that fits.
    const found = await repo.visitsBetween(filter, LIST_EXPORT_MAX_ROWS + 1);
    checkExportSize(found.length);
    const filters = { ...query, from, to };
    const entry = { action: 'visit.export', entity: 'visit', projectId: query.projectId, filters, rows: found.length };
    await auditExport(db, request, clock, entry);
    const rows = found.map((row) => toScheduleRow(row, today)).sort(scheduleOrder);
    return sendTypedSheet(reply, { name: '访视日程', baseName: 'visits', columns: SCHEDULE_COLUMNS, rows }, now);
  });

  registerEndpoint(
    app,
    visitDayListEndpoint,
  )(async ({ query, request }) => {
    const today = hospitalDay(clock());
    checkDay('date', query.date);
    const { ids } = await visibleProjects(repo, requireStaff(request).userId, query.projectId);
    const rows = await repo.visitsBetween({ projectIds: ids, today, from: query.date, to: query.date }, ROWS_MAX);
    const dayRows = rows.map((row) => toScheduleRow(row, today)).sort(dayListOrder);
    return { isOk: true, code: ok, data: { today, date: query.date, rows: dayRows } };
  });

  registerEndpoint(
    app,
    visitSummaryEndpoint,
  )(async ({ params }) => {
    await requireProject(db, params.projectId);
    return { isOk: true, code: ok, data: await summaryOf(repo, params.projectId, hospitalDay(clock())) };
  });
}
