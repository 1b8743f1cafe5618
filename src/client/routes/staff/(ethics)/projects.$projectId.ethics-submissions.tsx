import { createFileRoute } from '@tanstack/react-router';
import { EthicsSubmissionsPage } from '../../../features/ethics/submissions/components/submissions-page';
import { projectIdParams } from '../../../lib/project-params';

export const Route = createFileRoute('/staff/(ethics)/projects/$projectId/ethics-submissions')({
  staticData: { projectPage: 'EthicsSubmissions' },
  params: projectIdParams,
  component: PageRoute,
});

function PageRoute() {
  return <EthicsSubmissionsPage projectId={Route.useParams().projectId} />;
}
