import { createFileRoute } from '@tanstack/react-router';
import { SamplesPage } from '../../../features/visits/samples/components/samples-page';
import { projectListRoute } from '../../../lib/project-list-route';

export const Route = createFileRoute('/staff/(visits)/projects/$projectId/samples')({
  ...projectListRoute('SampleBoxes', {}),
  component: PageRoute,
});

function PageRoute() {
  return <SamplesPage projectId={Route.useParams().projectId} />;
}
