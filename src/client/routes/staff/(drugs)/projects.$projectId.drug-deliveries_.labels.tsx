/** A delivery's pack labels, printable; not nested in the list's route, so the list does not render around it. */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { DeliveryLabels } from '../../../features/drugs/scanning/components/delivery-labels';
import { projectIdParams } from '../../../lib/project-params';
import { idParam } from '../../../lib/search-params';

export const Route = createFileRoute('/staff/(drugs)/projects/$projectId/drug-deliveries_/labels')({
  staticData: { projectPage: 'DrugDeliveries' },
  params: projectIdParams,
  validateSearch: (search: Record<string, unknown>): { deliveryId: number } => {
    const deliveryId = idParam(search.deliveryId);
    if (deliveryId === undefined) throw notFound();
    return { deliveryId };
  },
  component: LabelsRoute,
});

function LabelsRoute() {
  return <DeliveryLabels projectId={Route.useParams().projectId} deliveryId={Route.useSearch().deliveryId} />;
}
