import { createFileRoute } from '@tanstack/react-router';
import { JobMonitorPage } from '../../../features/visits';

export const Route = createFileRoute('/staff/(work)/jobs')({
  staticData: { staffPage: 'JobMonitor' },
  component: JobMonitorPage,
});
