/**
 * The quality dashboard's aggregates of one project, read on both databases: open findings
 * grouped by level (the task's; 1 for a self-check's; null for an inspection's) and problem
 * type, pending tasks past their due day, SDV coverage of the key records (the SDV module's
 * count) and unsettled queries by age on the hospital's calendar.
 */
import { type Kysely, sql } from 'kysely';
import type { QualityDashboard } from '../../../../shared/api/quality/dashboard';
import { daysBetween, hospitalDay } from '../../../../shared/domain/hospital-time';
import { QUERY_AGE_BUCKETS, queryAgeBucket } from '../../../../shared/domain/quality/inspection-dictionaries';
import { OPEN_FINDING_STATUSES } from '../../../../shared/domain/quality/qc-status';
import { QUERY_UNSETTLED } from '../../../../shared/domain/quality/query-status';
import type { Database } from '../../../db/schema';
import { createSdvRepository } from '../sdv/repository';

type Executor = Kysely<Database>;

async function openFindings(db: Executor, projectId: number): Promise<QualityDashboard['openFindings']> {
  const level = sql<number | null>`case when f.self_check_run_id is not null then 1 else t.level end`;
  const rows = await db
    .selectFrom('qualityFinding as f')
    .leftJoin('qualityCheckTask as t', 't.id', 'f.taskId')
    .select((eb) => [level.as('level'), 'f.problemType', eb.fn.countAll<number | string>().as('count')])
    .where('f.projectId', '=', projectId)
    .where('f.status', 'in', OPEN_FINDING_STATUSES)
    .groupBy([level, 'f.problemType'])
    .execute();
  return rows
    .map((row) => ({
      level: row.level === null ? null : Number(row.level),
      problemType: row.problemType as QualityDashboard['openFindings'][number]['problemType'],
      count: Number(row.count),
    }))
    .sort((a, b) => (a.level ?? 9) - (b.level ?? 9) || a.problemType - b.problemType);
}

export async function qualityDashboardOf(db: Executor, projectId: number, at: number): Promise<QualityDashboard> {
  const today = hospitalDay(at);
  const overdue = await db
    .selectFrom('qualityCheckTask')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('projectId', '=', projectId)
    .where('status', '=', 10)
    .where('dueDate', '<', today)
    .executeTakeFirstOrThrow();
  const coverage = await createSdvRepository(db).coverage(projectId);
  const queries = await db
    .selectFrom('qualityQuery')
    .select('createdAt')
    .where('projectId', '=', projectId)
    .where('status', 'in', QUERY_UNSETTLED)
    .execute();
  const ages = new Map(QUERY_AGE_BUCKETS.map((bucket) => [bucket, 0]));
  for (const { createdAt } of queries) {
    const bucket = queryAgeBucket(daysBetween(hospitalDay(Date.parse(createdAt)), today));
    ages.set(bucket, (ages.get(bucket) ?? 0) + 1);
  }
  return {
    openFindings: await openFindings(db, projectId),
    overdueTasks: Number(overdue.n),
    sdv: coverage.reduce((sum, row) => ({ total: sum.total + row.total, verified: sum.verified + row.verified }), {
      total: 0,
      verified: 0,
    }),
    queryAges: [...ages].map(([bucket, count]) => ({ bucket, count })),
  };
}
