/**
 * The help center (always-added page HelpCenter): the help articles by title, searched by
 * title; each opens its article. Writers (helpArticle:write) start a new article here.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useLocale, useMessages } from '../../../../lib/i18n';
import type { PageSearch } from '../../../../lib/search-params';
import { usePagedSearch } from '../../../../lib/use-paged-search';
import { ListLink } from '../../../../ui/list-link';
import { PaginationBar } from '../../../../ui/pagination-bar';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { TableStates } from '../../../../ui/table-states';
import { useStaffAccess } from '../../../access';
import { helpMessages } from '../messages';
import { helpQueries } from '../queries';
import { HelpEditorDialog } from './help-editor-dialog';

export type HelpCenterSearch = { keyword?: string } & PageSearch;
type Props = { search: HelpCenterSearch; onSearchChange: (next: HelpCenterSearch) => void };

export function HelpCenterPage({ search, onSearchChange }: Props) {
  const t = useMessages(helpMessages);
  const { locale } = useLocale();
  useDocumentTitle(t.title);
  const canWrite = useStaffAccess().hasButton('helpArticle:write');
  const state = usePagedSearch(search, onSearchChange);
  const list = useQuery(helpQueries.list(state.query));
  const [keyword, setKeyword] = useState(state.filters.keyword ?? '');
  const [writing, setWriting] = useState(false);
  const rows = list.data?.rows ?? [];
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title}>
        {canWrite && (
          <Button variant="contained" onClick={() => setWriting(true)}>
            {t.newArticle}
          </Button>
        )}
      </StaffPageHeader>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          state.setFilters({ keyword: keyword.trim() || undefined });
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
              <TableCell>{t.articleTitle}</TableCell>
              <TableCell>{t.helpId}</TableCell>
              <TableCell>{t.updated}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStates
              colSpan={3}
              loading={list.isPending}
              failed={list.isError && !list.data}
              empty={rows.length === 0}
              onRetry={() => void list.refetch()}
            />
            {rows.map((row) => (
              <TableRow key={row.helpId}>
                <TableCell>
                  <ListLink link={{ to: '/staff/help/$helpId', params: { helpId: row.helpId } }}>
                    {locale === 'en' ? (row.titleEn ?? row.title) : row.title}
                  </ListLink>
                </TableCell>
                <TableCell>{row.helpId}</TableCell>
                <TableCell>{`v${row.number}`}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <PaginationBar total={list.data?.total ?? 0} {...state.pagination} />
      {writing && <HelpEditorDialog onClose={() => setWriting(false)} />}
    </Stack>
  );
}
