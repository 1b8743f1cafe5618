/**
 * The recruitment funnel (/api/trial/recruit/funnel): per project, and across the projects
 * where the caller holds page RecruitFunnel (which rows to sum, not a permission check: the
 * declared access already required page RecruitOverview). Counts come from the repository's
 * group-bys; the arithmetic (rates, weeks) from shared/domain/recruitment/funnel.ts. A project's
 * funnel can be narrowed to one research centre and answers every centre's counts (centre-funnel.ts).
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
  type FunnelStage,
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
import { centreBreakdown, centreScopeOf } from './centre-funnel';
import { type CentreScope, type FunnelRange, type StageCountRow, createFunnelRepository } from './repository';

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

/** The stage counts back from the funnel's rows. */
const funnelTotal = (stages: { stage: FunnelStage; count: number }[]): FunnelCounts => {
  const counts = emptyFunnelCounts();
  for (const row of stages) counts[row.stage] = row.count;
  return counts;
};

/** Sorted by count, unrecorded reasons as 'unknown'. */
const reasonRows = (rows: { code: string | null; count: number }[]) =>
  rows.map((row) => ({ code: row.code ?? 'unknown', count: row.count })).sort((a, b) => b.count - a.count);

async function weeksOf(repo: Repo, ids: number[], today: string, scope?: CentreScope) {
  const weeks = lastWeekStarts(today, FUNNEL_WEEKS);
  const firstWeek = weeks[0] ?? mondayOf(today);
  const byWeek = new Map(weeks.map((week) => [week, emptyFunnelCounts()]));
  for (const row of await repo.stageBuckets(ids, hospitalDayStartIso(firstWeek), firstWeek, scope)) {
    const week = row.kind === 'day' ? mondayOf(row.bucket) : weekStartOfInstant(`${row.bucket}:00:00.000Z`);
    const counts = byWeek.get(week);
    if (counts) counts[row.stage] += row.count;
  }
  return weeks.map((week) => ({ week, counts: byWeek.get(week) ?? emptyFunnelCounts() }));
}

async function funnelOf(repo: Repo, ids: number[], query: FunnelQuery, today: string, scope?: CentreScope) {
  const range = rangeOf(query);
  const [stageRows, weeks, screenFail, unwilling] = await Promise.all([
    repo.stageCounts(ids, range, scope),
    weeksOf(repo, ids, today, scope),
    repo.screenFailReasons(ids, range, scope),
    repo.unwillingReasons(ids, range, scope),
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
    const { centreId, ...range } = query;
    const { centres, scope } = await centreScopeOf(db, params.projectId, centreId);
    const today = hospitalDay(clock());
    const ids = [params.projectId];
    const { funnel } = await funnelOf(repo, ids, range, today, scope);
    // The whole project's counts, for the breakdown (the funnel's own when not narrowed).
    const whole = scope ? countsByProject(await repo.stageCounts(ids, rangeOf(range))) : undefined;
    const total = whole?.get(params.projectId) ?? funnelTotal(funnel.stages);
    const breakdown = await centreBreakdown(db, params.projectId, rangeOf(range), centres, total);
    return {
      isOk: true,
      code: ok,
      data: { projectId: params.projectId, centreId: centreId ?? null, centres: breakdown, ...funnel },
    };
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
