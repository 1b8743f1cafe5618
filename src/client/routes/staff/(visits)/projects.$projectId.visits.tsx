import { createFileRoute } from '@tanstack/react-router';
import { SubjectVisitsPage } from '../../../features/visits/subject-visits/components/subject-visits-page';
import { compact, idParam } from '../../../lib/search-params';
import { projectIdParams } from '../../../lib/project-params';

/** The chosen subject, kept in the URL so a calendar can be linked to and reloaded. */
interface SubjectVisitsSearch {
  subjectId?: number;
}

export const Route = createFileRoute('/staff/(visits)/projects/$projectId/visits')({
  staticData: { projectPage: 'SubjectVisits' },
  params: projectIdParams,
  validateSearch: (search: Record<string, unknown>): SubjectVisitsSearch =>
    compact({ subjectId: idParam(search.subjectId) }),
  component: PageRoute,
});

function PageRoute() {
  const { projectId } = Route.useParams();
  const { subjectId } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SubjectVisitsPage
      projectId={projectId}
      subjectId={subjectId}
      onSubjectChange={(next) => void navigate({ search: compact({ subjectId: next }) })}
    />
  );
}
