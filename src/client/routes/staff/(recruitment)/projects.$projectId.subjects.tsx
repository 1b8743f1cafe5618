import { createFileRoute } from '@tanstack/react-router';
import { subjectListFilters } from '../../../../shared/api/recruitment/list-filters';
import { SubjectsPage } from '../../../features/recruitment/subjects/components/subjects-page';
import { compact, schemaSearch } from '../../../lib/search-params';
import { projectIdParams } from '../../../lib/project-params';

export const Route = createFileRoute('/staff/(recruitment)/projects/$projectId/subjects')({
  staticData: { projectPage: 'TrialSubjects' },
  params: projectIdParams,
  validateSearch: schemaSearch(subjectListFilters),
  component: PageRoute,
});

function PageRoute() {
  const { projectId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SubjectsPage
      projectId={projectId}
      search={search}
      onSearchChange={(next) => void navigate({ search: compact(next) })}
    />
  );
}
