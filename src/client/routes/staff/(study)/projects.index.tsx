import { createFileRoute } from '@tanstack/react-router';
import { projectListFilters } from '../../../../shared/api/study/list-filters';
import { ProjectsPage } from '../../../features/study/projects/components/projects-page';
import { compact, schemaSearch } from '../../../lib/search-params';

export const Route = createFileRoute('/staff/(study)/projects/')({
  staticData: { staffPage: 'ProjectManage' },
  validateSearch: schemaSearch(projectListFilters),
  component: ProjectsRoute,
});

function ProjectsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ProjectsPage search={search} onSearchChange={(next) => void navigate({ search: compact(next) })} />;
}
