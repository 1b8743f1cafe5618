/**
 * A project's drug accountability (page DrugReconciliation): every drug and batch reconciled
 * from the stock ledger, with the project's totals, and the printable, signable logs of each
 * batch and of each subject who received drugs.
 */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useMessages } from '../../../../lib/i18n';
import { RouterLink } from '../../../../ui/router-link';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { useStaffAccess } from '../../../access';
import { reconciliationMessages } from '../messages';
import { reconciliationQueries } from '../queries';
import { BatchTable } from './batch-table';
import { SubjectTable } from './subject-table';

export function ReconciliationPage({ projectId }: { projectId: number }) {
  const t = useMessages(reconciliationMessages);
  const project = useStaffAccess().projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const batches = useQuery(reconciliationQueries.batches(projectId));
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title} projectName={project?.projectName} />
      <Typography color="text.secondary">{t.explain}</Typography>
      <BatchTable
        rows={batches.data ?? []}
        loading={batches.isPending}
        failed={batches.isError}
        onRetry={() => void batches.refetch()}
        logLink={(row) => (
          <RouterLink
            to="/staff/projects/$projectId/drug-reconciliation/batch/$productId/print"
            params={{ projectId, productId: row.productId }}
            search={{ batchNumber: row.batchNumber }}
            target="_blank"
            aria-label={`${t.batchLog} ${row.batchNumber}`}
          >
            {t.openLog}
          </RouterLink>
        )}
      />
      <Typography variant="h6" component="h2">
        {t.subjectLogs}
      </Typography>
      <SubjectTable projectId={projectId} />
    </Stack>
  );
}
