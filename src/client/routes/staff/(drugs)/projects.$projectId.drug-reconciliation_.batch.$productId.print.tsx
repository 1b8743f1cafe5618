/** A batch's drug accountability log, printable; the batch number is in the search (`?batchNumber=`). */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { BatchLogPrint } from '../../../features/drugs/reconciliation/components/batch-log-print';
import { idParam } from '../../../lib/search-params';

export const Route = createFileRoute('/staff/(drugs)/projects/$projectId/drug-reconciliation_/batch/$productId/print')({
  staticData: { projectPage: 'DrugReconciliation' },
  params: {
    parse: ({ projectId, productId }) => {
      const project = idParam(projectId);
      const product = idParam(productId);
      if (project === undefined || product === undefined) throw notFound();
      return { projectId: project, productId: product };
    },
    stringify: ({ projectId, productId }) => ({ projectId: String(projectId), productId: String(productId) }),
  },
  validateSearch: (search: Record<string, unknown>): { batchNumber: string } => {
    // A batch number of digits only arrives parsed as a number.
    const raw = search.batchNumber;
    const batchNumber = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
    if (!batchNumber || batchNumber.length > 40) throw notFound();
    return { batchNumber };
  },
  component: PrintRoute,
});

function PrintRoute() {
  const { projectId, productId } = Route.useParams();
  return <BatchLogPrint projectId={projectId} productId={productId} batchNumber={Route.useSearch().batchNumber} />;
}
