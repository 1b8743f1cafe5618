/** The user list: one row per user, with the actions the user's buttons allow. */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { UserRow } from '../../../../../shared/api/access/users';
import { formatDateTime } from '../../../../lib/dates';
import { joinList, useLocale, useMessages } from '../../../../lib/i18n';
import { TableStates } from '../../../../ui/table-states';
import { useCan } from '../../auth/use-staff-session';
import { userMessages } from '../messages';

export type UserAction = 'edit' | 'status' | 'reset' | 'roles';

export interface UserTableProps {
  rows: UserRow[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onAction: (action: UserAction, user: UserRow) => void;
}

const COLUMNS = 8;

function UserActions({ user, onAction }: { user: UserRow; onAction: UserTableProps['onAction'] }) {
  const t = useMessages(userMessages);
  const can = useCan();
  const action = (kind: UserAction, label: string) => (
    <Button size="small" onClick={() => onAction(kind, user)} aria-label={`${label} ${user.realname}`}>
      {label}
    </Button>
  );
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {can('user:update') && action('edit', t.edit)}
      {can('user:disable') && action('status', user.status === 'enabled' ? t.disable : t.enable)}
      {can('user:resetPassword') && action('reset', t.resetPassword)}
      {can('user:assignRoles') && action('roles', t.assignRoles)}
    </Stack>
  );
}

export function UserTable({ rows, loading, failed, onRetry, onAction }: UserTableProps) {
  const t = useMessages(userMessages);
  const { locale } = useLocale();
  return (
    <TableContainer>
      <Table size="small" aria-label={t.title}>
        <TableHead>
          <TableRow>
            <TableCell>{t.userName}</TableCell>
            <TableCell>{t.realname}</TableCell>
            <TableCell>{t.phone}</TableCell>
            <TableCell>{t.dept}</TableCell>
            <TableCell>{t.roles}</TableCell>
            <TableCell>{t.status}</TableCell>
            <TableCell>{t.lastLogin}</TableCell>
            <TableCell>{t.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableStates
            colSpan={COLUMNS}
            loading={loading}
            failed={failed}
            empty={rows.length === 0}
            onRetry={onRetry}
          />
          {!loading &&
            !failed &&
            rows.map((user) => (
              <TableRow key={user.id} hover>
                <TableCell>{user.userName}</TableCell>
                <TableCell>{user.realname}</TableCell>
                <TableCell>{user.phone ?? ''}</TableCell>
                <TableCell>{user.deptName ?? user.belong ?? ''}</TableCell>
                <TableCell>
                  {joinList(
                    user.roles.map((role) => role.name),
                    locale,
                  )}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={user.status === 'enabled' ? 'success' : 'default'}
                    label={user.status === 'enabled' ? t.enabled : t.disabled}
                  />
                  {user.mustChangePassword && (
                    <Chip size="small" variant="outlined" label={t.mustChange} sx={{ ml: 0.5 }} />
                  )}
                </TableCell>
                <TableCell>{user.lastLoginAt ? formatDateTime(user.lastLoginAt) : t.never}</TableCell>
                <TableCell>
                  <UserActions user={user} onAction={onAction} />
                </TableCell>
              </TableRow>
            ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
