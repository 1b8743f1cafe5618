/**
 * What the SUSAR and DSUR lists share: the filters (record status, PV status, due state; a
 * change reloads the first page), the page state, and the dialog that shows one report with
 * its chips, its buttons and its submitted revisions.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { PV_STATUS } from '../../../../shared/domain/fixed-dictionaries';
import { DUE_STATES, type DueState } from '../../../../shared/domain/safety/due-dates';
import { RECORD_STATUSES, RECORD_STATUS_LABELS, type RecordStatus } from '../../../../shared/domain/safety/status';
import type { PvStatus } from '../../../../shared/domain/fixed-dictionaries';
import { dictEntryLabel } from '../../../../shared/domain/labels';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '../../../../shared/domain/constants';
import { useLocale, useMessages } from '../../../lib/i18n';
import { pageWindow } from '../../../lib/paging';
import { pvMessages } from '../messages';
import { dueStateLabel } from './status-chips';

export interface ReportFilters {
  status?: RecordStatus;
  pvStatus?: PvStatus;
  dueState?: DueState;
}

/** Filters and paging of a report list, kept while the page is open. */
export function useReportListState() {
  const [filters, setFilters] = useState<ReportFilters>({});
  const [page, setPage] = useState(FIRST_PAGE);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  return {
    filters,
    page,
    size,
    query: { ...filters, ...pageWindow(page, size) },
    setFilters: (next: ReportFilters) => {
      setFilters(next);
      setPage(FIRST_PAGE);
    },
    setPage,
    setSize: (next: number) => {
      setSize(next);
      setPage(FIRST_PAGE);
    },
  };
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
    <TextField
      select
      size="small"
      label={label}
      value={filters[name] ?? ''}
      onChange={(event) => onChange({ ...filters, [name]: event.target.value || undefined })}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 140 }}
    >
      <option value="">{t.all}</option>
      {options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </TextField>
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

export interface ReportDetailDialogProps {
  title: string;
  loading: boolean;
  failed: boolean;
  /** Label and value pairs. */
  fields: [string, ReactNode][];
  chips?: ReactNode;
  actions?: ReactNode;
  revisions?: ReactNode;
  onClose: () => void;
}

export function ReportDetailDialog({
  title,
  loading,
  failed,
  fields,
  chips,
  actions,
  revisions,
  onClose,
}: ReportDetailDialogProps) {
  const t = useMessages(pvMessages);
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {loading && <Typography color="text.secondary">…</Typography>}
          {failed && <Alert severity="error">{t.notFound}</Alert>}
          {chips && (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              {chips}
            </Stack>
          )}
          {fields.length > 0 && (
            <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px' }}>
              {fields.map(([label, value]) => (
                <div key={label} style={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
                    {value}
                  </Typography>
                </div>
              ))}
            </dl>
          )}
          {actions}
          {revisions}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
