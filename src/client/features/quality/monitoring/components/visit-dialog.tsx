/** One monitoring visit opened from the calendar: its day, monitor, purpose, status, note and report, and its moves. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Appointment } from '../../../../../shared/api/quality/appointments';
import {
  APPOINTMENT_ACTION_LABELS,
  APPOINTMENT_STATUS_LABELS,
  type AppointmentAction,
} from '../../../../../shared/domain/quality/appointment-status';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { monitoringMessages } from '../messages';

export function VisitDialog({
  visit,
  actions,
  onAction,
  onClose,
}: {
  visit: Appointment;
  actions: AppointmentAction[];
  onAction: (action: AppointmentAction) => void;
  onClose: () => void;
}) {
  const t = useMessages(monitoringMessages);
  const { locale } = useLocale();
  const facts: [string, string | number | null][] = [
    [t.visitDate, visit.proposedDate ? `${visit.visitDate} → ${visit.proposedDate}` : visit.visitDate],
    [t.monitor, visit.monitorName],
    [t.purpose, visit.purpose],
    [t.status, APPOINTMENT_STATUS_LABELS[visit.status][locale]],
    [t.note, visit.siteNote],
    [t.report, visit.reportSummary],
    [t.subjectsReviewed, visit.subjectsReviewed.map((subject) => subject.subjectNumber).join(', ') || null],
    [t.workHours, visit.workHours],
  ];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{`${visit.visitDate} ${visit.monitorName}`}</DialogTitle>
      <DialogContent>
        <dl>
          {facts
            .filter(([, value]) => value !== null && value !== '')
            .map(([label, value]) => (
              <div key={label}>
                <Typography component="dt" variant="subtitle2">
                  {label}
                </Typography>
                <Typography component="dd" sx={{ ml: 0, mb: 1, whiteSpace: 'pre-wrap' }}>
                  {value}
                </Typography>
              </div>
            ))}
        </dl>
      </DialogContent>
      <DialogActions>
        {actions.map((action) => (
          <Button key={action} onClick={() => onAction(action)}>
            {APPOINTMENT_ACTION_LABELS[action][locale]}
          </Button>
        ))}
        <Button onClick={onClose}>{t.closeDialog}</Button>
      </DialogActions>
    </Dialog>
  );
}
