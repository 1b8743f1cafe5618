import { createFileRoute } from '@tanstack/react-router';
import { ReportsPage } from '../../../features/access/reports/components/reports-page';

export const Route = createFileRoute('/staff/(access)/reports')({
  staticData: { staffPage: 'Reports' },
  component: ReportsPage,
});
