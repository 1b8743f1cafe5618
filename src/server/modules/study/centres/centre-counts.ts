/**
 * Each centre's valid subjects (in screening now, ever enrolled), for the centres page and the
 * workbench. A subject without a centre (a row written outside the app) counts at its
 * project's own centre, so the centres always add up to the project's total.
 */
import type { Kysely } from 'kysely';
import type { CentreCounts } from '../../../../shared/api/study/centres';
import type { CentreStatus } from '../../../../shared/domain/study/centres';
import type { Database } from '../../../db/schema';
import { type CentreState, createCentreRepository } from './repository';

type Repo = ReturnType<typeof createCentreRepository>;
const none = (): CentreCounts => ({ screening: 0, enrolled: 0 });

/** The counts of each centre of `centres` (the projects' centres, read once). */
export async function centreCountsOf(repo: Repo, projectIds: number[], centres: readonly CentreState[]) {
  const own = new Map(centres.filter((centre) => centre.isOwn).map((centre) => [centre.projectId, centre.id]));
  const byCentre = new Map<number, CentreCounts>();
  for (const row of await repo.counts(projectIds)) {
    const centreId = row.centreId ?? own.get(row.projectId);
    if (centreId === undefined) continue;
    const counts = byCentre.get(centreId) ?? none();
    counts.screening += row.screening;
    counts.enrolled += row.enrolled;
    byCentre.set(centreId, counts);
  }
  return { of: (centreId: number): CentreCounts => byCentre.get(centreId) ?? none() };
}

export interface CentreProgress {
  id: number;
  name: string;
  isOwn: boolean;
  status: CentreStatus;
  screening: number;
  enrolled: number;
  target: number | null;
}

/** The centres of each project with their subjects and targets (our own first), for other areas. */
export async function centreProgressOf(
  db: Kysely<Database>,
  projectIds: number[],
): Promise<Map<number, CentreProgress[]>> {
  const repo = createCentreRepository(db);
  const centres = await repo.ofProjects(projectIds);
  const counts = await centreCountsOf(repo, projectIds, centres);
  const result = new Map<number, CentreProgress[]>(projectIds.map((id) => [id, []]));
  for (const centre of centres) {
    result.get(centre.projectId)?.push({
      id: centre.id,
      name: centre.name,
      isOwn: centre.isOwn,
      status: centre.status,
      ...counts.of(centre.id),
      target: centre.enrolmentTarget,
    });
  }
  return result;
}
