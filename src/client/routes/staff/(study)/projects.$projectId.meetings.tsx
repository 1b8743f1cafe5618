import { createFileRoute } from '@tanstack/react-router';
import { StudyMeetingsPage } from '../../../features/study/meetings/components/study-meetings-page';
import { projectIdParams } from '../../../lib/project-params';

export const Route = createFileRoute('/staff/(study)/projects/$projectId/meetings')({
  staticData: { projectPage: 'StudyMeetings' },
  params: projectIdParams,
  component: MeetingsRoute,
});

function MeetingsRoute() {
  const { projectId } = Route.useParams();
  return <StudyMeetingsPage projectId={projectId} />;
}
