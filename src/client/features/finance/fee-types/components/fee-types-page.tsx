/**
 * The site's fee types (system page FinanceFeeTypes): code, name, category, sort and whether
 * each is active; adding, editing and deleting unused ones for those who hold feeType:manage.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FeeType } from '../../../../../shared/api/finance/fee-types';
import { FEE_CATEGORY_LABELS } from '../../../../../shared/domain/finance/codes';
import { useDocumentTitle } from '../../../../lib/document-title';
import { failureText } from '../../../../lib/field-problem';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { TableStates } from '../../../../ui/table-states';
import { useStaffAccess } from '../../../access';
import { feeTypeMessages } from '../messages';
import { feeTypeQueries, useFeeTypeActions } from '../queries';
import { FeeTypeDialog } from './fee-type-dialog';

function RemoveDialog({ row, onClose }: { row: FeeType; onClose: () => void }) {
  const t = useMessages(feeTypeMessages);
  const { locale } = useLocale();
  const { remove } = useFeeTypeActions();
  const [refusal, setRefusal] = useState<string>();
  const confirm = () =>
    remove.mutate(
      { id: row.id, version: row.version },
      { onSuccess: onClose, onError: (failure) => setRefusal(failureText(failure, t.saveFailed)) },
    );
  return (
    <ConfirmDialog
      title={`${t.remove} ${row.name}`}
      text={refusal ?? format(t.removeConfirm, { name: row.name }, locale)}
      confirmLabel={t.remove}
      busy={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

export function FeeTypesPage() {
  const t = useMessages(feeTypeMessages);
  const { locale } = useLocale();
  useDocumentTitle(t.title);
  const canManage = useStaffAccess().hasButton('feeType:manage');
  const list = useQuery(feeTypeQueries.list());
  const [editing, setEditing] = useState<FeeType | 'new'>();
  const [removing, setRemoving] = useState<FeeType>();
  const rows = list.data ?? [];
  const heads = [t.code, t.name, t.nameEn, t.category, t.sort, t.status, ...(canManage ? [t.actions] : [])];
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title}>
        {canManage && (
          <Button variant="contained" onClick={() => setEditing('new')}>
            {t.create}
          </Button>
        )}
      </StaffPageHeader>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t.table}>
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
              empty={rows.length === 0}
              onRetry={() => void list.refetch()}
            />
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.code}</TableCell>
                <TableCell>{row.name}</TableCell>
                <TableCell>{row.nameEn ?? '—'}</TableCell>
                <TableCell>{FEE_CATEGORY_LABELS[row.category][locale]}</TableCell>
                <TableCell>{row.sort}</TableCell>
                <TableCell>
                  {row.active ? t.inUse : t.notInUse}
                  {row.inUse ? ` · ${t.used}` : ''}
                </TableCell>
                {canManage && (
                  <TableCell>
                    <Button size="small" onClick={() => setEditing(row)} aria-label={`${t.edit} ${row.name}`}>
                      {t.edit}
                    </Button>
                    {!row.inUse && (
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setRemoving(row)}
                        aria-label={`${t.remove} ${row.name}`}
                      >
                        {t.remove}
                      </Button>
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {editing && <FeeTypeDialog row={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} />}
      {removing && <RemoveDialog row={removing} onClose={() => setRemoving(undefined)} />}
    </Stack>
  );
}
