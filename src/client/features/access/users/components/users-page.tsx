/** User management: filters and paging in the URL, the list, its export and its actions. */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SpreadsheetFormat } from '../../../../../shared/api/contract/staff-fields';
import { userExportEndpoint } from '../../../../../shared/api/access/users';
import { useDocumentTitle } from '../../../../lib/document-title';
import { showInfo } from '../../../../lib/feedback';
import { failureText } from '../../../../lib/field-problem';
import { saveBlob } from '../../../../lib/file-transfer';
import { callFileEndpoint } from '../../../../lib/http';
import { useMessages } from '../../../../lib/i18n';
import { pageWindow } from '../../../../lib/paging';
import { PaginationBar } from '../../../../ui/pagination-bar';
import { AddIcon } from '../../../../ui/staff-icons';
import { Can } from '../../auth/use-staff-session';
import { userMessages } from '../messages';
import { userQueries } from '../queries';
import type { UsersSearch } from '../users-search';
import { type UserDialogState, UserDialogs } from './user-dialogs';
import { UserFilters } from './user-filters';
import { UserTable } from './user-table';

export interface UsersPageProps {
  search: UsersSearch;
  onSearchChange: (next: UsersSearch) => void;
}

export function UsersPage({ search, onSearchChange }: UsersPageProps) {
  const t = useMessages(userMessages);
  useDocumentTitle(t.title);
  const { page, size, ...filters } = search;
  const list = useQuery(userQueries.list({ ...pageWindow(page, size), ...filters }));
  const [dialog, setDialog] = useState<UserDialogState>();
  const download = async (format: SpreadsheetFormat) => {
    try {
      saveBlob(await callFileEndpoint(userExportEndpoint, { query: { ...filters, format } }), `users.${format}`);
    } catch (failure) {
      showInfo({ text: failureText(failure, t.exportFailed) });
    }
  };
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {t.title}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button onClick={() => void download('xlsx')}>{t.exportXlsx}</Button>
          <Button onClick={() => void download('csv')}>{t.exportCsv}</Button>
          <Can button="user:create">
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'edit' })}>
              {t.create}
            </Button>
          </Can>
        </Stack>
      </Stack>
      <UserFilters search={search} onApply={(next) => onSearchChange({ ...next, size })} />
      <UserTable
        rows={list.data?.rows ?? []}
        loading={list.isPending}
        failed={list.isError && !list.data}
        onRetry={() => void list.refetch()}
        onAction={(kind, user) => setDialog({ kind, user })}
      />
      <PaginationBar
        total={list.data?.total ?? 0}
        page={page ?? 1}
        pageSize={size ?? 10}
        onPageChange={(next) => onSearchChange({ ...search, page: next })}
        onPageSizeChange={(next) => onSearchChange({ ...search, size: next, page: undefined })}
      />
      <UserDialogs state={dialog} onChange={setDialog} />
    </Stack>
  );
}
