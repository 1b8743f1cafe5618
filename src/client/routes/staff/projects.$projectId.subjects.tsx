import { createFileRoute, notFound } from '@tanstack/react-router';
import { SubjectsPage } from '../../features/staff-subjects/components/subjects-page';
import { idParam } from '../../lib/search-params';

export const Route = createFileRoute('/staff/projects/$projectId/subjects')({
  staticData: { projectPage: 'TrialSubjects' },
  params: {
    parse: ({ projectId }) => {
      const id = idParam(projectId);
      if (id === undefined) throw notFound();
      return { projectId: id };
    },
    stringify: ({ projectId }) => ({ projectId: String(projectId) }),
  },
  component: PageRoute,
});

function PageRoute() {
  const { projectId } = Route.useParams();
  return <SubjectsPage projectId={projectId} />;
}
