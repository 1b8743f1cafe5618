import { createFileRoute } from '@tanstack/react-router';
import { JobMonitorPage } from '../../../features/visits/reminders/components/job-monitor-page';

export const Route = createFileRoute('/staff/(work)/jobs')({
  staticData: { staffPage: 'JobMonitor' },
  component: JobMonitorPage,
});
