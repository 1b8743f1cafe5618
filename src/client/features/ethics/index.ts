/** What the ethics area's screens offer other areas (inside the area, import files directly). */
export { ReportForwarding } from './forwarding/report-forwarding';
