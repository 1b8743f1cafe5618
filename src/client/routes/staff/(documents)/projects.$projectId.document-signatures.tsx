import { createFileRoute } from '@tanstack/react-router';
import { SignaturesPage } from '../../../features/documents/review/components/signatures-page';
import { projectListRoute } from '../../../lib/project-list-route';

/** The project's signed versions; `id` opens one version's signature manifest. */
export const Route = createFileRoute('/staff/(documents)/projects/$projectId/document-signatures')({
  ...projectListRoute('DocumentSignatures', {}),
  component: PageRoute,
});

function PageRoute() {
  const { projectId } = Route.useParams();
  const { id } = Route.useSearch();
  return <SignaturesPage projectId={projectId} versionId={id} />;
}
