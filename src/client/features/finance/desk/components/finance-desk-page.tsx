/**
 * The finance desk (system page FinanceDesk): each project whose receivables one may open, with
 * what it earned, invoiced, received, has outstanding and not yet invoiced; ordered by
 * outstanding (either way), searched by the project's name, paged; each row opens the project's
 * receivables.
 */
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DeskQuery } from '../../../../../shared/api/finance/summary';
import { formatFen } from '../../../../../shared/domain/money';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useMessages } from '../../../../lib/i18n';
import type { PageSearch } from '../../../../lib/search-params';
import { usePagedSearch } from '../../../../lib/use-paged-search';
import { ListLink } from '../../../../ui/list-link';
import { PaginationBar } from '../../../../ui/pagination-bar';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { TableStates } from '../../../../ui/table-states';
import { deskMessages } from '../messages';
import { deskQueries } from '../queries';

export type DeskSearch = Pick<DeskQuery, 'keyword' | 'order'> & PageSearch;
type Props = { search: DeskSearch; onSearchChange: (next: DeskSearch) => void };

export function FinanceDeskPage({ search, onSearchChange }: Props) {
  const t = useMessages(deskMessages);
  useDocumentTitle(t.title);
  const state = usePagedSearch(search, onSearchChange);
  const list = useQuery(deskQueries.page(state.query));
  const [keyword, setKeyword] = useState(state.filters.keyword ?? '');
  const order = state.filters.order ?? 'desc';
  const rows = list.data?.rows ?? [];
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title} />
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          state.setFilters({ ...state.filters, keyword: keyword.trim() || undefined });
        }}
      >
        <TextField
          size="small"
          type="search"
          label={t.search}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 64 } }}
        />
      </form>
      <TableContainer>
        <Table size="small" aria-label={t.table}>
          <TableHead>
            <TableRow>
              <TableCell>{t.project}</TableCell>
              <TableCell>{t.currency}</TableCell>
              <TableCell align="right">{t.earned}</TableCell>
              <TableCell align="right">{t.invoiced}</TableCell>
              <TableCell align="right">{t.received}</TableCell>
              <TableCell align="right" sortDirection={order}>
                <TableSortLabel
                  active
                  direction={order}
                  onClick={() => state.setFilters({ ...state.filters, order: order === 'desc' ? 'asc' : 'desc' })}
                >
                  {t.outstanding}
                </TableSortLabel>
              </TableCell>
              <TableCell align="right">{t.uninvoiced}</TableCell>
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
            {rows.map((row) => (
              <TableRow key={row.projectId}>
                <TableCell>
                  <ListLink
                    link={{
                      to: '/staff/projects/$projectId/finance-receivables',
                      params: { projectId: row.projectId },
                    }}
                  >
                    {row.projectName}
                  </ListLink>
                </TableCell>
                <TableCell>{row.currency}</TableCell>
                <TableCell align="right">{formatFen(row.earnedFen)}</TableCell>
                <TableCell align="right">{formatFen(row.invoicedFen)}</TableCell>
                <TableCell align="right">{formatFen(row.receivedFen)}</TableCell>
                <TableCell align="right">{formatFen(row.outstandingFen)}</TableCell>
                <TableCell align="right">{formatFen(row.uninvoicedFen)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <PaginationBar total={list.data?.total ?? 0} {...state.pagination} />
    </Stack>
  );
}
