/** Visits as a table: the list view for small screens, the today's-and-overdue list and the printed day list. */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { memo } from 'react';
import type { ScheduleRow } from '../../../../../shared/api/visits/schedule';
import { format, useMessages } from '../../../../lib/i18n';
import { sameFields } from '../../../../lib/same-fields';
import { TableStates } from '../../../../ui/table-states';
import { ViewSubjectLink } from '../../../recruitment';
import { scheduleMessages } from '../messages';
import { SubjectLink, VisitFlags, visitLabel } from './visit-item';

export interface ScheduleTableProps {
  label: string;
  rows: ScheduleRow[];
  loading?: boolean;
  failed?: boolean;
  onRetry?: () => void;
  /** Plain text instead of links and chips (the printed list). */
  plain?: boolean;
}

/**
 * One visit's row, memoised on its fields: after a filter or range change most rows of a
 * 100-row month are the same visits in new objects, and re-rendering their links and chips
 * is what made the change slow.
 */
const ScheduleTableRow = memo(
  function ScheduleTableRow({ row, plain }: { row: ScheduleRow; plain?: boolean }) {
    const t = useMessages(scheduleMessages);
    return (
      <TableRow>
        <TableCell component="th" scope="row">
          {row.day}
        </TableCell>
        <TableCell>
          {plain ? `${row.subjectNumber} (${row.initials})` : <SubjectLink row={row} />}
          {!plain && (
            <ViewSubjectLink projectId={row.projectId} subjectId={row.subjectId} subjectNumber={row.subjectNumber} />
          )}
        </TableCell>
        <TableCell>{visitLabel(row)}</TableCell>
        <TableCell>{row.projectName}</TableCell>
        <TableCell>{format(t.range, { from: row.windowStart, to: row.windowEnd })}</TableCell>
        <TableCell>
          <VisitFlags row={row} withStatus />
        </TableCell>
      </TableRow>
    );
  },
  (before, after) => before.plain === after.plain && sameFields(before.row, after.row),
);

export function ScheduleTable({ label, rows, loading = false, failed = false, onRetry, plain }: ScheduleTableProps) {
  const t = useMessages(scheduleMessages);
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t.day}</TableCell>
            <TableCell>{t.subject}</TableCell>
            <TableCell>{t.visit}</TableCell>
            <TableCell>{t.project}</TableCell>
            <TableCell>{t.window}</TableCell>
            <TableCell>{t.status}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableStates
            colSpan={6}
            loading={loading}
            failed={failed}
            empty={rows.length === 0}
            onRetry={() => onRetry?.()}
            skeletonRows={3}
          />
          {!loading && rows.map((row) => <ScheduleTableRow key={row.id} row={row} plain={plain} />)}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
