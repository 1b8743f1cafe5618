/** What the visits area's screens offer other areas (inside the area, import files directly). */
export { JobMonitorPage } from './reminders/components/job-monitor-page';
