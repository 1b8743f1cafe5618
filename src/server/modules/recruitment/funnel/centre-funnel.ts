/**
 * The funnel per research centre (shared/domain/study/centres.ts): which centre a request is
 * narrowed to, and each centre's stage counts. Subjects count at their centre (those without
 * one at our own); the candidate stages are our own patients, so they count at our own centre.
 * The centres' counts therefore add up to the project's.
 */
import type { Kysely } from 'kysely';
import type { CentreFunnel } from '../../../../shared/api/recruitment/funnel';
import { type FunnelCounts, emptyFunnelCounts } from '../../../../shared/domain/recruitment/funnel';
import type { Database } from '../../../db/schema';
import { fieldProblem } from '../../../services/staff-write';
import { type CentreProgress, centreProgressOf } from '../../study';
import { type CentreScope, type FunnelRange, createFunnelRepository } from './repository';

/** The project's centres, and the scope of the centre asked for (refused when not the project's). */
export async function centreScopeOf(db: Kysely<Database>, projectId: number, centreId: number | undefined) {
  const centres = (await centreProgressOf(db, [projectId])).get(projectId) ?? [];
  if (centreId === undefined) return { centres, scope: undefined };
  const centre = centres.find((entry) => entry.id === centreId);
  if (!centre)
    throw fieldProblem('centreId', { 'zh-CN': '本项目没有该研究中心', en: 'No such centre in this project' });
  return { centres, scope: { centreId, own: centre.isOwn } satisfies CentreScope };
}

/** Each centre's counts; `project` is the whole project's (its candidate stages go to our own centre). */
export async function centreBreakdown(
  db: Kysely<Database>,
  projectId: number,
  range: FunnelRange,
  centres: CentreProgress[],
  project: FunnelCounts,
): Promise<CentreFunnel[]> {
  const own = centres.find((centre) => centre.isOwn);
  const counts = new Map(centres.map((centre) => [centre.id, emptyFunnelCounts()]));
  if (own) {
    const ownCounts = counts.get(own.id) ?? emptyFunnelCounts();
    for (const stage of ['candidates', 'recommended', 'contacted', 'willing'] as const)
      ownCounts[stage] = project[stage];
  }
  const stages = await createFunnelRepository(db).subjectStagesByCentre(projectId, range);
  for (const stage of ['screening', 'enrolled'] as const) {
    for (const row of stages[stage]) {
      const target = counts.get(row.centreId ?? own?.id ?? -1);
      if (target) target[stage] += row.count;
    }
  }
  return centres.map((centre) => ({
    centreId: centre.id,
    name: centre.name,
    isOwn: centre.isOwn,
    counts: counts.get(centre.id) ?? emptyFunnelCounts(),
  }));
}
