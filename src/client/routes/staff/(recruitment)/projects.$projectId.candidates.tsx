import { createFileRoute } from '@tanstack/react-router';
import { candidateListFilters } from '../../../../shared/api/recruitment/list-filters';
import { CANDIDATE_VIEWS } from '../../../features/recruitment/candidates/candidates-search';
import { CandidatesPage } from '../../../features/recruitment/candidates/components/candidates-page';
import { compact, schemaSearch } from '../../../lib/search-params';
import { projectIdParams } from '../../../lib/project-params';

export const Route = createFileRoute('/staff/(recruitment)/projects/$projectId/candidates')({
  staticData: { projectPage: 'RecruitCandidates' },
  params: projectIdParams,
  validateSearch: schemaSearch({ ...candidateListFilters, view: { type: 'string', enum: CANDIDATE_VIEWS } }),
  component: PageRoute,
});

function PageRoute() {
  const { projectId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CandidatesPage
      projectId={projectId}
      search={search}
      onSearchChange={(next) => void navigate({ search: compact(next) })}
    />
  );
}
