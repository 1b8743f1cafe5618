/**
 * The printable day list: one day's visits across the caller's projects in a full-screen
 * dialog; printing shows only the dialog's content (the page behind and the buttons hidden).
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useQuery } from '@tanstack/react-query';
import { format, useMessages } from '../../../../lib/i18n';
import { scheduleMessages } from '../messages';
import { visitScheduleQueries } from '../queries';
import { ScheduleTable } from './schedule-table';

const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '#root': { display: 'none' },
        '.MuiBackdrop-root, .visit-day-print-actions': { display: 'none' },
        '.MuiDialog-container, .MuiDialog-paper': { position: 'static', display: 'block', boxShadow: 'none' },
      },
    }}
  />
);

export function DayPrintDialog({
  date,
  projectId,
  onClose,
}: {
  date: string;
  projectId?: number;
  onClose: () => void;
}) {
  const t = useMessages(scheduleMessages);
  const day = useQuery(visitScheduleQueries.day(date, projectId));
  const title = format(t.printTitle, { date });
  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby="visit-day-print-title">
      {printStyles}
      <DialogTitle id="visit-day-print-title">{title}</DialogTitle>
      <DialogContent>
        <ScheduleTable
          label={title}
          rows={day.data?.rows ?? []}
          loading={day.isPending}
          failed={day.isError}
          onRetry={() => void day.refetch()}
          plain
        />
      </DialogContent>
      <DialogActions className="visit-day-print-actions">
        <Button onClick={onClose}>{t.close}</Button>
        <Button variant="contained" disabled={!day.data} onClick={() => window.print()}>
          {t.print}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
