import { createFileRoute } from '@tanstack/react-router';
import { CandidatesPage } from '../../../features/recruitment/candidates/components/candidates-page';
import type { CandidatesSearch } from '../../../features/recruitment/candidates/candidates-search';
import { compact, listSearch } from '../../../lib/search-params';
import { projectIdParams } from '../../../lib/project-params';

export const Route = createFileRoute('/staff/(recruitment)/projects/$projectId/candidates')({
  staticData: { projectPage: 'RecruitCandidates' },
  params: projectIdParams,
  validateSearch: listSearch<CandidatesSearch>({
    view: ['all', 'suggested', 'due'],
    status: ['recruitDone', 'recruitFail', 'recruitOut', 'recruitMay', 'unmatched'],
    keyword: 'text',
  }),
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
