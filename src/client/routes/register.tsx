import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../features/access/registrations/components/register-page';
import { MuiScope } from '../ui/mui-scope';

export const Route = createFileRoute('/register')({
  component: RegisterRoute,
});

function RegisterRoute() {
  return (
    <MuiScope>
      <RegisterPage />
    </MuiScope>
  );
}
