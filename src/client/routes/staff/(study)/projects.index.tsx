import { createFileRoute } from '@tanstack/react-router';
import { ProjectsPage } from '../../../features/study/projects/components/projects-page';
import type { ProjectsSearch } from '../../../features/study/projects/projects-search';
import { compact, listSearch } from '../../../lib/search-params';

export const Route = createFileRoute('/staff/(study)/projects/')({
  staticData: { staffPage: 'ProjectManage' },
  validateSearch: listSearch<ProjectsSearch>({
    keyword: 'text',
    status: ['preparing', 'ongoing', 'terminated', 'archived'],
    publication: ['published', 'draft'],
    recruitStatus: ['zmz', 'zmwc', 'ztzm', 'zzzm'],
    sort: ['actionTime', 'name', 'updatedAt', 'projectNo', 'status'],
    order: ['asc', 'desc'],
  }),
  component: ProjectsRoute,
});

function ProjectsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ProjectsPage search={search} onSearchChange={(next) => void navigate({ search: compact(next) })} />;
}
