import { createFileRoute } from '@tanstack/react-router';
import { MeetingsPage } from '../../../features/ethics/meetings/components/meetings-page';

export const Route = createFileRoute('/staff/(ethics)/ethics-meetings')({
  staticData: { staffPage: 'EthicsMeetings' },
  component: MeetingsPage,
});
