import { createFileRoute } from '@tanstack/react-router';
import { EthicsBoardPage } from '../../../features/ethics/submissions/components/board-page';

export const Route = createFileRoute('/staff/(ethics)/ethics-board')({
  staticData: { staffPage: 'EthicsBoard' },
  component: EthicsBoardPage,
});
