/**
 * The workbench's own reads (the task summaries come from tasks/task-keys.ts): subjects per
 * project of the user's team, for recruitment progress against the project's enrolment target,
 * in total and per research centre (the study area's centreProgressOf). Reads only, trial_subject,
 * research_centre and user_project_role; counts only, no subject is named.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { centreProgressOf } from '../../study';

export function createWorkbenchRepository(db: Kysely<Database>) {
  return {
    /** Each project of the user's team with its valid subjects in screening and ever enrolled. */
    async recruitment(userId: number) {
      const rows = await db
        .selectFrom('project as p')
        .leftJoin('trialSubject as ts', (join) => join.onRef('ts.projectId', '=', 'p.id').on('ts.invalid', '=', 0))
        .select((eb) => [
          'p.id',
          'p.name',
          'p.enrolmentTarget',
          eb.fn
            .sum<number | string | null>(eb.case().when('ts.status', '=', 'screening').then(1).else(0).end())
            .as('screening'),
          eb.fn
            .sum<number | string | null>(eb.case().when('ts.enrolledDate', 'is not', null).then(1).else(0).end())
            .as('enrolled'),
        ])
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('userProjectRole as upr')
              .select('upr.projectId')
              .whereRef('upr.projectId', '=', 'p.id')
              .where('upr.userId', '=', userId),
          ),
        )
        .groupBy(['p.id', 'p.name', 'p.enrolmentTarget'])
        .orderBy('p.id')
        .execute();
      const centres = await centreProgressOf(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        screening: Number(row.screening ?? 0),
        enrolled: Number(row.enrolled ?? 0),
        target: row.enrolmentTarget === null ? null : Number(row.enrolmentTarget),
        centres: (centres.get(row.id) ?? []).map(({ status: _status, ...centre }) => centre),
      }));
    },
  };
}
