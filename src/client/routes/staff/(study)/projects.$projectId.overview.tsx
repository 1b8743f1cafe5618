import { createFileRoute } from '@tanstack/react-router';
import { ProjectViewPage } from '../../../features/study/projects/components/project-view-page';
import { PROJECT_TABS, type ProjectTab } from '../../../features/study/projects/projects-search';
import { projectIdParams } from '../../../lib/project-params';

export const Route = createFileRoute('/staff/(study)/projects/$projectId/overview')({
  staticData: { projectPage: 'ProjectOverview' },
  params: projectIdParams,
  validateSearch: (search: Record<string, unknown>): { tab?: ProjectTab } =>
    PROJECT_TABS.includes(search.tab as ProjectTab) ? { tab: search.tab as ProjectTab } : {},
  component: ProjectOverviewRoute,
});

function ProjectOverviewRoute() {
  const { projectId } = Route.useParams();
  const { tab = 'info' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProjectViewPage
      projectId={projectId}
      tab={tab}
      onTabChange={(next) => void navigate({ search: next === 'info' ? {} : { tab: next } })}
    />
  );
}
