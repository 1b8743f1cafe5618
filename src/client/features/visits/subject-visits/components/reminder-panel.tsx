/**
 * A subject's visit reminders: whether the patient agreed to reminder messages (recorded or
 * withdrawn by whoever records visits), the project's lead time in days, and the messages
 * sent so far with their state.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { VISIT_REMINDER_DAYS_MAX } from '../../../../../shared/domain/visits/reminders';
import { formatDateTime } from '../../../../lib/dates';
import { format, useMessages } from '../../../../lib/i18n';
import { useStaffAccess } from '../../../access';
import { subjectVisitMessages } from '../messages';
import { subjectVisitQueries } from '../queries';
import { useReminderActions } from '../use-reminder-actions';

function LeadTime({ projectId, canEdit }: { projectId: number; canEdit: boolean }) {
  const t = useMessages(subjectVisitMessages);
  const lead = useQuery(subjectVisitQueries.reminderDays(projectId));
  const { saveDays } = useReminderActions(projectId);
  const [draft, setDraft] = useState<string>();
  if (lead.isPending) return <Skeleton variant="text" width={240} />;
  if (lead.isError) return <Typography color="error">{t.loadFailed}</Typography>;
  const value = draft ?? String(lead.data.days);
  const days = Number(value);
  const valid = /^\d+$/.test(value) && days <= VISIT_REMINDER_DAYS_MAX;
  if (!canEdit) return <Typography>{format(t.leadTime, { days: lead.data.days })}</Typography>;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        size="small"
        type="number"
        label={t.leadDays}
        value={value}
        onChange={(event) => setDraft(event.target.value)}
        error={!valid}
        helperText={valid ? undefined : format(t.leadDaysRange, { max: VISIT_REMINDER_DAYS_MAX })}
        slotProps={{ htmlInput: { min: 0, max: VISIT_REMINDER_DAYS_MAX } }}
        sx={{ width: 200 }}
      />
      <Button
        disabled={!valid || days === lead.data.days || saveDays.isPending}
        onClick={() =>
          saveDays.mutate({ projectId, days, version: lead.data.version }, { onSuccess: () => setDraft(undefined) })
        }
      >
        {t.saveLeadDays}
      </Button>
    </Stack>
  );
}

export function ReminderPanel({ projectId, subjectId }: { projectId: number; subjectId: number }) {
  const t = useMessages(subjectVisitMessages);
  const access = useStaffAccess();
  const canEdit = access.hasProjectButton(projectId, 'visit:record');
  const consent = useQuery(subjectVisitQueries.reminderConsent(projectId, subjectId));
  const { setConsent } = useReminderActions(projectId);
  return (
    <Paper variant="outlined" component="section" aria-label={t.reminders} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t.reminders}
      </Typography>
      <Stack spacing={1.5}>
        <LeadTime projectId={projectId} canEdit={canEdit} />
        {consent.isPending && <Skeleton variant="text" />}
        {consent.isError && <Typography color="error">{t.loadFailed}</Typography>}
        {consent.data && (
          <>
            {!consent.data.hasPhone && <Alert severity="info">{t.noPhone}</Alert>}
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography>
                {consent.data.reminderConsentAt
                  ? format(t.consented, { at: formatDateTime(consent.data.reminderConsentAt) })
                  : t.notConsented}
              </Typography>
              {canEdit && (
                <Button
                  size="small"
                  disabled={setConsent.isPending}
                  onClick={() =>
                    setConsent.mutate({
                      projectId,
                      subjectId,
                      version: consent.data.version,
                      consent: consent.data.reminderConsentAt === null,
                    })
                  }
                >
                  {consent.data.reminderConsentAt ? t.withdrawConsent : t.recordConsent}
                </Button>
              )}
            </Stack>
            {consent.data.messages.length > 0 && (
              <List dense aria-label={t.messagesSent}>
                {consent.data.messages.map((message) => (
                  <ListItem key={message.id} disableGutters>
                    <ListItemText
                      primary={`${message.visitName} · ${message.plannedDate}`}
                      secondary={`${t[`message_${message.status}`] ?? message.status}${
                        message.lastError ? ` · ${message.lastError}` : ''
                      }`}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
