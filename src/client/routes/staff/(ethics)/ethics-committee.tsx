import { createFileRoute } from '@tanstack/react-router';
import { EthicsCommitteePage } from '../../../features/ethics/committee/components/committee-page';

export const Route = createFileRoute('/staff/(ethics)/ethics-committee')({
  staticData: { staffPage: 'EthicsCommittee' },
  component: EthicsCommitteePage,
});
