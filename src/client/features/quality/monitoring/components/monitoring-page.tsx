/**
 * A project's monitoring visits (page MonitoringVisits): the appointment rules (edited with
 * appointment:rules) and the remote monitoring switch, the monitor's booking form, and the
 * visits as a list (newest day first, with their reports and work hours) or a month calendar
 * of the hospital's days, the view and month in the URL. Each visit offers the moves the
 * caller's buttons and the status machine allow (accept, refuse, adjust, launch for the site;
 * confirm, cancel and close with the signed report for the booking monitor).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Appointment } from '../../../../../shared/api/quality/appointments';
import {
  APPOINTMENT_ACTION_LABELS,
  type AppointmentAction,
  allowedAppointmentActions,
} from '../../../../../shared/domain/quality/appointment-status';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useMessages } from '../../../../lib/i18n';
import { useHospitalToday } from '../../../../lib/use-hospital-today';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { useStaffAccess, useWho } from '../../../access';
import { TextDialog } from '../../queries/components/text-dialog';
import { MONTH_PATTERN, monthOfDay, monthRange } from '../calendar';
import { monitoringMessages } from '../messages';
import { monitoringQueries, useMonitoringActions } from '../queries';
import { AdjustDialog } from './adjust-dialog';
import { BookForm } from './book-form';
import { CloseDialog } from './close-dialog';
import { SettingsBar } from './settings-bar';
import { VisitCalendar } from './visit-calendar';
import { VisitDialog } from './visit-dialog';
import { VisitTable } from './visit-table';

export interface MonitoringSearch {
  view?: 'list' | 'calendar';
  /** The calendar's month, 'YYYY-MM' (today's when absent). */
  month?: string;
}

type Dialog = { action: 'refuse' | 'adjust' | 'close' | 'open'; visit: Appointment };

/** The moves offered on a visit, and what each does (a dialog, or the move at once). */
function useMoves(projectId: number, setDialog: (dialog: Dialog | undefined) => void) {
  const access = useStaffAccess();
  const who = useWho()?.user.userId;
  const actions = useMonitoringActions(projectId);
  const canBook = access.hasProjectButton(projectId, 'appointment:book');
  const siteButtons = access.hasProjectButton(projectId, 'appointment:review') ? ['appointment:review'] : [];
  const actionsOf = (visit: Appointment): AppointmentAction[] =>
    allowedAppointmentActions(visit.status, [
      ...siteButtons,
      ...(canBook && visit.monitorId === who ? ['appointment:book'] : []),
    ]);
  const act = (visit: Appointment, action: AppointmentAction) => {
    if (action === 'refuse' || action === 'adjust' || action === 'close') setDialog({ action, visit });
    else {
      setDialog(undefined);
      actions[action].mutate({ projectId, id: visit.id, version: visit.version });
    }
  };
  return { actions, canBook, actionsOf, act };
}

function MoveDialogs({ projectId, dialog, onClose }: { projectId: number; dialog: Dialog; onClose: () => void }) {
  const t = useMessages(monitoringMessages);
  const actions = useMonitoringActions(projectId);
  const ref = { projectId, id: dialog.visit.id, version: dialog.visit.version };
  const done = { onSuccess: onClose };
  if (dialog.action === 'close') return <CloseDialog visit={dialog.visit} onClose={onClose} />;
  if (dialog.action === 'refuse')
    return (
      <TextDialog
        title={t.refuseTitle}
        label={t.reason}
        required
        busy={actions.refuse.isPending}
        onSubmit={(reason) => actions.refuse.mutate({ ...ref, reason }, done)}
        onClose={onClose}
      />
    );
  return (
    <AdjustDialog
      busy={actions.adjust.isPending}
      onSubmit={(proposedDate, note) =>
        actions.adjust.mutate({ ...ref, proposedDate, ...(note ? { note } : {}) }, done)
      }
      onClose={onClose}
    />
  );
}

export function MonitoringPage({
  projectId,
  search,
  onSearchChange,
}: {
  projectId: number;
  search: MonitoringSearch;
  onSearchChange: (next: MonitoringSearch) => void;
}) {
  const t = useMessages(monitoringMessages);
  const access = useStaffAccess();
  const today = useHospitalToday();
  const project = access.projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const calendar = search.view === 'calendar';
  const month = search.month && MONTH_PATTERN.test(search.month) ? search.month : monthOfDay(today);
  const range = calendar ? monthRange(month) : {};
  const list = useQuery(monitoringQueries.list(projectId, { offset: 0, limit: 100, ...range }));
  const settings = useQuery(monitoringQueries.settings(projectId));
  const [dialog, setDialog] = useState<Dialog>();
  const { canBook, actionsOf, act } = useMoves(projectId, setDialog);
  const rows = list.data?.rows ?? [];

  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title} projectName={project?.projectName} />
      {settings.isPending && <Skeleton variant="rounded" height={48} aria-label={t.loading} />}
      {settings.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void settings.refetch()}>
              {t.retry}
            </Button>
          }
        >
          {t.loadFailed}
        </Alert>
      )}
      {settings.data && <SettingsBar projectId={projectId} settings={settings.data} />}
      {canBook && settings.data && <BookForm projectId={projectId} settings={settings.data} rows={rows} />}
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label={t.view}
        value={calendar ? 'calendar' : 'list'}
        onChange={(_event, view: 'list' | 'calendar' | null) =>
          view && onSearchChange({ ...search, view: view === 'list' ? undefined : view })
        }
      >
        <ToggleButton value="list">{t.viewList}</ToggleButton>
        <ToggleButton value="calendar">{t.viewCalendar}</ToggleButton>
      </ToggleButtonGroup>
      {calendar && list.isError && <Alert severity="error">{t.loadFailed}</Alert>}
      {calendar ? (
        <VisitCalendar
          month={month}
          today={today}
          rows={rows}
          onMonthChange={(next) => onSearchChange({ ...search, month: next })}
          onOpen={(visit) => setDialog({ action: 'open', visit })}
        />
      ) : (
        <VisitTable
          rows={rows}
          loading={list.isPending}
          failed={list.isError}
          onRetry={() => void list.refetch()}
          actionsOf={actionsOf}
          actionLabel={(action, locale) => APPOINTMENT_ACTION_LABELS[action][locale]}
          onAction={act}
        />
      )}
      {dialog?.action === 'open' && (
        <VisitDialog
          visit={dialog.visit}
          actions={actionsOf(dialog.visit)}
          onAction={(action) => act(dialog.visit, action)}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog && dialog.action !== 'open' && (
        <MoveDialogs projectId={projectId} dialog={dialog} onClose={() => setDialog(undefined)} />
      )}
    </Stack>
  );
}
