/**
 * A subject's subsidies on the subject page (holders of FinanceSubsidies in the project): what
 * they are owed and not yet billed, billed and not yet paid out, and paid out, with their bills.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatFen } from '../../../../../shared/domain/money';
import { format, useMessages } from '../../../../lib/i18n';
import { subsidyMessages } from '../messages';
import { subsidyQueries } from '../queries';
import { BillsTable } from './subsidy-tables';

export function SubjectSubsidies({ projectId, subjectId }: { projectId: number; subjectId: number }) {
  const t = useMessages(subsidyMessages);
  const query = useQuery(subsidyQueries.subject(projectId, subjectId));
  if (query.isError && !query.data)
    return (
      <Alert severity="error" action={<Button onClick={() => void query.refetch()}>{t.close}</Button>}>
        {t.saveFailed}
      </Alert>
    );
  const data = query.data;
  return (
    <>
      {data && (
        <Typography>
          {format(t.subjectSummary, {
            owed: formatFen(data.owedFen),
            billed: formatFen(data.billedFen),
            paid: formatFen(data.paidFen),
          })}
        </Typography>
      )}
      <BillsTable
        rows={data?.bills ?? []}
        loading={query.isPending}
        failed={false}
        showSubject={false}
        actionsOf={() => []}
        onAction={() => undefined}
        onRetry={() => void query.refetch()}
      />
    </>
  );
}
