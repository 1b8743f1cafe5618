/** What the quality area offers the rest of the server. */
// Monitoring.
export { createMonitoringRepository } from './monitoring/repository';
