import { createFileRoute } from '@tanstack/react-router';
import { VisitSchedulePage } from '../../../features/visits/schedule/components/visit-schedule-page';
import {
  SCHEDULE_LAYOUTS,
  SCHEDULE_STATUSES,
  SCHEDULE_VIEWS,
  type VisitScheduleSearch,
} from '../../../features/visits/schedule/schedule-search-fields';
import { compact, listSearch } from '../../../lib/search-params';

export const Route = createFileRoute('/staff/(visits)/visit-schedule')({
  staticData: { staffPage: 'VisitSchedule' },
  validateSearch: listSearch<VisitScheduleSearch>({
    view: SCHEDULE_VIEWS,
    layout: SCHEDULE_LAYOUTS,
    date: 'day',
    projectId: 'id',
    status: SCHEDULE_STATUSES,
  }),
  component: PageRoute,
});

function PageRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <VisitSchedulePage search={search} onSearchChange={(next) => void navigate({ search: compact(next) })} />;
}
