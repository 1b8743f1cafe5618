/** One study meeting; not nested in the list's route, so the list does not render around it. */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { StudyMeetingPage } from '../../../features/study/meetings/components/study-meeting-page';
import { idParam } from '../../../lib/search-params';

export const Route = createFileRoute('/staff/(study)/projects/$projectId/meetings_/$meetingId')({
  staticData: { projectPage: 'StudyMeetings' },
  params: {
    parse: ({ projectId, meetingId }) => {
      const project = idParam(projectId);
      const meeting = idParam(meetingId);
      if (project === undefined || meeting === undefined) throw notFound();
      return { projectId: project, meetingId: meeting };
    },
    stringify: ({ projectId, meetingId }) => ({ projectId: String(projectId), meetingId: String(meetingId) }),
  },
  component: MeetingRoute,
});

function MeetingRoute() {
  const { projectId, meetingId } = Route.useParams();
  return <StudyMeetingPage projectId={projectId} id={meetingId} />;
}
