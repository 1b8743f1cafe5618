/** The audit trail's rows; each expands to show the recorded before/after values as JSON. */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AuditRow } from '../../../../../shared/api/access/audit';
import { formatTimestamp } from '../../../../lib/timestamps';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { ChevronRightIcon, ExpandMoreIcon } from '../../../../ui/staff-icons';
import { TableStates } from '../../../../ui/table-states';
import { visuallyHidden } from '../../../../ui/visually-hidden';
import { auditActionLabel, auditEntityLabel } from '../audit-labels';
import { auditMessages } from '../messages';
import { useHospitalTimeColumn } from '../../../../lib/hospital-zone';

const COLUMNS = 8;

function JsonBlock({ label, value }: { label: string; value: unknown }) {
  const t = useMessages(auditMessages);
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">
        {label}
      </Typography>
      <Box
        component="pre"
        sx={{ m: 0, p: 1, bgcolor: 'grey.100', overflowX: 'auto', fontSize: 12, whiteSpace: 'pre-wrap' }}
      >
        {value === null || value === undefined ? t.none : JSON.stringify(value, null, 2)}
      </Box>
    </Box>
  );
}

function AuditRowView({ row }: { row: AuditRow }) {
  const t = useMessages(auditMessages);
  const { locale } = useLocale();
  const [open, setOpen] = useState(false);
  const detailsId = `audit-details-${row.id}`;
  return (
    <>
      <TableRow hover sx={{ '& > td': { borderBottom: open ? 'unset' : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={format(open ? t.hideDetails : t.showDetails, { id: row.id })}
            onClick={() => setOpen(!open)}
          >
            {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
          </IconButton>
        </TableCell>
        <TableCell>
          <time dateTime={row.at}>{formatTimestamp(row.at)}</time>
        </TableCell>
        <TableCell>{row.actorName ?? ''}</TableCell>
        <TableCell>
          {auditActionLabel(row.action, locale)}
          <Typography variant="caption" component="code" color="text.secondary" sx={{ display: 'block' }}>
            {row.action}
          </Typography>
        </TableCell>
        <TableCell>{auditEntityLabel(row.entity, locale)}</TableCell>
        <TableCell>{row.entityId ?? ''}</TableCell>
        <TableCell>
          <Chip size="small" color={row.outcome === 'success' ? 'success' : 'error'} label={t[row.outcome]} />
        </TableCell>
        <TableCell>{row.clientIp ?? ''}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={COLUMNS} sx={{ py: 0 }}>
          <Collapse in={open} unmountOnExit id={detailsId}>
            <Box sx={{ display: 'flex', gap: 2, py: 1, flexWrap: 'wrap' }}>
              <JsonBlock label={t.before} value={row.before} />
              <JsonBlock label={t.after} value={row.after} />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ pb: 1 }}>
              {[row.reason && `${t.reason}: ${row.reason}`, row.requestId && `${t.requestId}: ${row.requestId}`]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}

export interface AuditTableProps {
  rows: AuditRow[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

export function AuditTable({ rows, loading, failed, onRetry }: AuditTableProps) {
  const t = useMessages(auditMessages);
  const zoned = useHospitalTimeColumn();
  return (
    <TableContainer>
      <Table size="small" aria-label={t.auditTitle}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Box component="span" sx={visuallyHidden}>
                {t.details}
              </Box>
            </TableCell>
            <TableCell>{zoned(t.time)}</TableCell>
            <TableCell>{t.actor}</TableCell>
            <TableCell>{t.action}</TableCell>
            <TableCell>{t.entity}</TableCell>
            <TableCell>{t.entityId}</TableCell>
            <TableCell>{t.outcome}</TableCell>
            <TableCell>{t.clientIp}</TableCell>
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
          {!loading && !failed && rows.map((row) => <AuditRowView key={row.id} row={row} />)}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
