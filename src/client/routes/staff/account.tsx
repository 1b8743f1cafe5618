import { createFileRoute } from '@tanstack/react-router';
import { MyAccountPage } from '../../features/staff-account/components/my-account-page';

export const Route = createFileRoute('/staff/account')({
  staticData: { staffCrumb: 'myAccount' },
  component: MyAccountPage,
});
