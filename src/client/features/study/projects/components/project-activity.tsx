/** A project's activity tab: its changes from the audit trail, newest first, with what changed. */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AuditRow } from '../../../../../shared/api/access';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { pageWindow } from '../../../../lib/paging';
import { formatTimestamp } from '../../../../lib/timestamps';
import { PaginationBar } from '../../../../ui/pagination-bar';
import { TableStates } from '../../../../ui/table-states';
import { PROJECT_ACTIVITY_LABELS } from '../activity-labels';
import { projectManageMessages } from '../messages';
import { projectManageQueries } from '../queries';

const MAX_VALUE_CHARS = 80;

function shortValue(value: unknown): string {
  const text = value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}…` : text;
}

/** 'field: before → after' for each recorded field. */
export function changeSummary(row: Pick<AuditRow, 'before' | 'after'>): string[] {
  const before = (row.before ?? {}) as Record<string, unknown>;
  const after = (row.after ?? {}) as Record<string, unknown>;
  return Object.keys(after).map((key) =>
    key in before
      ? `${key}: ${shortValue(before[key])} → ${shortValue(after[key])}`
      : `${key}: ${shortValue(after[key])}`,
  );
}

export function ProjectActivity({ projectId }: { projectId: number }) {
  const t = useMessages(projectManageMessages);
  const { locale } = useLocale();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const { offset, limit } = pageWindow(page, size);
  const activity = useQuery(projectManageQueries.activity(projectId, offset, limit));
  const rows = activity.data?.rows ?? [];
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={t.tabActivity}>
          <TableHead>
            <TableRow>
              <TableCell>{t.activityAt}</TableCell>
              <TableCell>{t.activityActor}</TableCell>
              <TableCell>{t.activityAction}</TableCell>
              <TableCell>{t.activityChange}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStates
              colSpan={4}
              loading={activity.isPending}
              failed={activity.isError && !activity.data}
              empty={rows.length === 0}
              onRetry={() => void activity.refetch()}
            />
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={row.at}>{formatTimestamp(row.at)}</time>
                </TableCell>
                <TableCell>{row.actorName ?? ''}</TableCell>
                <TableCell>{PROJECT_ACTIVITY_LABELS[row.action]?.[locale] ?? row.action}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {[...(row.reason ? [row.reason] : []), ...changeSummary(row)].map((line, index) => (
                    <div key={index}>{line}</div>
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <PaginationBar
        total={activity.data?.total ?? 0}
        page={page}
        pageSize={size}
        onPageChange={setPage}
        onPageSizeChange={(next) => (setSize(next), setPage(1))}
      />
    </>
  );
}
