/**
 * One study meeting (/staff/projects/$projectId/meetings/$meetingId): its type, time, place and
 * agenda, the moves its status allows, the attendance (marked while ongoing), and once done the
 * minutes, saved and filed into the project's binder as a new document version.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { StudyMeetingDetail } from '../../../../../shared/api/study/meetings';
import { useDocumentTitle } from '../../../../lib/document-title';
import { failureText } from '../../../../lib/field-problem';
import { format, useMessages } from '../../../../lib/i18n';
import { AttendanceTable } from '../../../../ui/meetings/attendance-table';
import { MeetingStatusChip, meetingTime } from '../../../../ui/meetings/meeting-labels';
import { MeetingMoveButtons } from '../../../../ui/meetings/meeting-move-buttons';
import { RouterLink } from '../../../../ui/router-link';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { useStaffAccess } from '../../../access';
import { studyMeetingMessages } from '../messages';
import { studyMeetingQueries, useStudyMeetingActions } from '../queries';
import { useMeetingTypeLabel } from './meeting-type-label';

function Minutes({ meeting, manage }: { meeting: StudyMeetingDetail; manage: boolean }) {
  const t = useMessages(studyMeetingMessages);
  const actions = useStudyMeetingActions(meeting.projectId);
  const [text, setText] = useState(meeting.minutes ?? '');
  const [error, setError] = useState<string>();
  const save = () => {
    if (!text.trim()) return setError(t.minutesRequired);
    setError(undefined);
    actions.minutes
      .mutateAsync({ projectId: meeting.projectId, id: meeting.id, version: meeting.version, minutes: text.trim() })
      .catch((failure: unknown) => setError(failureText(failure, t.failed)));
  };
  return (
    <Paper variant="outlined" component="section" aria-label={t.minutes} sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          {t.minutes}
        </Typography>
        {meeting.minutesBy && meeting.minutesAt && (
          <Typography variant="body2">
            {format(t.minutesBy, { name: meeting.minutesBy, at: meetingTime(meeting.minutesAt) })}
          </Typography>
        )}
        {meeting.filed && (
          <Typography role="status">
            {format(t.filed, { folder: meeting.filed.folderCode, number: meeting.filed.number })}
          </Typography>
        )}
        {meeting.minutes && !meeting.filed && <Alert severity="info">{t.notFiled}</Alert>}
        {manage ? (
          <>
            <Typography variant="body2">{t.minutesHint}</Typography>
            <TextField
              label={t.minutes}
              value={text}
              multiline
              minRows={6}
              error={Boolean(error)}
              helperText={error}
              onChange={(event) => setText(event.target.value)}
            />
            <Stack direction="row">
              <Button variant="contained" disabled={actions.minutes.isPending} onClick={save}>
                {t.writeMinutes}
              </Button>
            </Stack>
          </>
        ) : (
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{meeting.minutes}</Typography>
        )}
      </Stack>
    </Paper>
  );
}

function MeetingView({ meeting }: { meeting: StudyMeetingDetail }) {
  const t = useMessages(studyMeetingMessages);
  const typeLabel = useMeetingTypeLabel();
  const access = useStaffAccess();
  const manage = access.hasProjectButton(meeting.projectId, 'studyMeeting:manage');
  const actions = useStudyMeetingActions(meeting.projectId);
  const base = { projectId: meeting.projectId, id: meeting.id };
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={meeting.title}>
        {manage && (
          <MeetingMoveButtons
            status={meeting.status}
            onMove={(action) => actions.move.mutate({ ...base, version: meeting.version, action })}
          />
        )}
      </StaffPageHeader>
      <RouterLink to="/staff/projects/$projectId/meetings" params={{ projectId: meeting.projectId }}>
        {t.back}
      </RouterLink>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <MeetingStatusChip status={meeting.status} />
        <Typography>{`${typeLabel(meeting.meetingType)} · ${meetingTime(meeting.startsAt)} · ${meeting.place}`}</Typography>
      </Stack>
      <section aria-label={t.agenda}>
        <Typography variant="h6" component="h2">
          {t.agenda}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{meeting.agenda ?? t.noAgenda}</Typography>
      </section>
      <AttendanceTable
        attendees={meeting.attendees}
        personHeading={t.attendee}
        onMark={
          manage && meeting.status === 1
            ? (userId, status) => actions.attend.mutate({ ...base, userId, status })
            : undefined
        }
      />
      {meeting.status === 2 && (manage || meeting.minutes) && (
        <Minutes key={meeting.version} meeting={meeting} manage={manage} />
      )}
    </Stack>
  );
}

export function StudyMeetingPage({ projectId, id }: { projectId: number; id: number }) {
  const t = useMessages(studyMeetingMessages);
  const query = useQuery(studyMeetingQueries.detail(projectId, id));
  useDocumentTitle(query.data?.title ?? t.title);
  if (query.isError) return <Alert severity="warning">{t.failed}</Alert>;
  if (!query.data) return null;
  return <MeetingView meeting={query.data} />;
}
