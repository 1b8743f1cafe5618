/**
 * The inventory page's temperature excursions: pharmacy, drugs, the reading, when, the stock
 * quarantined and the status (filter kept in the page's URL); for excursion:decide, the
 * sponsor's decision on an open one.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Excursion } from '../../../../../shared/api/drugs/storage';
import { formatCelsius } from '../../../../../shared/domain/drugs/temperature';
import {
  EXCURSION,
  EXCURSION_STATUSES,
  EXCURSION_STATUS_LABELS,
  type ExcursionStatus,
} from '../../../../../shared/domain/drugs/status';
import { formatDateTime } from '../../../../lib/dates';
import { useHospitalTimeColumn } from '../../../../lib/hospital-zone';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { FilterSelect } from '../../../../ui/filter-select';
import { TableStates } from '../../../../ui/table-states';
import { useStaffAccess } from '../../../access';
import { excursionMessages } from '../excursion-messages';
import { EXCURSIONS_SHOWN, excursionQueries } from '../excursion-queries';
import { DecideDialog } from './decide-dialog';

interface Props {
  projectId: number;
  status?: ExcursionStatus;
  onStatusChange: (status: ExcursionStatus | undefined) => void;
}

export function ExcursionsSection({ projectId, status, onStatusChange }: Props) {
  const t = useMessages(excursionMessages);
  const { locale } = useLocale();
  const timeColumn = useHospitalTimeColumn();
  const access = useStaffAccess();
  const buttons = access.hasProjectButton(projectId, 'excursion:decide') ? ['excursion:decide'] : [];
  const list = useQuery(excursionQueries.list(projectId, { status, offset: 0, limit: EXCURSIONS_SHOWN }));
  const [deciding, setDeciding] = useState<Excursion>();
  const rows = list.data?.rows ?? [];
  const heads = [t.warehouse, t.products, t.reading, timeColumn(t.openedAt), t.quarantined, t.status, t.decision];
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        {t.heading}
      </Typography>
      <Stack direction="row">
        <FilterSelect
          allLabel={t.all}
          label={t.status}
          value={status}
          options={EXCURSION_STATUSES.map((value) => [value, EXCURSION_STATUS_LABELS[value][locale]])}
          onChange={(value) => onStatusChange((value || undefined) as ExcursionStatus | undefined)}
        />
      </Stack>
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
              skeletonRows={1}
            />
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.warehouseName}</TableCell>
                <TableCell>{row.products.join('、') || '—'}</TableCell>
                <TableCell>{formatCelsius(row.celsiusTenths)}</TableCell>
                <TableCell>{formatDateTime(row.measuredAt)}</TableCell>
                <TableCell>{format(t.quarantinedText, { packs: row.packs, quantity: row.quarantined })}</TableCell>
                <TableCell>{EXCURSION_STATUS_LABELS[row.status][locale]}</TableCell>
                <TableCell>
                  {EXCURSION.allowed(row.status, buttons).length > 0 ? (
                    <Button
                      size="small"
                      variant="outlined"
                      aria-label={`${t.decide} ${row.warehouseName} ${formatDateTime(row.measuredAt)}`}
                      onClick={() => setDeciding(row)}
                    >
                      {t.decide}
                    </Button>
                  ) : (
                    [row.decisionNote, row.decidedBy].filter(Boolean).join(' · ') || '—'
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {deciding && <DecideDialog row={deciding} onClose={() => setDeciding(undefined)} />}
    </Stack>
  );
}
