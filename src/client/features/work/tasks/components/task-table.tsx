/** The inbox's tasks: title (a link to the record), project, subject, due chip and label. */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TaskRow } from '../../../../../shared/api/work/tasks';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { TableStates } from '../../../../ui/table-states';
import { ViewSubjectLink } from '../../../recruitment';
import { taskMessages } from '../messages';
import { TaskLink } from './task-link';

/** Overdue red, due soon orange; other states need no chip, the label says it. */
function DueChip({ task }: { task: TaskRow }) {
  const t = useMessages(taskMessages);
  if (task.dueState === 'overdue') return <Chip size="small" color="error" label={t.overdue} />;
  if (task.dueState === 'dueSoon') return <Chip size="small" color="warning" label={t.dueSoon} />;
  return null;
}

export interface TaskTableProps {
  rows: TaskRow[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

export function TaskTable({ rows, loading, failed, onRetry }: TaskTableProps) {
  const t = useMessages(taskMessages);
  const { locale } = useLocale();
  return (
    <TableContainer>
      <Table size="small" aria-label={t.table}>
        <TableHead>
          <TableRow>
            <TableCell>{t.task}</TableCell>
            <TableCell>{t.project}</TableCell>
            <TableCell>{t.subject}</TableCell>
            <TableCell>{t.due}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableStates colSpan={4} loading={loading} failed={failed} empty={false} onRetry={onRetry} />
          {!loading && !failed && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={4} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                {t.empty}
              </TableCell>
            </TableRow>
          )}
          {!loading &&
            rows.map((task) => (
              <TableRow key={task.key} hover selected={task.overdue}>
                <TableCell>
                  <TaskLink task={task} />
                  <Typography variant="body2" color="text.secondary">
                    {task.detail[locale]}
                  </Typography>
                </TableCell>
                <TableCell>{task.projectName}</TableCell>
                <TableCell>
                  {task.subjectNumber ? `${task.subjectNumber} ${task.initials ?? ''}` : '—'}
                  {task.subjectId !== null && (
                    <ViewSubjectLink
                      projectId={task.projectId}
                      subjectId={task.subjectId}
                      subjectNumber={task.subjectNumber}
                    />
                  )}
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <DueChip task={task} />
                    <span>{task.dueLabel ?? '—'}</span>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
