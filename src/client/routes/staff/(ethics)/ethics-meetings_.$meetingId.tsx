/** A meeting's room; not nested in the list's route, so the list does not render around it. */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { MeetingRoomPage } from '../../../features/ethics/meetings/components/meeting-room-page';
import { idParam } from '../../../lib/search-params';

export const Route = createFileRoute('/staff/(ethics)/ethics-meetings_/$meetingId')({
  staticData: { staffPage: 'EthicsMeetings' },
  params: {
    parse: ({ meetingId }) => {
      const id = idParam(meetingId);
      if (id === undefined) throw notFound();
      return { meetingId: id };
    },
    stringify: ({ meetingId }) => ({ meetingId: String(meetingId) }),
  },
  component: RoomRoute,
});

function RoomRoute() {
  const { meetingId } = Route.useParams();
  return <MeetingRoomPage id={meetingId} />;
}
