/** The "print labels" actions of the deliveries and inventory pages: each opens a label sheet in a new tab. */
import type { StockListQuery } from '../../../../../shared/api/drugs/inventory';
import { format, useMessages } from '../../../../lib/i18n';
import { RouterButton, RouterLink } from '../../../../ui/router-link';
import { scanningMessages } from '../messages';

/** A delivery's pack labels (in the delivery's row). */
export function DeliveryLabelsLink(props: { projectId: number; deliveryId: number; shipmentNumber: string }) {
  const t = useMessages(scanningMessages);
  return (
    <RouterLink
      to="/staff/projects/$projectId/drug-deliveries/labels"
      params={{ projectId: props.projectId }}
      search={{ deliveryId: props.deliveryId }}
      target="_blank"
      aria-label={format(t.deliveryLabelsTitle, { shipment: props.shipmentNumber })}
      sx={{ display: 'block' }}
    >
      {t.labels}
    </RouterLink>
  );
}

/** Labels of the packs the inventory's current filters select. */
export function StockLabelsButton(props: { projectId: number; filters: Omit<StockListQuery, 'offset' | 'limit'> }) {
  const t = useMessages(scanningMessages);
  return (
    <RouterButton
      to="/staff/projects/$projectId/drug-inventory/labels"
      params={{ projectId: props.projectId }}
      search={props.filters}
      target="_blank"
    >
      {t.labels}
    </RouterButton>
  );
}
