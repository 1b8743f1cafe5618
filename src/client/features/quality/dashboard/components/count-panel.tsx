/**
 * One dashboard panel: its title, a bar chart of counts (described for screen readers, the
 * chart itself hidden from them) and the same counts as a table beside it, so every figure
 * is readable without the chart.
 */
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { type ReactNode, useId } from 'react';

export interface CountRow {
  label: string;
  count: number;
}

export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function CountPanel({
  title,
  chartLabel,
  head,
  countHead,
  rows,
  empty,
  footer,
}: {
  title: string;
  chartLabel: string;
  /** The table's first column head. */
  head: string;
  countHead: string;
  rows: CountRow[];
  /** Shown instead of the chart and the table when there is nothing to count. */
  empty?: string;
  footer?: ReactNode;
}) {
  if (empty && rows.every((row) => row.count === 0))
    return (
      <Panel title={title}>
        <Typography color="text.secondary">{empty}</Typography>
      </Panel>
    );
  return (
    <Panel title={title}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <div role="img" aria-label={chartLabel} style={{ flex: 2, minWidth: 0, width: '100%' }}>
          <BarChart
            height={Math.max(180, rows.length * 36 + 60)}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: rows.map((row) => row.label), width: 140 }]}
            xAxis={[{ tickMinStep: 1 }]}
            series={[{ data: rows.map((row) => row.count), label: countHead }]}
            hideLegend
          />
        </div>
        <Table size="small" aria-label={title} sx={{ flex: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell>{head}</TableCell>
              <TableCell align="right">{countHead}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.label}>
                <TableCell>{row.label}</TableCell>
                <TableCell align="right">{row.count}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Stack>
      {footer}
    </Panel>
  );
}
