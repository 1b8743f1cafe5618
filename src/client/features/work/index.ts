/** What the work area's screens offer other areas (inside the area, import files directly). */
export { ProblemReportHost } from './problems/components/problem-report-host';
