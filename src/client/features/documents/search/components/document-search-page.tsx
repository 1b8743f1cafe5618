/**
 * The document search (system page DocumentSearch): documents across the binders one may read,
 * by title, folder (code or name), the current version's status, expiry (expired, due within N
 * days, before a day) and uploader; paged, the filters in the URL; each row's project opens its
 * binder.
 */
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
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
import {
  DEFAULT_DUE_WITHIN_DAYS,
  EXPIRY_FILTERS,
  SEARCH_VERSION_STATUSES,
} from '../../../../../shared/api/documents/list-filters';
import type { DocumentSearchQuery } from '../../../../../shared/api/documents/search';
import { DOCUMENT_VERSION_STATUS_TEXT } from '../../../../../shared/domain/documents/versions';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useLocale, useMessages } from '../../../../lib/i18n';
import type { PageSearch } from '../../../../lib/search-params';
import { usePagedSearch } from '../../../../lib/use-paged-search';
import { ListLink } from '../../../../ui/list-link';
import { PaginationBar } from '../../../../ui/pagination-bar';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { TableStates } from '../../../../ui/table-states';
import { VersionStatusChip } from '../../binder/components/version-status-chip';
import { searchMessages } from '../messages';
import { documentSearchQueries } from '../queries';

type Filters = Omit<DocumentSearchQuery, 'offset' | 'limit'>;
export type DocumentSearch = Filters & PageSearch;
type Props = { search: DocumentSearch; onSearchChange: (next: DocumentSearch) => void };

const COLUMNS = ['project', 'folderColumn', 'docTitle', 'currentVersion', 'status', 'expiresOn', 'uploadedBy'] as const;

/** The form's fields as typed (text), turned into the URL's filters on submit. */
type Draft = Record<'title' | 'folder' | 'status' | 'expiry' | 'withinDays' | 'expiresBefore' | 'uploader', string>;

const draftOf = (filters: Filters): Draft => ({
  title: filters.title ?? '',
  folder: filters.folder ?? '',
  status: filters.status ?? '',
  expiry: filters.expiry ?? '',
  withinDays: filters.withinDays === undefined ? '' : String(filters.withinDays),
  expiresBefore: filters.expiresBefore ?? '',
  uploader: filters.uploader ?? '',
});

function filtersOf(draft: Draft, projectId: number | undefined): Filters {
  const text = (value: string) => value.trim() || undefined;
  const days = Number(draft.withinDays);
  return {
    title: text(draft.title),
    folder: text(draft.folder),
    status: (draft.status || undefined) as Filters['status'],
    expiry: (draft.expiry || undefined) as Filters['expiry'],
    withinDays: draft.expiry === 'dueSoon' && Number.isInteger(days) && days > 0 ? days : undefined,
    expiresBefore: draft.expiresBefore || undefined,
    uploader: text(draft.uploader),
    projectId,
  };
}

function SearchForm({ filters, onSearch }: { filters: Filters; onSearch: (next: Filters) => void }) {
  const t = useMessages(searchMessages);
  const { locale } = useLocale();
  const [draft, setDraft] = useState(() => draftOf(filters));
  const field = (name: keyof Draft) => ({
    size: 'small' as const,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  return (
    <Stack
      component="form"
      role="search"
      aria-label={t.filters}
      direction="row"
      useFlexGap
      spacing={1.5}
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(filtersOf(draft, filters.projectId));
      }}
    >
      <TextField label={t.docTitle} type="search" {...field('title')} slotProps={{ htmlInput: { maxLength: 64 } }} />
      <TextField label={t.folder} {...field('folder')} slotProps={{ htmlInput: { maxLength: 64 } }} />
      <TextField select label={t.status} {...field('status')} sx={{ minWidth: 130 }}>
        <MenuItem value="">{t.anyStatus}</MenuItem>
        {SEARCH_VERSION_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {DOCUMENT_VERSION_STATUS_TEXT[status][locale]}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label={t.expiry} {...field('expiry')} sx={{ minWidth: 120 }}>
        <MenuItem value="">{t.anyExpiry}</MenuItem>
        {EXPIRY_FILTERS.map((expiry) => (
          <MenuItem key={expiry} value={expiry}>
            {t[expiry]}
          </MenuItem>
        ))}
      </TextField>
      {draft.expiry === 'dueSoon' && (
        <TextField
          label={t.withinDays}
          type="number"
          placeholder={String(DEFAULT_DUE_WITHIN_DAYS)}
          {...field('withinDays')}
          slotProps={{ htmlInput: { min: 1, max: 366 }, inputLabel: { shrink: true } }}
          sx={{ width: 120 }}
        />
      )}
      <TextField
        label={t.expiresBefore}
        type="date"
        {...field('expiresBefore')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField label={t.uploader} {...field('uploader')} slotProps={{ htmlInput: { maxLength: 64 } }} />
      <Button type="submit" variant="contained">
        {t.search}
      </Button>
      <Button
        onClick={() => {
          setDraft(draftOf({}));
          onSearch({});
        }}
      >
        {t.clear}
      </Button>
    </Stack>
  );
}

export function DocumentSearchPage({ search, onSearchChange }: Props) {
  const t = useMessages(searchMessages);
  const { locale } = useLocale();
  useDocumentTitle(t.title);
  const state = usePagedSearch(search, onSearchChange);
  const list = useQuery(documentSearchQueries.page(state.query));
  const rows = list.data?.rows ?? [];
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title} />
      <SearchForm filters={state.filters} onSearch={state.setFilters} />
      <TableContainer>
        <Table size="small" aria-label={t.table}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{t[column]}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStates
              colSpan={COLUMNS.length}
              loading={list.isPending}
              failed={list.isError && !list.data}
              empty={rows.length === 0}
              onRetry={() => void list.refetch()}
            />
            {rows.map((row) => (
              <TableRow key={row.documentId}>
                <TableCell>
                  <ListLink link={{ to: '/staff/projects/$projectId/documents', params: { projectId: row.projectId } }}>
                    {row.projectName}
                  </ListLink>
                </TableCell>
                <TableCell>{`${row.folderCode} ${locale === 'en' ? (row.folderNameEn ?? row.folderName) : row.folderName}`}</TableCell>
                <TableCell>{row.title}</TableCell>
                <TableCell>{`v${row.number}`}</TableCell>
                <TableCell>
                  <VersionStatusChip status={row.status} />
                </TableCell>
                <TableCell>{row.expiresOn ?? '—'}</TableCell>
                <TableCell>{row.uploaderName}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <PaginationBar total={list.data?.total ?? 0} {...state.pagination} />
    </Stack>
  );
}
