import { createFileRoute } from '@tanstack/react-router';
import { JobMonitorPage } from '../../features/staff-reminders/components/job-monitor-page';

export const Route = createFileRoute('/staff/jobs')({
  staticData: { staffPage: 'JobMonitor' },
  component: JobMonitorPage,
});
