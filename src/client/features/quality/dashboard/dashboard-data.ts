/**
 * The quality dashboard's answer arranged for its charts and tables: open findings summed by
 * level (an inspection's have none) and by problem type, the SDV coverage as a share, and
 * the query ages in the buckets' order with the empty ones shown as zero.
 */
import type { QualityDashboard } from '../../../../shared/api/quality/dashboard';
import { QUERY_AGE_BUCKETS, type QueryAgeBucket } from '../../../../shared/domain/quality/inspection-dictionaries';
import { QUALITY_PROBLEM_TYPES } from '../../../../shared/domain/quality/qc-dictionaries';

/** The levels in the order shown; null is an inspection's finding, which has no QC level. */
export const DASHBOARD_LEVELS = [1, 2, 3, null] as const;
export type DashboardLevel = (typeof DASHBOARD_LEVELS)[number];

export function findingsByLevel(rows: QualityDashboard['openFindings']): { level: DashboardLevel; count: number }[] {
  return DASHBOARD_LEVELS.map((level) => ({
    level,
    count: rows.filter((row) => row.level === level).reduce((sum, row) => sum + row.count, 0),
  }));
}

/** Problem types with at least one open finding, most first (then in the dictionary's order). */
export function findingsByProblemType(
  rows: QualityDashboard['openFindings'],
): { problemType: number; count: number }[] {
  return QUALITY_PROBLEM_TYPES.map((problemType) => ({
    problemType,
    count: rows.filter((row) => row.problemType === problemType).reduce((sum, row) => sum + row.count, 0),
  }))
    .filter((row) => row.count > 0)
    .sort((a, b) => b.count - a.count);
}

export function openFindingTotal(rows: QualityDashboard['openFindings']): number {
  return rows.reduce((sum, row) => sum + row.count, 0);
}

/** Verified of total as a whole percentage, null when there is nothing to verify. */
export function sdvPercent(sdv: QualityDashboard['sdv']): number | null {
  if (sdv.total === 0) return null;
  return Math.floor((sdv.verified / sdv.total) * 100);
}

export function queryAges(rows: QualityDashboard['queryAges']): { bucket: QueryAgeBucket; count: number }[] {
  return QUERY_AGE_BUCKETS.map((bucket) => ({
    bucket,
    count: rows.find((row) => row.bucket === bucket)?.count ?? 0,
  }));
}
