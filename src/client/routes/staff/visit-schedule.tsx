import { createFileRoute } from '@tanstack/react-router';
import { VisitSchedulePage } from '../../features/staff-visit-schedule/components/visit-schedule-page';

export const Route = createFileRoute('/staff/visit-schedule')({
  staticData: { staffPage: 'VisitSchedule' },
  component: VisitSchedulePage,
});
