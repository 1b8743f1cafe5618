import { createFileRoute } from '@tanstack/react-router';
import { MyAccountPage } from '../../../features/access/account/components/my-account-page';

export const Route = createFileRoute('/staff/(access)/account')({
  staticData: { staffCrumb: 'myAccount' },
  component: MyAccountPage,
});
