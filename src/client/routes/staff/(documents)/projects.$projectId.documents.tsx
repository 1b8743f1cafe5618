import { createFileRoute } from '@tanstack/react-router';
import { BinderPage } from '../../../features/documents/binder/components/binder-page';
import { projectListRoute } from '../../../lib/project-list-route';

export const Route = createFileRoute('/staff/(documents)/projects/$projectId/documents')({
  ...projectListRoute('DocumentBinder', {}),
  component: PageRoute,
});

function PageRoute() {
  return <BinderPage projectId={Route.useParams().projectId} />;
}
