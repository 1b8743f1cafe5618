/** Role management: the role list with its actions; a role's permissions are on its detail page. */
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
import type { RoleRow } from '../../../../../shared/api/access/roles';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, useMessages } from '../../../../lib/i18n';
import { pageWindow } from '../../../../lib/paging';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { FilterForm } from '../../../../ui/filter-form';
import { PaginationBar } from '../../../../ui/pagination-bar';
import { RouterButton } from '../../../../ui/router-link';
import { AddIcon } from '../../../../ui/staff-icons';
import { TableStates } from '../../../../ui/table-states';
import { Can, useCan } from '../../auth/use-staff-session';
import { roleMessages } from '../messages';
import { roleQueries } from '../queries';
import type { RolesSearch } from '../roles-search';
import { useSetDefaultRegistration } from '../use-role-actions';
import { RoleDialog } from './role-dialog';
import { useFollowingState } from '../../../../lib/use-following-state';

type Dialog = { kind: 'edit'; role?: RoleRow } | { kind: 'default'; role: RoleRow };

function RoleRowView({ role, onAction }: { role: RoleRow; onAction: (dialog: Dialog) => void }) {
  const t = useMessages(roleMessages);
  const can = useCan();
  return (
    <TableRow hover>
      <TableCell>{role.code}</TableCell>
      <TableCell>{role.name}</TableCell>
      <TableCell>{role.description ?? ''}</TableCell>
      <TableCell>{role.userCount}</TableCell>
      <TableCell>
        {role.isDefaultRegistration && <Chip size="small" color="primary" label={t.defaultRegistration} />}
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <RouterButton size="small" to="/staff/roles/$roleId" params={{ roleId: role.id }}>
            {t.detail}
          </RouterButton>
          {can('role:update') && (
            <Button size="small" onClick={() => onAction({ kind: 'edit', role })}>
              {t.edit}
            </Button>
          )}
          {can('role:setDefault') && !role.isDefaultRegistration && (
            <Button size="small" onClick={() => onAction({ kind: 'default', role })}>
              {t.setDefault}
            </Button>
          )}
        </Stack>
      </TableCell>
    </TableRow>
  );
}

function RoleDialogs({ dialog, onClose }: { dialog: Dialog | undefined; onClose: () => void }) {
  const t = useMessages(roleMessages);
  const setDefault = useSetDefaultRegistration();
  if (!dialog) return null;
  if (dialog.kind === 'edit') return <RoleDialog role={dialog.role} onClose={onClose} />;
  return (
    <ConfirmDialog
      title={t.setDefault}
      text={format(t.setDefaultConfirm, { name: dialog.role.name })}
      confirmLabel={t.setDefault}
      busy={setDefault.isPending}
      onClose={onClose}
      onConfirm={() => setDefault.mutate(dialog.role.id, { onSettled: onClose })}
    />
  );
}

export function RolesPage({
  search,
  onSearchChange,
}: {
  search: RolesSearch;
  onSearchChange: (next: RolesSearch) => void;
}) {
  const t = useMessages(roleMessages);
  useDocumentTitle(t.title);
  const list = useQuery(roleQueries.list({ ...pageWindow(search.page, search.size), keyword: search.keyword }));
  const [keyword, setKeyword] = useFollowingState(search.keyword ?? '');
  const [dialog, setDialog] = useState<Dialog>();
  const rows = list.data?.rows ?? [];
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {t.title}
        </Typography>
        <Can button="role:create">
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'edit' })}>
            {t.create}
          </Button>
        </Can>
      </Stack>
      <FilterForm
        onSubmit={() => onSearchChange({ keyword: keyword.trim() || undefined, size: search.size })}
        onReset={() => onSearchChange({ size: search.size })}
      >
        <TextField
          size="small"
          label={t.keyword}
          placeholder={t.keywordHint}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
      </FilterForm>
      <TableContainer>
        <Table size="small" aria-label={t.title}>
          <TableHead>
            <TableRow>
              <TableCell>{t.code}</TableCell>
              <TableCell>{t.name}</TableCell>
              <TableCell>{t.description}</TableCell>
              <TableCell>{t.users}</TableCell>
              <TableCell>{t.defaultRegistration}</TableCell>
              <TableCell>{t.actions}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStates
              colSpan={6}
              loading={list.isPending}
              failed={list.isError && !list.data}
              empty={rows.length === 0}
              onRetry={() => void list.refetch()}
            />
            {list.data && rows.map((role) => <RoleRowView key={role.id} role={role} onAction={setDialog} />)}
          </TableBody>
        </Table>
      </TableContainer>
      <PaginationBar
        total={list.data?.total ?? 0}
        page={search.page ?? 1}
        pageSize={search.size ?? 10}
        onPageChange={(page) => onSearchChange({ ...search, page })}
        onPageSizeChange={(size) => onSearchChange({ ...search, size, page: undefined })}
      />
      <RoleDialogs dialog={dialog} onClose={() => setDialog(undefined)} />
    </Stack>
  );
}
