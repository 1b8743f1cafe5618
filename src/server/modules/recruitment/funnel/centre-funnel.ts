/**
 * The funnel per research centre (shared/domain/study/centres.ts): which centre a request is
 * narrowed to, and each centre's stage counts. Subjects count at their centre (those without
 * one at our own); the candidate stages are our own patients, so they count at our own centre.
 * The centres' counts therefore add up to the project's.
 */
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { CentreFunnel } from '../../../../shared/api/recruitment/funnel';
import { type FunnelCounts, emptyFunnelCounts } from '../../../../shared/domain/recruitment/funnel';
import type { Database } from '../../../db/schema';
import { fieldProblem } from '../../../services/staff-write';
import { type CentreProgress, centreProgressOf } from '../../study';
import type { CentreScope, FunnelRange } from './repository';

/** The project's centres, and the scope of the centre asked for (refused when not the project's). */
export async function centreScopeOf(db: Kysely<Database>, projectId: number, centreId: number | undefined) {
  const centres = (await centreProgressOf(db, [projectId])).get(projectId) ?? [];
  if (centreId === undefined) return { centres, scope: undefined };
  const centre = centres.find((entry) => entry.id === centreId);
  if (!centre)
    throw fieldProblem('centreId', { 'zh-CN': '本项目没有该研究中心', en: 'No such centre in this project' });
  return { centres, scope: { centreId, own: centre.isOwn } satisfies CentreScope };
}

const within = <Q extends SelectQueryBuilder<Database, 'trialSubject', object>>(
  q: Q,
  column: 'screeningDate' | 'enrolledDate',
  range: FunnelRange,
): Q => {
  let narrowed = q;
  if (range.fromDay) narrowed = narrowed.where(column, '>=', range.fromDay) as Q;
  if (range.toDay) narrowed = narrowed.where(column, '<=', range.toDay) as Q;
  return narrowed;
};

/** Valid subjects screened and enrolled within the range, per centre. */
async function subjectStagesByCentre(db: Kysely<Database>, projectId: number, range: FunnelRange) {
  const base = db.selectFrom('trialSubject').where('projectId', '=', projectId).where('invalid', '=', 0);
  const group = async (q: typeof base) =>
    (
      await q
        .select(['centreId', (eb) => eb.fn.countAll<number | string>().as('count')])
        .groupBy('centreId')
        .execute()
    ).map((row) => ({ centreId: row.centreId, count: Number(row.count) }));
  const [screening, enrolled] = await Promise.all([
    group(within(base, 'screeningDate', range)),
    group(within(base.where('enrolledDate', 'is not', null), 'enrolledDate', range)),
  ]);
  return { screening, enrolled };
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
  const stages = await subjectStagesByCentre(db, projectId, range);
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
