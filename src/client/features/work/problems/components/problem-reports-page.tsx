/** The administrators' problem reports (system page ProblemReports): newest first, by status, paged. */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  PROBLEM_STATUSES,
  PROBLEM_STATUS_LABELS,
  type ProblemStatus,
} from '../../../../../shared/domain/work/problem-reports';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useHospitalTimeColumn } from '../../../../lib/hospital-zone';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { pageWindow } from '../../../../lib/paging';
import { formatTimestamp } from '../../../../lib/timestamps';
import { PaginationBar } from '../../../../ui/pagination-bar';
import { TableStates } from '../../../../ui/table-states';
import { problemMessages } from '../messages';
import type { ProblemSearch } from '../problem-search';
import { problemQueries } from '../queries';
import { ProblemDetailDialog } from './problem-detail-dialog';

const knownStatus = (value: string | undefined): ProblemStatus | undefined =>
  PROBLEM_STATUSES.find((status) => status === value);

export function ProblemReportsPage({
  search,
  onSearchChange,
}: {
  search: ProblemSearch;
  onSearchChange: (next: ProblemSearch) => void;
}) {
  const t = useMessages(problemMessages);
  const { locale } = useLocale();
  const zoned = useHospitalTimeColumn();
  useDocumentTitle(t.title);
  const status = knownStatus(search.status);
  const list = useQuery(problemQueries.list({ ...pageWindow(search.page, search.size), status }));
  const [openId, setOpenId] = useState<number | null>(null);
  const rows = list.data?.rows ?? [];
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t.title}
      </Typography>
      <TextField
        select
        size="small"
        label={t.status}
        value={status ?? ''}
        onChange={(event) => onSearchChange({ size: search.size, status: knownStatus(event.target.value) })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: 200 }}
      >
        <option value="">{t.allStatuses}</option>
        {PROBLEM_STATUSES.map((value) => (
          <option key={value} value={value}>
            {PROBLEM_STATUS_LABELS[value][locale]}
          </option>
        ))}
      </TextField>
      <TableContainer>
        <Table size="small" aria-label={t.table}>
          <TableHead>
            <TableRow>
              <TableCell>{t.id}</TableCell>
              <TableCell>{t.status}</TableCell>
              <TableCell>{t.reporter}</TableCell>
              <TableCell>{t.page}</TableCell>
              <TableCell>{zoned(t.filedAt)}</TableCell>
              <TableCell>{t.attachments}</TableCell>
              <TableCell>{t.actions}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStates
              colSpan={7}
              loading={list.isPending}
              failed={list.isError && !list.data}
              empty={rows.length === 0}
              onRetry={() => void list.refetch()}
            />
            {list.data &&
              rows.map((row) => (
                <TableRow key={row.id} hover>
                  <TableCell>{`#${row.id}`}</TableCell>
                  <TableCell>
                    <Chip size="small" label={PROBLEM_STATUS_LABELS[row.status][locale]} />
                  </TableCell>
                  <TableCell>{row.reporterName}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.pagePath}</TableCell>
                  <TableCell>
                    <time dateTime={row.createdAt}>{formatTimestamp(row.createdAt)}</time>
                  </TableCell>
                  <TableCell>
                    {[row.hasErrorReport ? t.hasError : null, row.hasScreenshot ? t.hasScreenshot : null]
                      .filter(Boolean)
                      .join('、')}
                  </TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => setOpenId(row.id)} aria-label={`${t.open} #${row.id}`}>
                      {t.open}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </TableContainer>
      <PaginationBar
        total={list.data?.total ?? 0}
        page={search.page ?? 1}
        pageSize={search.size ?? 10}
        onPageChange={(next) => onSearchChange({ ...search, page: next })}
        onPageSizeChange={(next) => onSearchChange({ ...search, size: next, page: undefined })}
      />
      {openId !== null && <ProblemDetailDialog id={openId} onClose={() => setOpenId(null)} />}
    </Stack>
  );
}
