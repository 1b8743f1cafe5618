/**
 * The filters of the quality-control lists: each list endpoint's querystring (with paging)
 * and the staff list page's URL search. Kept apart from the endpoints, whose schemas the
 * routes (in the entry bundle) must not pull in.
 */
import type { QcLevel, QualityNode, QualityProblemType } from '../../domain/quality/qc-dictionaries';
import type { VerifyStatus, VerifyTaskStatus } from '../../domain/study';
import type { idSchema as sharedIdSchema } from '../contract/staff-fields';

const idSchema = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const satisfies typeof sharedIdSchema;
/** SPEC §4 verify task status, every value a caller sees (overdue 30 included, unknown 0 not). */
export const TASK_STATUS_FILTERS = [10, 20, 30, 40, 50, 60] as const satisfies readonly VerifyTaskStatus[];
export const FINDING_STATUS_FILTERS = [2, 3, 4, 5] as const satisfies readonly VerifyStatus[];
export const LEVEL_VALUES = [1, 2, 3] as const satisfies readonly QcLevel[];
/** What a QC finding was recorded on: a check task, an inspection or a self-check run. */
export const FINDING_SOURCES = ['task', 'inspection', 'selfCheck'] as const;
export type FindingSource = (typeof FINDING_SOURCES)[number];
/** The trial nodes (qulityNode) a task is generated at; the dictionary test keeps them equal. */
export const NODE_VALUES = [
  'firstSubject',
  'subjectsEnrolled',
  'visitsDone',
  'midTerm',
  'date',
  'closing',
] as const satisfies readonly QualityNode[];
export const PROBLEM_TYPE_VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const satisfies readonly QualityProblemType[];

export const checkTaskListFilters = {
  status: { type: 'integer', enum: TASK_STATUS_FILTERS },
  level: { type: 'integer', enum: LEVEL_VALUES },
  /** The trial node (qulityNode) that generated the task. */
  node: { type: 'string', enum: NODE_VALUES },
  /** The tasks assigned to this team member. */
  assigneeId: idSchema,
  /** Only the caller's tasks. */
  mine: { type: 'boolean' },
} as const;

export const findingListFilters = {
  status: { type: 'integer', enum: FINDING_STATUS_FILTERS },
  level: { type: 'integer', enum: LEVEL_VALUES },
  problemType: { type: 'integer', enum: PROBLEM_TYPE_VALUES },
  taskId: idSchema,
  source: { type: 'string', enum: FINDING_SOURCES },
  /** Only the findings the caller must answer. */
  mine: { type: 'boolean' },
} as const;
