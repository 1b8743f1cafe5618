/**
 * A project's drug inventory (page DrugInventory), read-only: the per-batch summary, the
 * stock per pack line with its filters and page in the URL (pharmacy, batch, state, near
 * expiry, expired), near-expiry and expired packs flagged, each pack's ledger, and the
 * temperature excursions with the sponsor's decision (excursions-section.tsx).
 */
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { StockRow } from '../../../../../shared/api/drugs/inventory';
import type { ExcursionStatus } from '../../../../../shared/domain/drugs/status';
import { STOCK_STATES, type StockState } from '../../../../../shared/domain/drugs/stock';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useMessages } from '../../../../lib/i18n';
import type { PageSearch } from '../../../../lib/search-params';
import { usePagedSearch } from '../../../../lib/use-paged-search';
import { FilterSelect } from '../../../../ui/filter-select';
import { PaginationBar } from '../../../../ui/pagination-bar';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { TableStates } from '../../../../ui/table-states';
import { useStaffAccess } from '../../../access';
import { StockLabelsButton } from '../../scanning/components/label-links';
import { warehouseQueries } from '../../warehouses/queries';
import { inventoryMessages } from '../messages';
import { inventoryQueries } from '../queries';
import { ExcursionsSection } from './excursions-section';
import { PackLedgerDialog } from './pack-ledger-dialog';

export interface InventorySearch extends PageSearch {
  warehouseId?: number;
  batch?: string;
  state?: StockState;
  expiring?: boolean;
  expired?: boolean;
}

function ExpiryFlag({ row, t }: { row: Pick<StockRow, 'expired' | 'nearExpiry'>; t: typeof inventoryMessages.en }) {
  if (row.expired) return <Chip size="small" color="error" label={t.expired} />;
  if (row.nearExpiry) return <Chip size="small" color="warning" label={t.expiring} />;
  return null;
}

function BatchTable({ projectId }: { projectId: number }) {
  const t = useMessages(inventoryMessages);
  const batches = useQuery(inventoryQueries.batches(projectId));
  const rows = batches.data ?? [];
  const heads = [t.product, t.batch, t.expiry, ...STOCK_STATES.map((state) => t[state])];
  return (
    <Table size="small" aria-label={t.batchTable}>
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
          loading={batches.isPending}
          failed={batches.isError}
          empty={rows.length === 0}
          onRetry={() => void batches.refetch()}
          skeletonRows={2}
        />
        {rows.map((row) => (
          <TableRow key={`${row.productCode}/${row.batchNumber}`}>
            <TableCell>{`${row.productCode} ${row.productName}`}</TableCell>
            <TableCell>{row.batchNumber}</TableCell>
            <TableCell>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <span>{row.expiryDate}</span>
                <ExpiryFlag row={row} t={t} />
              </Stack>
            </TableCell>
            {STOCK_STATES.map((state) => (
              <TableCell key={state}>{row[state]}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function InventoryPage(props: {
  projectId: number;
  search: InventorySearch;
  onSearchChange: (next: InventorySearch) => void;
  excursionStatus?: ExcursionStatus;
  onExcursionStatusChange: (status: ExcursionStatus | undefined) => void;
}) {
  const { projectId } = props;
  const t = useMessages(inventoryMessages);
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const state = usePagedSearch(props.search, props.onSearchChange);
  const stock = useQuery(inventoryQueries.stock(projectId, state.query));
  const warehouses = useQuery({ ...warehouseQueries.list(), enabled: access.hasPage('DrugWarehouses') });
  const [ledgerOf, setLedgerOf] = useState<StockRow>();
  const rows = stock.data?.rows ?? [];
  const set = (patch: Partial<InventorySearch>) => state.setFilters({ ...state.filters, ...patch });
  const heads = [t.product, t.kit, t.batch, t.expiry, t.warehouse, t.state, t.quantity, t.ledger];
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title} projectName={project?.projectName} />
      <ExcursionsSection
        projectId={projectId}
        status={props.excursionStatus}
        onStatusChange={props.onExcursionStatusChange}
      />
      <Typography variant="h6" component="h2">
        {t.batches}
      </Typography>
      <BatchTable projectId={projectId} />
      <Typography variant="h6" component="h2">
        {t.table}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {warehouses.data && (
          <FilterSelect
            allLabel={t.all}
            label={t.warehouse}
            value={state.filters.warehouseId}
            options={warehouses.data.map((row) => [row.id, row.name])}
            onChange={(value) => set({ warehouseId: value ? Number(value) : undefined })}
          />
        )}
        <FilterSelect
          allLabel={t.all}
          label={t.state}
          value={state.filters.state}
          options={STOCK_STATES.map((value) => [value, t[value]])}
          onChange={(value) => set({ state: (value || undefined) as StockState | undefined })}
        />
        <TextField
          size="small"
          label={t.batch}
          defaultValue={state.filters.batch ?? ''}
          slotProps={{ htmlInput: { maxLength: 40 } }}
          onBlur={(event) => set({ batch: event.target.value.trim() || undefined })}
        />
        <FormControlLabel
          control={
            <Switch
              checked={state.filters.expiring === true}
              onChange={(event) => set({ expiring: event.target.checked || undefined })}
            />
          }
          label={t.onlyExpiring}
        />
        <FormControlLabel
          control={
            <Switch
              checked={state.filters.expired === true}
              onChange={(event) => set({ expired: event.target.checked || undefined })}
            />
          }
          label={t.onlyExpired}
        />
        <StockLabelsButton projectId={projectId} filters={state.filters} />
      </Stack>
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
            loading={stock.isPending}
            failed={stock.isError}
            empty={rows.length === 0}
            onRetry={() => void stock.refetch()}
          />
          {rows.map((row) => (
            <TableRow key={`${row.packId}/${row.warehouseId}/${row.state}`}>
              <TableCell>{`${row.productCode} ${row.productName}`}</TableCell>
              <TableCell>{row.kitNumber}</TableCell>
              <TableCell>{row.batchNumber}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{row.expiryDate}</span>
                  <ExpiryFlag row={row} t={t} />
                </Stack>
              </TableCell>
              <TableCell>{row.warehouseName}</TableCell>
              <TableCell>{t[row.state]}</TableCell>
              <TableCell>{`${row.quantity} ${row.packUnit}`}</TableCell>
              <TableCell>
                <Link component="button" onClick={() => setLedgerOf(row)} aria-label={`${t.ledger} ${row.kitNumber}`}>
                  {t.ledger}
                </Link>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <PaginationBar total={stock.data?.total ?? 0} {...state.pagination} />
      {ledgerOf && (
        <PackLedgerDialog
          projectId={projectId}
          packId={ledgerOf.packId}
          kitNumber={ledgerOf.kitNumber}
          onClose={() => setLedgerOf(undefined)}
        />
      )}
    </Stack>
  );
}
