import { createFileRoute } from '@tanstack/react-router';
import { StaffHome } from '../../features/access/auth/components/staff-home';

export const Route = createFileRoute('/staff/')({
  component: StaffHome,
});
