/** One subject's page; not nested in the list's route, so the list does not render around it. */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { SubjectPage } from '../../../features/recruitment/subject-page/components/subject-page';
import { idParam } from '../../../lib/search-params';

export const Route = createFileRoute('/staff/(recruitment)/projects/$projectId/subjects_/$subjectId')({
  staticData: { projectPage: 'TrialSubjects' },
  params: {
    parse: ({ projectId, subjectId }) => {
      const project = idParam(projectId);
      const subject = idParam(subjectId);
      if (project === undefined || subject === undefined) throw notFound();
      return { projectId: project, subjectId: subject };
    },
    stringify: ({ projectId, subjectId }) => ({ projectId: String(projectId), subjectId: String(subjectId) }),
  },
  component: SubjectPageRoute,
});

function SubjectPageRoute() {
  const { projectId, subjectId } = Route.useParams();
  return <SubjectPage projectId={projectId} subjectId={subjectId} />;
}
