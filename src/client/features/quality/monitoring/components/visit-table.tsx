/** The monitoring visits: day, monitor, purpose, status, note, report and hours, and the moves offered. */
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Appointment } from '../../../../../shared/api/quality/appointments';
import {
  APPOINTMENT_STATUS_LABELS,
  type AppointmentAction,
} from '../../../../../shared/domain/quality/appointment-status';
import type { Locale } from '../../../../lib/i18n';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { TableStates } from '../../../../ui/table-states';
import { monitoringMessages } from '../messages';

export function VisitTable({
  rows,
  loading,
  failed,
  onRetry,
  actionsOf,
  actionLabel,
  onAction,
}: {
  rows: Appointment[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  actionsOf: (visit: Appointment) => AppointmentAction[];
  actionLabel: (action: AppointmentAction, locale: Locale) => string;
  onAction: (visit: Appointment, action: AppointmentAction) => void;
}) {
  const t = useMessages(monitoringMessages);
  const { locale } = useLocale();
  const heads = [t.visitDate, t.monitor, t.purpose, t.status, t.note, t.report, t.workHours, t.actions];
  return (
    <Table size="small" aria-label={t.table}>
      <TableHead>
        <TableRow>
          {heads.map((head) => (
            <TableCell key={head}>{head}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((visit) => (
          <TableRow key={visit.id}>
            <TableCell>
              {visit.visitDate}
              {visit.proposedDate && ` → ${visit.proposedDate}`}
            </TableCell>
            <TableCell>{visit.monitorName}</TableCell>
            <TableCell>{visit.purpose}</TableCell>
            <TableCell>{APPOINTMENT_STATUS_LABELS[visit.status][locale]}</TableCell>
            <TableCell>{visit.siteNote ?? ''}</TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap' }}>
              {visit.reportSummary ?? ''}
              {visit.subjectsReviewed.length > 0 &&
                ` (${visit.subjectsReviewed.map((subject) => subject.subjectNumber).join(', ')})`}
            </TableCell>
            <TableCell>{visit.workHours ?? ''}</TableCell>
            <TableCell>
              {actionsOf(visit).map((action) => (
                <Button key={action} size="small" onClick={() => onAction(visit, action)}>
                  {actionLabel(action, locale)}
                </Button>
              ))}
            </TableCell>
          </TableRow>
        ))}
        <TableStates
          colSpan={heads.length}
          loading={loading}
          failed={failed}
          empty={rows.length === 0}
          onRetry={onRetry}
        />
      </TableBody>
    </Table>
  );
}
