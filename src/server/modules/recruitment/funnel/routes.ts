/**
 * The recruitment funnel (/api/trial/recruit/funnel): per project, and across the projects
 * where the caller holds page RecruitFunnel (which rows to sum, not a permission check: the
 * declared access already required page RecruitOverview). Counts come from the repository's
 * group-bys; the arithmetic (rates, weeks) from shared/domain/recruitment/funnel.ts.
 */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  FUNNEL_WEEKS,
  type FunnelQuery,
  funnelEndpoint,
  funnelOverviewEndpoint,
} from '../../../../shared/api/recruitment/funnel';
import { endOfHospitalDay, hospitalDay, hospitalDayStartIso, mondayOf } from '../../../../shared/domain/hospital-time';
import {
  type FunnelCounts,
  addFunnelCounts,
  emptyFunnelCounts,
  funnelStageRows,
  lastWeekStarts,
  weekStartOfInstant,
} from '../../../../shared/domain/recruitment/funnel';
import { requireProject } from '../../../lib/project-exists';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { requireStaff } from '../../../services/staff-principal';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { type FunnelRange, type StageCountRow, createFunnelRepository } from './repository';

const ok = ResponseCode.ok;
type Repo = ReturnType<typeof createFunnelRepository>;

function rangeOf(query: FunnelQuery): FunnelRange {
  return {
    fromDay: query.from,
    toDay: query.to,
    fromIso: query.from ? hospitalDayStartIso(query.from) : undefined,
    toIso: query.to ? new Date(endOfHospitalDay(query.to)).toISOString() : undefined,
  };
}

function countsByProject(rows: StageCountRow[]): Map<number, FunnelCounts> {
  const byProject = new Map<number, FunnelCounts>();
  for (const row of rows) {
    const counts = byProject.get(row.projectId) ?? emptyFunnelCounts();
    counts[row.stage] += row.count;
    byProject.set(row.projectId, counts);
  }
  return byProject;
}

/** Sorted by count, unrecorded reasons as 'unknown'. */
const reasonRows = (rows: { code: string | null; count: number }[]) =>
  rows.map((row) => ({ code: row.code ?? 'unknown', count: row.count })).sort((a, b) => b.count - a.count);

async function weeksOf(repo: Repo, ids: number[], today: string) {
  const weeks = lastWeekStarts(today, FUNNEL_WEEKS);
  const firstWeek = weeks[0] ?? mondayOf(today);
  const byWeek = new Map(weeks.map((week) => [week, emptyFunnelCounts()]));
  for (const row of await repo.stageBuckets(ids, hospitalDayStartIso(firstWeek), firstWeek)) {
    const week = row.kind === 'day' ? mondayOf(row.bucket) : weekStartOfInstant(`${row.bucket}:00:00.000Z`);
    const counts = byWeek.get(week);
    if (counts) counts[row.stage] += row.count;
  }
  return weeks.map((week) => ({ week, counts: byWeek.get(week) ?? emptyFunnelCounts() }));
}

async function funnelOf(repo: Repo, ids: number[], query: FunnelQuery, today: string) {
  const range = rangeOf(query);
  const [stageRows, weeks, screenFail, unwilling] = await Promise.all([
    repo.stageCounts(ids, range),
    weeksOf(repo, ids, today),
    repo.screenFailReasons(ids, range),
    repo.unwillingReasons(ids, range),
  ]);
  const byProject = countsByProject(stageRows);
  const total = [...byProject.values()].reduce(addFunnelCounts, emptyFunnelCounts());
  return {
    byProject,
    funnel: {
      today,
      from: query.from ?? null,
      to: query.to ?? null,
      stages: funnelStageRows(total),
      weeks,
      screenFailReasons: reasonRows(screenFail),
      unwillingReasons: reasonRows(unwilling),
    },
  };
}

export async function recruitFunnelRoutes(app: FastifyInstance, { db, clock }: StaffRoutesOptions) {
  const repo = createFunnelRepository(db);

  registerEndpoint(
    app,
    funnelEndpoint,
  )(async ({ params, query }) => {
    await requireProject(db, params.projectId);
    const { funnel } = await funnelOf(repo, [params.projectId], query, hospitalDay(clock()));
    return { isOk: true, code: ok, data: { projectId: params.projectId, ...funnel } };
  });

  registerEndpoint(
    app,
    funnelOverviewEndpoint,
  )(async ({ query, request }) => {
    const projects = await repo.funnelProjects(requireStaff(request).userId);
    const ids = projects.map((project) => project.id);
    const { byProject, funnel } = await funnelOf(repo, ids, query, hospitalDay(clock()));
    const rows = projects.map((project) => ({
      projectId: project.id,
      projectName: project.name,
      counts: byProject.get(project.id) ?? emptyFunnelCounts(),
    }));
    return { isOk: true, code: ok, data: { ...funnel, projects: rows } };
  });
}
