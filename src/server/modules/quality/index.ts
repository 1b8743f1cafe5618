/** What the quality area's server modules offer other areas (inside the area, import files directly). */
// Quality control.
export { generateCheckTasks } from './check-tasks/generate';
// Monitoring.
export { createMonitoringRepository } from './monitoring/repository';
export { remoteSourceGate } from './monitoring/remote-gate';
