import { createFileRoute } from '@tanstack/react-router';
import { OrgsPage } from '../../../features/access/orgs/components/orgs-page';

export const Route = createFileRoute('/staff/(access)/orgs')({
  staticData: { staffPage: 'OrgManage' },
  component: OrgsPage,
});
