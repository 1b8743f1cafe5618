import { createFileRoute } from '@tanstack/react-router';
import { SubjectsPage } from '../../../features/recruitment/subjects/components/subjects-page';
import type { SubjectsSearch } from '../../../features/recruitment/subjects/subjects-search';
import { compact, listSearch } from '../../../lib/search-params';
import { projectIdParams } from '../../../lib/project-params';

export const Route = createFileRoute('/staff/(recruitment)/projects/$projectId/subjects')({
  staticData: { projectPage: 'TrialSubjects' },
  params: projectIdParams,
  validateSearch: listSearch<SubjectsSearch>({
    status: ['screening', 'screenFailed', 'enrolled', 'completed', 'withdrawn'],
    validity: ['valid', 'invalid'],
    keyword: 'text',
  }),
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
