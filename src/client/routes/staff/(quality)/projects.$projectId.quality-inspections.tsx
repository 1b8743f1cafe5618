import { createFileRoute } from '@tanstack/react-router';
import type { InspectionType } from '../../../../shared/domain/quality/inspection-dictionaries';
import { InspectionsPage } from '../../../features/quality/inspections/components/inspections-page';
import { projectListRoute } from '../../../lib/project-list-route';

/** The inspection types' codes (the dictionary's names stay out of the entry bundle). */
const INSPECTION_TYPE_CODES = [
  'nmpa',
  'provincial',
  'health',
  'sponsorAudit',
  'croAudit',
  'ethics',
  'foreign',
  'other',
] as const satisfies readonly InspectionType[];

export const Route = createFileRoute('/staff/(quality)/projects/$projectId/quality-inspections')({
  ...projectListRoute('QualityInspections', { inspectionType: { type: 'string', enum: INSPECTION_TYPE_CODES } }),
  component: PageRoute,
});

function PageRoute() {
  const navigate = Route.useNavigate();
  const { id: _id, ...search } = Route.useSearch();
  return (
    <InspectionsPage
      projectId={Route.useParams().projectId}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
    />
  );
}
