/** The subjects who received drugs, with the packs dispensed and returned, each with their log's print. */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useMessages } from '../../../../lib/i18n';
import { RouterLink } from '../../../../ui/router-link';
import { TableStates } from '../../../../ui/table-states';
import { reconciliationMessages } from '../messages';
import { reconciliationQueries } from '../queries';

export function SubjectTable({ projectId }: { projectId: number }) {
  const t = useMessages(reconciliationMessages);
  const subjects = useQuery(reconciliationQueries.subjects(projectId));
  const rows = subjects.data ?? [];
  const heads = [t.subject, t.dispensed, t.returned, t.log];
  return (
    <Table size="small" aria-label={t.subjectTable}>
      <TableHead>
        <TableRow>
          {heads.map((head) => (
            <TableCell key={head}>{head}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        <TableStates
          colSpan={heads.length}
          loading={subjects.isPending}
          failed={subjects.isError}
          empty={rows.length === 0}
          onRetry={() => void subjects.refetch()}
          skeletonRows={2}
        />
        {rows.map((row) => {
          const who = `${row.subjectNumber ?? ''} ${row.initials ?? ''}`.trim();
          return (
            <TableRow key={row.subjectId}>
              <TableCell>{who}</TableCell>
              <TableCell>{row.dispensed}</TableCell>
              <TableCell>{row.returned}</TableCell>
              <TableCell>
                <RouterLink
                  to="/staff/projects/$projectId/drug-reconciliation/subject/$subjectId/print"
                  params={{ projectId, subjectId: row.subjectId }}
                  target="_blank"
                  aria-label={`${t.openLog} ${who}`}
                >
                  {t.openLog}
                </RouterLink>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
