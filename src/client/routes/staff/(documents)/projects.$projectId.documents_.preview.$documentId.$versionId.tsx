/** FilePreviewWrapper: a binder version's preview, not nested in the binder's route, so the binder does not render around it. */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { PreviewPage } from '../../../features/documents/binder/components/preview-page';
import { idParam } from '../../../lib/search-params';

export const Route = createFileRoute(
  '/staff/(documents)/projects/$projectId/documents_/preview/$documentId/$versionId',
)({
  staticData: { projectPage: 'DocumentBinder' },
  params: {
    parse: ({ projectId, documentId, versionId }) => {
      const project = idParam(projectId);
      const document = idParam(documentId);
      const version = idParam(versionId);
      if (project === undefined || document === undefined || version === undefined) throw notFound();
      return { projectId: project, documentId: document, versionId: version };
    },
    stringify: ({ projectId, documentId, versionId }) => ({
      projectId: String(projectId),
      documentId: String(documentId),
      versionId: String(versionId),
    }),
  },
  component: PreviewRoute,
});

function PreviewRoute() {
  const { projectId, documentId, versionId } = Route.useParams();
  return <PreviewPage projectId={projectId} documentId={documentId} versionId={versionId} />;
}
