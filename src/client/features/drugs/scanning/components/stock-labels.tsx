/** The labels of the packs the inventory's filters select (warehouse, batch, state, expiry), printable. */
import { useQuery } from '@tanstack/react-query';
import type { StockListQuery } from '../../../../../shared/api/drugs/inventory';
import { useStaffAccess } from '../../../access';
import { useMessages } from '../../../../lib/i18n';
import { useDocumentTitle } from '../../../../lib/document-title';
import { scanningMessages } from '../messages';
import { scanningQueries } from '../queries';
import { LabelSheet } from './label-sheet';

export function StockLabels(props: { projectId: number; filters: Omit<StockListQuery, 'offset' | 'limit'> }) {
  const { projectId } = props;
  const t = useMessages(scanningMessages);
  const project = useStaffAccess().projects.find((p) => p.projectId === projectId);
  const query = useQuery(scanningQueries.stockLabels(projectId, props.filters));
  useDocumentTitle(t.labelsTitle);
  return (
    <LabelSheet
      title={t.labelsTitle}
      projectId={projectId}
      projectName={project?.projectName}
      packs={query.data}
      loading={query.isPending}
      failed={query.isError}
    />
  );
}
