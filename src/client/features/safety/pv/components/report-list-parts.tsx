/** What the SUSAR and DSUR lists share: the filters (record status, PV status, due state) and the cells ending each row. */
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import { PV_STATUS, type PvStatus } from '../../../../../shared/domain/study';
import { dictEntryLabel } from '../../../../../shared/domain/labels';
import { DUE_STATES, type DueState } from '../../../../../shared/domain/safety/due-dates';
import { RECORD_STATUSES, RECORD_STATUS_LABELS, type RecordStatus } from '../../../../../shared/domain/safety/status';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { NativeFilterSelect } from '../../../../ui/filter-select';
import { OpenRecordButton } from '../../../../ui/record-list-table';
import { DueChip, RecordStatusChip, dueStateLabel } from '../../../../ui/safety-status-chips';
import { pvMessages } from '../messages';
import type { PvReport } from './pv-report-dialog';
import { PvChip } from './status-chips';

export interface ReportFilters {
  status?: RecordStatus;
  pvStatus?: PvStatus;
  dueState?: DueState;
}

export function ReportFilterBar({
  filters,
  onChange,
}: {
  filters: ReportFilters;
  onChange: (next: ReportFilters) => void;
}) {
  const t = useMessages(pvMessages);
  const { locale } = useLocale();
  const select = <K extends keyof ReportFilters>(name: K, label: string, options: [string, string][]) => (
    <NativeFilterSelect
      label={label}
      allLabel={t.all}
      value={filters[name]}
      options={options}
      onChange={(value) => onChange({ ...filters, [name]: value || undefined })}
    />
  );
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }} role="search">
      {select(
        'status',
        t.status,
        RECORD_STATUSES.map((s) => [s, RECORD_STATUS_LABELS[s][locale]]),
      )}
      {select(
        'pvStatus',
        t.pvStatus,
        PV_STATUS.map((e) => [e.value, dictEntryLabel(PV_STATUS, e.value, locale)]),
      )}
      {select(
        'dueState',
        t.dueState,
        DUE_STATES.map((s) => [s, dueStateLabel(s, locale)]),
      )}
    </Stack>
  );
}

/** The due, record status, PV status and 查看 cells that end each SUSAR and DSUR row. */
export function ReportStateCells({
  report,
  rowName,
  onOpen,
}: {
  report: PvReport;
  /** What the row is called in the 查看 button's accessible name. */
  rowName: string;
  onOpen: () => void;
}) {
  const t = useMessages(pvMessages);
  return (
    <>
      <TableCell>
        <DueChip dueState={report.dueState} dueLabel={report.dueLabel} />
      </TableCell>
      <TableCell>
        <RecordStatusChip status={report.status} />
      </TableCell>
      <TableCell>
        <PvChip pvStatus={report.pvStatus} />
      </TableCell>
      <TableCell>
        <OpenRecordButton label={t.view} rowName={rowName} onOpen={onOpen} />
      </TableCell>
    </>
  );
}
