/** The funnel's numbers as plain tables under the charts: for screen readers, for reading exact figures, for tests. */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { FunnelReasonCount, ProjectFunnel } from '../../../../../shared/api/recruitment/funnel';
import {
  FUNNEL_STAGES,
  FUNNEL_STAGE_LABELS,
  type FunnelStage,
  formatRate,
} from '../../../../../shared/domain/recruitment/funnel';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { funnelMessages } from '../messages';

export function StagesTable({ stages }: { stages: ProjectFunnel['stages'] }) {
  const t = useMessages(funnelMessages);
  const { locale } = useLocale();
  return (
    <TableContainer>
      <Table size="small" aria-label={t.stagesTable}>
        <TableHead>
          <TableRow>
            <TableCell>{t.stage}</TableCell>
            <TableCell align="right">{t.count}</TableCell>
            <TableCell align="right">{t.fromPrevious}</TableCell>
            <TableCell align="right">{t.fromCandidates}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {stages.map((row) => (
            <TableRow key={row.stage}>
              <TableCell component="th" scope="row">
                {FUNNEL_STAGE_LABELS[row.stage][locale]}
              </TableCell>
              <TableCell align="right">{row.count}</TableCell>
              <TableCell align="right">{formatRate(row.fromPrevious)}</TableCell>
              <TableCell align="right">{formatRate(row.fromCandidates)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export interface StageCountsRow {
  key: string | number;
  /** The row's header: a week, or a project with its link. */
  head: ReactNode;
  counts: Record<FunnelStage, number>;
}

/** Stage counts per row (a week, a project), one column per funnel stage. */
export function StageCountsTable({
  label,
  headLabel,
  rows,
}: {
  label: string;
  headLabel: string;
  rows: StageCountsRow[];
}) {
  const { locale } = useLocale();
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{headLabel}</TableCell>
            {FUNNEL_STAGES.map((stage) => (
              <TableCell key={stage} align="right">
                {FUNNEL_STAGE_LABELS[stage][locale]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} hover>
              <TableCell component="th" scope="row">
                {row.head}
              </TableCell>
              {FUNNEL_STAGES.map((stage) => (
                <TableCell key={stage} align="right">
                  {row.counts[stage]}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function WeeksTable({ weeks }: { weeks: ProjectFunnel['weeks'] }) {
  const t = useMessages(funnelMessages);
  return (
    <StageCountsTable
      label={t.weeksTable}
      headLabel={t.week}
      rows={weeks.map((row) => ({ key: row.week, head: row.week, counts: row.counts }))}
    />
  );
}

export function ReasonsTable({
  title,
  rows,
  labelOf,
}: {
  title: string;
  rows: FunnelReasonCount[];
  labelOf: (code: string) => string;
}) {
  const t = useMessages(funnelMessages);
  if (rows.length === 0) return <Typography color="text.secondary">{t.noReasons}</Typography>;
  return (
    <Table size="small" aria-label={title}>
      <TableHead>
        <TableRow>
          <TableCell>{t.reason}</TableCell>
          <TableCell align="right">{t.count}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.code}>
            <TableCell component="th" scope="row">
              {labelOf(row.code)}
            </TableCell>
            <TableCell align="right">{row.count}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
