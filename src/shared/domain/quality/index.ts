/** What the quality area's domain rules offer other areas (inside the area, import files directly). */
export { FINDING_SEVERITY, QC_LEVEL, QUALITY_NODE, QUALITY_PROBLEM_TYPE } from './qc-dictionaries';
export { OPEN_FINDING_STATUSES, OPEN_TASK_STATUSES } from './qc-status';
