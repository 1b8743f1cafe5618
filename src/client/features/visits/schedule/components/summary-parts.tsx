/**
 * The visit summary's charts (MUI X Charts: grouped bars per visit and per month) and the
 * tables of the same numbers, for screen readers, for exact figures and for tests.
 */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { BarChart } from '@mui/x-charts/BarChart';
import type { VisitCounts } from '../../../../../shared/api/visits/schedule';
import { useMessages } from '../../../../lib/i18n';
import { summaryMessages } from '../messages';

export const COUNT_KEYS = [
  'planned',
  'done',
  'missed',
  'outOfWindow',
  'overdue',
] as const satisfies readonly (keyof VisitCounts)[];

export interface CountsRow {
  key: string;
  label: string;
  counts: VisitCounts;
}

export function CountsChart({ title, rows }: { title: string; rows: CountsRow[] }) {
  const t = useMessages(summaryMessages);
  return (
    <div role="img" aria-label={title}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: rows.map((row) => row.label) }]}
        series={COUNT_KEYS.map((key) => ({ data: rows.map((row) => row.counts[key]), label: t[key] }))}
      />
    </div>
  );
}

export function CountsTable({
  label,
  headLabel,
  rows,
  total,
}: {
  label: string;
  headLabel: string;
  rows: CountsRow[];
  total?: VisitCounts;
}) {
  const t = useMessages(summaryMessages);
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{headLabel}</TableCell>
            {COUNT_KEYS.map((key) => (
              <TableCell key={key} align="right">
                {t[key]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell component="th" scope="row">
                {row.label}
              </TableCell>
              {COUNT_KEYS.map((key) => (
                <TableCell key={key} align="right">
                  {row.counts[key]}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {total && (
            <TableRow>
              <TableCell component="th" scope="row">
                {t.total}
              </TableCell>
              {COUNT_KEYS.map((key) => (
                <TableCell key={key} align="right">
                  {total[key]}
                </TableCell>
              ))}
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
