import { createFileRoute } from '@tanstack/react-router';
import { ConnectedSystemsPage } from '../../../features/access/connected/components/connected-systems-page';

export const Route = createFileRoute('/staff/(access)/connected-systems')({
  staticData: { staffPage: 'ConnectedSystems' },
  component: ConnectedSystemsPage,
});
