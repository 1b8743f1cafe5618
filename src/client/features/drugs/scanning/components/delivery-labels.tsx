/** The labels of a delivery's packs, printable (from the deliveries page). */
import { useQuery } from '@tanstack/react-query';
import { useStaffAccess } from '../../../access';
import { format, useMessages } from '../../../../lib/i18n';
import { useDocumentTitle } from '../../../../lib/document-title';
import { scanningMessages } from '../messages';
import { scanningQueries } from '../queries';
import { LabelSheet } from './label-sheet';

export function DeliveryLabels({ projectId, deliveryId }: { projectId: number; deliveryId: number }) {
  const t = useMessages(scanningMessages);
  const project = useStaffAccess().projects.find((p) => p.projectId === projectId);
  const query = useQuery(scanningQueries.deliveryLabels(projectId, deliveryId));
  const title = query.data ? format(t.deliveryLabelsTitle, { shipment: query.data.shipmentNumber }) : t.labelsTitle;
  useDocumentTitle(title);
  return (
    <LabelSheet
      title={title}
      projectId={projectId}
      projectName={project?.projectName}
      packs={query.data?.packs}
      loading={query.isPending}
      failed={query.isError}
      missing={query.data === null ? t.deliveryMissing : undefined}
    />
  );
}
