/**
 * 项目会议 (project page StudyMeetings): the project's meetings, upcoming and past, with their
 * type and status; those with studyMeeting:manage schedule a meeting (new-meeting-dialog.tsx).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { StudyMeetingSummary } from '../../../../../shared/api/study/meetings';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, useMessages } from '../../../../lib/i18n';
import { MeetingStatusChip, meetingTime } from '../../../../ui/meetings/meeting-labels';
import { RouterLink } from '../../../../ui/router-link';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { useStaffAccess } from '../../../access';
import { studyMeetingMessages } from '../messages';
import { studyMeetingQueries } from '../queries';
import { useMeetingTypeLabel } from './meeting-type-label';
import { NewMeetingDialog } from './new-meeting-dialog';

function MeetingList({ title, rows, projectId }: { title: string; rows: StudyMeetingSummary[]; projectId: number }) {
  const t = useMessages(studyMeetingMessages);
  const typeLabel = useMeetingTypeLabel();
  return (
    <section aria-label={title}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {rows.length === 0 && <Typography>{t.empty}</Typography>}
      <List dense>
        {rows.map((row) => (
          <ListItem key={row.id} secondaryAction={<MeetingStatusChip status={row.status} />}>
            <ListItemText
              primary={
                <RouterLink
                  to="/staff/projects/$projectId/meetings/$meetingId"
                  params={{ projectId, meetingId: row.id }}
                >
                  {row.title}
                </RouterLink>
              }
              secondary={[
                typeLabel(row.meetingType),
                meetingTime(row.startsAt),
                row.place,
                format(t.attendeesCount, { n: row.attendees }),
                ...(row.hasMinutes ? [t.hasMinutes] : []),
              ].join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}

export function StudyMeetingsPage({ projectId }: { projectId: number }) {
  const t = useMessages(studyMeetingMessages);
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const query = useQuery(studyMeetingQueries.list(projectId));
  const [creating, setCreating] = useState(false);
  const rows = query.data ?? [];
  // Upcoming soonest first; past newest first (the list comes newest first).
  const upcoming = rows.filter((row) => row.status === 0 || row.status === 1).reverse();
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title}>
        {access.hasProjectButton(projectId, 'studyMeeting:manage') && (
          <Button variant="contained" onClick={() => setCreating(true)}>
            {t.newMeeting}
          </Button>
        )}
      </StaffPageHeader>
      {query.isError && <Alert severity="warning">{t.failed}</Alert>}
      <MeetingList title={t.upcoming} rows={upcoming} projectId={projectId} />
      <MeetingList
        title={t.past}
        rows={rows.filter((row) => row.status === 2 || row.status === 3)}
        projectId={projectId}
      />
      {creating && <NewMeetingDialog projectId={projectId} onClose={() => setCreating(false)} />}
    </Stack>
  );
}
