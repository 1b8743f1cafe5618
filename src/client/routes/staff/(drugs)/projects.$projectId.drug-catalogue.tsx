import { createFileRoute } from '@tanstack/react-router';
import { CataloguePage } from '../../../features/drugs/catalogue/components/catalogue-page';
import { projectListRoute } from '../../../lib/project-list-route';

export const Route = createFileRoute('/staff/(drugs)/projects/$projectId/drug-catalogue')({
  ...projectListRoute('DrugCatalogue', {}),
  component: PageRoute,
});

function PageRoute() {
  return <CataloguePage projectId={Route.useParams().projectId} />;
}
