/**
 * A project's monitoring visits (page MonitoringVisits): the appointment rules and the remote
 * monitoring switch, the monitor's booking form, and the visits newest day first with their
 * reports and work hours, each offering the moves the caller's buttons and the status machine
 * allow (accept, refuse, adjust, launch for the site; confirm, cancel for the booking monitor).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Appointment } from '../../../../../shared/api/quality/appointments';
import { WEEKDAY_LABELS } from '../../../../../shared/domain/quality/appointment-rules';
import {
  APPOINTMENT_ACTION_LABELS,
  type AppointmentAction,
  allowedAppointmentActions,
} from '../../../../../shared/domain/quality/appointment-status';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, joinList, useLocale, useMessages } from '../../../../lib/i18n';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { useStaffAccess, useWho } from '../../../access';
import { TextDialog } from '../../queries/components/text-dialog';
import { monitoringMessages } from '../messages';
import { monitoringQueries, useMonitoringActions } from '../queries';
import { AdjustDialog } from './adjust-dialog';
import { VisitTable } from './visit-table';

function SettingsBar({ projectId }: { projectId: number }) {
  const t = useMessages(monitoringMessages);
  const { locale } = useLocale();
  const access = useStaffAccess();
  const settings = useQuery(monitoringQueries.settings(projectId)).data;
  const { remote } = useMonitoringActions(projectId);
  if (!settings) return null;
  const days = joinList(
    settings.weekdays.map((day) => WEEKDAY_LABELS[day][locale]),
    locale,
  );
  return (
    <Alert
      severity="info"
      action={
        access.hasProjectButton(projectId, 'remote:switch') && (
          <Button
            color="inherit"
            size="small"
            loading={remote.isPending}
            onClick={() => remote.mutate({ projectId, version: settings.version, open: !settings.remoteOpen })}
          >
            {settings.remoteOpen ? t.closeRemote : t.openRemote}
          </Button>
        )
      }
    >
      {format(t.rules, {
        weekdays: days,
        max: settings.maxMonitors,
        min: settings.minNoticeDays,
        ahead: settings.maxDaysAhead,
      })}
      {' · '}
      {settings.remoteOpen ? t.remoteOpen : t.remoteClosed}
    </Alert>
  );
}

function BookForm({ projectId }: { projectId: number }) {
  const t = useMessages(monitoringMessages);
  const { book } = useMonitoringActions(projectId);
  const [visitDate, setVisitDate] = useState('');
  const [purpose, setPurpose] = useState('');
  const submit = () =>
    book.mutate(
      { projectId, visitDate, purpose },
      {
        onSuccess: () => {
          setVisitDate('');
          setPurpose('');
        },
      },
    );
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        size="small"
        type="date"
        required
        label={t.visitDate}
        value={visitDate}
        onChange={(event) => setVisitDate(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        required
        label={t.purpose}
        value={purpose}
        onChange={(event) => setPurpose(event.target.value)}
      />
      <Button type="submit" variant="contained" loading={book.isPending}>
        {t.book}
      </Button>
    </Stack>
  );
}

export function MonitoringPage({ projectId }: { projectId: number }) {
  const t = useMessages(monitoringMessages);
  const access = useStaffAccess();
  const who = useWho()?.user.userId;
  const project = access.projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const list = useQuery(monitoringQueries.list(projectId, { offset: 0, limit: 100 }));
  const actions = useMonitoringActions(projectId);
  const [dialog, setDialog] = useState<{ action: 'refuse' | 'adjust'; visit: Appointment }>();
  const canBook = access.hasProjectButton(projectId, 'appointment:book');
  const siteButtons = access.hasProjectButton(projectId, 'appointment:review') ? ['appointment:review'] : [];

  const actionsOf = (visit: Appointment): AppointmentAction[] =>
    allowedAppointmentActions(visit.status, [
      ...siteButtons,
      ...(canBook && visit.monitorId === who ? ['appointment:book'] : []),
    ]).filter((action) => action !== 'close');
  const act = (visit: Appointment, action: AppointmentAction) => {
    const ref = { projectId, id: visit.id, version: visit.version };
    if (action === 'refuse' || action === 'adjust') setDialog({ action, visit });
    else if (action !== 'close') actions[action].mutate(ref);
  };
  const done = { onSuccess: () => setDialog(undefined) };
  const ref = dialog && { projectId, id: dialog.visit.id, version: dialog.visit.version };

  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title} projectName={project?.projectName} />
      <SettingsBar projectId={projectId} />
      {canBook && <BookForm projectId={projectId} />}
      <VisitTable
        rows={list.data?.rows ?? []}
        actionsOf={actionsOf}
        actionLabel={(action, locale) => APPOINTMENT_ACTION_LABELS[action][locale]}
        onAction={act}
      />
      {dialog?.action === 'refuse' && ref && (
        <TextDialog
          title={t.refuseTitle}
          label={t.reason}
          required
          busy={actions.refuse.isPending}
          onSubmit={(reason) => actions.refuse.mutate({ ...ref, reason }, done)}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog?.action === 'adjust' && ref && (
        <AdjustDialog
          busy={actions.adjust.isPending}
          onSubmit={(proposedDate, note) =>
            actions.adjust.mutate({ ...ref, proposedDate, ...(note ? { note } : {}) }, done)
          }
          onClose={() => setDialog(undefined)}
        />
      )}
    </Stack>
  );
}
