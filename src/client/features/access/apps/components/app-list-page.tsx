/**
 * The app list (system page AppList, 应用列表; SPEC §7 /dTrial/*): the hospital's systems staff
 * open from the header's app switcher, with the roles that see each and whether the switcher
 * passes them through by a signed link. Reading needs the page, every change app:manage.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { TableStates } from '../../../../ui/table-states';
import { useStaffAccess } from '../../auth/use-staff-session';
import { AppIconView } from '../app-icons';
import { appMessages } from '../messages';
import { type StaffApp, appQueries, useAppActions } from '../queries';
import { AppDialog } from './app-dialog';

export function AppListPage() {
  const t = useMessages(appMessages);
  const { locale } = useLocale();
  useDocumentTitle(t.title);
  const canManage = useStaffAccess().hasButton('app:manage');
  const list = useQuery(appQueries.list());
  const { remove } = useAppActions();
  const [editing, setEditing] = useState<StaffApp | 'new'>();
  const [removing, setRemoving] = useState<StaffApp>();
  const apps = list.data?.apps ?? [];
  const roleName = (id: number) => list.data?.roles.find((r) => r.id === id)?.name ?? String(id);
  const systemName = (id: number | null) => list.data?.systems.find((s) => s.id === id)?.name ?? '—';
  const heads = [t.name, t.url, t.roles, t.open, t.status, t.sort, ...(canManage ? [t.actions] : [])];
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title}>
        {canManage && list.data && (
          <Button variant="contained" onClick={() => setEditing('new')}>
            {t.create}
          </Button>
        )}
      </StaffPageHeader>
      <Table size="small" aria-label={t.title}>
        <TableHead>
          <TableRow>
            {heads.map((head) => (
              <TableCell key={head}>{head}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableStates
            colSpan={heads.length}
            loading={list.isPending}
            failed={list.isError}
            empty={apps.length === 0}
            onRetry={() => void list.refetch()}
          />
          {apps.map((app) => (
            <TableRow key={app.id}>
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <AppIconView icon={app.icon} fontSize="small" />
                  <span>{app.name}</span>
                </Stack>
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{app.url}</TableCell>
              <TableCell>{app.roleIds.map(roleName).join('、')}</TableCell>
              <TableCell>
                {app.passThrough ? format(t.signed, { system: systemName(app.connectedSystemId) }, locale) : t.plain}
              </TableCell>
              <TableCell>{app.enabled ? t.enabled : t.disabled}</TableCell>
              <TableCell>{app.sort}</TableCell>
              {canManage && (
                <TableCell>
                  <Button size="small" onClick={() => setEditing(app)} aria-label={`${t.edit} ${app.name}`}>
                    {t.edit}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setRemoving(app)}
                    aria-label={`${t.remove} ${app.name}`}
                  >
                    {t.remove}
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editing && list.data && (
        <AppDialog
          row={editing === 'new' ? undefined : editing}
          choices={list.data}
          onClose={() => setEditing(undefined)}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={`${t.remove} ${removing.name}`}
          text={format(t.removeConfirm, { name: removing.name }, locale)}
          confirmLabel={t.remove}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(removing.id, { onSuccess: () => setRemoving(undefined) })}
          onClose={() => setRemoving(undefined)}
        />
      )}
    </Stack>
  );
}
