import { createFileRoute, notFound } from '@tanstack/react-router';
import { CandidatesPage } from '../../features/staff-recruitment/components/candidates-page';
import type { CandidatesSearch } from '../../features/staff-recruitment/candidates-search';
import { compact, idParam, listSearch } from '../../lib/search-params';

export const Route = createFileRoute('/staff/projects/$projectId/candidates')({
  staticData: { projectPage: 'RecruitCandidates' },
  params: {
    parse: ({ projectId }) => {
      const id = idParam(projectId);
      if (id === undefined) throw notFound();
      return { projectId: id };
    },
    stringify: ({ projectId }) => ({ projectId: String(projectId) }),
  },
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
