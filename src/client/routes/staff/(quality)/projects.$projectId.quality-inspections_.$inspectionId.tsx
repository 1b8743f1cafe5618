/** One inspection; not nested in the list's route, so the list does not render around it. */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { InspectionDetail } from '../../../features/quality/inspections/components/inspection-detail';
import { idParam } from '../../../lib/search-params';

export const Route = createFileRoute('/staff/(quality)/projects/$projectId/quality-inspections_/$inspectionId')({
  staticData: { projectPage: 'QualityInspections' },
  params: {
    parse: ({ projectId, inspectionId }) => {
      const project = idParam(projectId);
      const inspection = idParam(inspectionId);
      if (project === undefined || inspection === undefined) throw notFound();
      return { projectId: project, inspectionId: inspection };
    },
    stringify: ({ projectId, inspectionId }) => ({ projectId: String(projectId), inspectionId: String(inspectionId) }),
  },
  component: DetailRoute,
});

function DetailRoute() {
  const { projectId, inspectionId } = Route.useParams();
  return <InspectionDetail projectId={projectId} id={inspectionId} />;
}
