/**
 * A project's drug deliveries and transfers: status and kind filters and paging in the URL,
 * the list with each delivery's packs, recording a delivery (delivery:record), and the
 * receive, refuse and put-in-stock actions the status machine allows now (delivery:receive).
 */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Delivery, DeliveryListQuery } from '../../../../../shared/api/drugs/deliveries';
import {
  DELIVERY,
  DELIVERY_ACTION_LABELS,
  DELIVERY_KINDS,
  DELIVERY_STATUSES,
  DELIVERY_STATUS_LABELS,
  type DeliveryAction,
} from '../../../../../shared/domain/drugs/status';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import type { PageSearch } from '../../../../lib/search-params';
import { usePagedSearch } from '../../../../lib/use-paged-search';
import { useFormDraft } from '../../../../lib/use-form-draft';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { FilterSelect } from '../../../../ui/filter-select';
import { FormDialog } from '../../../../ui/form-dialog';
import { PaginationBar } from '../../../../ui/pagination-bar';
import { RecordListTable } from '../../../../ui/record-list-table';
import { RowActionButtons } from '../../../../ui/row-action-buttons';
import { AddIcon } from '../../../../ui/staff-icons';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { useStaffAccess } from '../../../access';
import { DeliveryLabelsLink } from '../../scanning/components/label-links';
import { deliveryMessages } from '../messages';
import { deliveryQueries, useDeliveryActions } from '../queries';
import { RecordDialog } from './record-dialog';

export interface DeliveriesSearch extends PageSearch {
  status?: DeliveryListQuery['status'];
  kind?: DeliveryListQuery['kind'];
}
type Filters = Omit<DeliveriesSearch, keyof PageSearch>;
type DialogState = { kind: 'record' } | { kind: DeliveryAction; delivery: Delivery };

function DeliveryTable({
  rows,
  loading,
  failed,
  actionsOf,
  onRetry,
  onAction,
}: {
  rows: Delivery[];
  loading: boolean;
  failed: boolean;
  actionsOf: (row: Delivery) => DeliveryAction[];
  onRetry: () => void;
  onAction: (row: Delivery, action: DeliveryAction) => void;
}) {
  const t = useMessages(deliveryMessages);
  const { locale } = useLocale();
  const labels = Object.fromEntries(
    DELIVERY.actions.map((action) => [action, DELIVERY_ACTION_LABELS[action][locale]]),
  ) as Record<DeliveryAction, string>;
  return (
    <RecordListTable
      label={t.table}
      columns={[t.shipment, t.kind, t.warehouse, t.packs, t.status, t.actions]}
      loading={loading}
      failed={failed}
      empty={rows.length === 0}
      onRetry={onRetry}
    >
      {!loading &&
        rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell>{row.shipmentNumber}</TableCell>
            <TableCell>{row.kind === 'sponsor' ? t.sponsor : t.transfer}</TableCell>
            <TableCell>
              {row.sourceWarehouseName ? `${row.sourceWarehouseName} → ` : ''}
              {row.warehouseName}
            </TableCell>
            <TableCell sx={{ maxWidth: 320 }}>
              {row.packs.map((p) => (p.quantity > 1 ? `${p.kitNumber} ×${p.quantity}` : p.kitNumber)).join('、')}
              <DeliveryLabelsLink projectId={row.projectId} deliveryId={row.id} shipmentNumber={row.shipmentNumber} />
            </TableCell>
            <TableCell>
              <Chip
                size="small"
                variant="outlined"
                color={row.status === 'refused' ? 'error' : row.status === 'inStock' ? 'success' : 'warning'}
                label={DELIVERY_STATUS_LABELS[row.status][locale]}
              />
              {row.refuseReason && <div>{row.refuseReason}</div>}
            </TableCell>
            <TableCell>
              <RowActionButtons
                actions={actionsOf(row)}
                labels={labels}
                rowName={row.shipmentNumber}
                onAction={(action) => onAction(row, action)}
              />
            </TableCell>
          </TableRow>
        ))}
    </RecordListTable>
  );
}

/** Receive (temperature note) or refuse (reason required). */
function NoteDialog({
  projectId,
  dialog,
  onClose,
}: {
  projectId: number;
  dialog: { kind: 'receive' | 'refuse'; delivery: Delivery };
  onClose: () => void;
}) {
  const t = useMessages(deliveryMessages);
  const { receive, refuse } = useDeliveryActions(projectId);
  const form = useFormDraft({ note: '' });
  const { delivery } = dialog;
  const ref = { projectId, id: delivery.id, version: delivery.version };
  const done = { onSuccess: onClose, onError: (error: unknown) => form.showFailure(error, t.saveFailed) };
  const submit = () =>
    dialog.kind === 'receive'
      ? receive.mutate({ ...ref, temperatureNote: form.draft.note.trim() || null }, done)
      : refuse.mutate({ ...ref, reason: form.draft.note }, done);
  return (
    <FormDialog
      title={dialog.kind === 'receive' ? t.receiveTitle : t.refuseTitle}
      busy={receive.isPending || refuse.isPending}
      error={form.formError}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        {...form.field('note', dialog.kind === 'receive' ? t.temperatureNote : t.refuseReason)}
        required={dialog.kind === 'refuse'}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}

function OpenDialog({ projectId, dialog, onClose }: { projectId: number; dialog: DialogState; onClose: () => void }) {
  const t = useMessages(deliveryMessages);
  const { stockIn } = useDeliveryActions(projectId);
  if (dialog.kind === 'record') return <RecordDialog projectId={projectId} onClose={onClose} />;
  if (dialog.kind === 'receive' || dialog.kind === 'refuse')
    return (
      <NoteDialog projectId={projectId} dialog={{ kind: dialog.kind, delivery: dialog.delivery }} onClose={onClose} />
    );
  const { delivery } = dialog;
  return (
    <ConfirmDialog
      title={t.stockInTitle}
      text={format(t.stockInText, { shipment: delivery.shipmentNumber, warehouse: delivery.warehouseName })}
      confirmLabel={t.stockInTitle}
      busy={stockIn.isPending}
      onConfirm={() =>
        stockIn.mutate({ projectId, id: delivery.id, version: delivery.version }, { onSettled: onClose })
      }
      onClose={onClose}
    />
  );
}

export function DeliveriesPage({
  projectId,
  search,
  onSearchChange,
}: {
  projectId: number;
  search: DeliveriesSearch;
  onSearchChange: (next: DeliveriesSearch) => void;
}) {
  const t = useMessages(deliveryMessages);
  const { locale } = useLocale();
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const state = usePagedSearch(search, onSearchChange);
  const list = useQuery(deliveryQueries.list(projectId, state.query));
  const [dialog, setDialog] = useState<DialogState>();
  const buttons = (['delivery:record', 'delivery:receive'] as const).filter((b) =>
    access.hasProjectButton(projectId, b),
  );
  const filters: Filters = state.filters;
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title} projectName={project?.projectName}>
        {buttons.includes('delivery:record') && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'record' })}>
            {t.record}
          </Button>
        )}
      </StaffPageHeader>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FilterSelect
          allLabel={t.all}
          label={t.status}
          value={filters.status}
          options={DELIVERY_STATUSES.map((s) => [s, DELIVERY_STATUS_LABELS[s][locale]])}
          onChange={(value) => state.setFilters({ ...filters, status: (value || undefined) as Filters['status'] })}
        />
        <FilterSelect
          allLabel={t.all}
          label={t.kind}
          value={filters.kind}
          options={DELIVERY_KINDS.map((k) => [k, k === 'sponsor' ? t.sponsor : t.transfer])}
          onChange={(value) => state.setFilters({ ...filters, kind: (value || undefined) as Filters['kind'] })}
        />
      </Stack>
      <DeliveryTable
        rows={list.data?.rows ?? []}
        loading={list.isPending}
        failed={list.isError && !list.data}
        actionsOf={(row) => DELIVERY.allowed(row.status, buttons)}
        onRetry={() => void list.refetch()}
        onAction={(delivery, action) => setDialog({ kind: action, delivery })}
      />
      <PaginationBar total={list.data?.total ?? 0} {...state.pagination} />
      {dialog && <OpenDialog projectId={projectId} dialog={dialog} onClose={() => setDialog(undefined)} />}
    </Stack>
  );
}
