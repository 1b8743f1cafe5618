import { createFileRoute } from '@tanstack/react-router';
import { OrgsPage } from '../../features/staff-orgs/components/orgs-page';

export const Route = createFileRoute('/staff/orgs')({
  staticData: { staffPage: 'OrgManage' },
  component: OrgsPage,
});
