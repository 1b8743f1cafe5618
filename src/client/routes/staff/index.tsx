import { createFileRoute } from '@tanstack/react-router';
import { StaffHome } from '../../features/auth/components/staff-home';

export const Route = createFileRoute('/staff/')({
  component: StaffHome,
});
