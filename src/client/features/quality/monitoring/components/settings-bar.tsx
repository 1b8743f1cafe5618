/** The project's appointment rules and remote monitoring switch, with the buttons the caller holds. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { MonitoringSetting } from '../../../../../shared/api/quality/appointments';
import { WEEKDAY_LABELS } from '../../../../../shared/domain/quality/appointment-rules';
import { format, joinList, useLocale, useMessages } from '../../../../lib/i18n';
import { useStaffAccess } from '../../../access';
import { monitoringMessages } from '../messages';
import { useMonitoringActions } from '../queries';
import { RulesDialog } from './rules-dialog';

export function SettingsBar({ projectId, settings }: { projectId: number; settings: MonitoringSetting }) {
  const t = useMessages(monitoringMessages);
  const { locale } = useLocale();
  const access = useStaffAccess();
  const { remote } = useMonitoringActions(projectId);
  const [editing, setEditing] = useState(false);
  const days = joinList(
    settings.weekdays.map((day) => WEEKDAY_LABELS[day][locale]),
    locale,
  );
  return (
    <Alert
      severity="info"
      action={
        <>
          {access.hasProjectButton(projectId, 'appointment:rules') && (
            <Button color="inherit" size="small" onClick={() => setEditing(true)}>
              {t.editRules}
            </Button>
          )}
          {access.hasProjectButton(projectId, 'remote:switch') && (
            <Button
              color="inherit"
              size="small"
              loading={remote.isPending}
              onClick={() => remote.mutate({ projectId, version: settings.version, open: !settings.remoteOpen })}
            >
              {settings.remoteOpen ? t.closeRemote : t.openRemote}
            </Button>
          )}
        </>
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
      {editing && <RulesDialog projectId={projectId} settings={settings} onClose={() => setEditing(false)} />}
    </Alert>
  );
}
