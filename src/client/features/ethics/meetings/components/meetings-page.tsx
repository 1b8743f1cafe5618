/**
 * 会议 (system page EthicsMeetings): the committee's meetings, upcoming and past, with their
 * status; the secretary (ethicsMeeting:manage) schedules a meeting with its agenda picked from
 * the submissions accepted or in expedited review.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MeetingSummary } from '../../../../../shared/api/ethics/meetings';
import { useDocumentTitle } from '../../../../lib/document-title';
import { failureText } from '../../../../lib/field-problem';
import { format, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { RouterLink } from '../../../../ui/router-link';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { useStaffAccess } from '../../../access';
import { useSubmissionTypeLabel } from '../../submissions/components/submission-labels';
import { ethicsMeetingMessages } from '../messages';
import { meetingQueries, useMeetingActions } from '../queries';
import { MeetingBasicsFields, useMeetingBasics } from '../../../../ui/meetings/meeting-basics';
import { MeetingStatusChip, meetingTime } from '../../../../ui/meetings/meeting-labels';

function NewMeetingDialog({ onClose }: { onClose: () => void }) {
  const t = useMessages(ethicsMeetingMessages);
  const typeLabel = useSubmissionTypeLabel();
  const candidates = useQuery(meetingQueries.candidates());
  const actions = useMeetingActions();
  const meeting = useMeetingBasics();
  const [notes, setNotes] = useState('');
  const [picked, setPicked] = useState<number[]>([]);
  const [error, setError] = useState<string>();
  const submit = () => {
    const basics = meeting.read();
    if (!basics) return setError(t.required);
    actions.create
      .mutateAsync({
        ...basics,
        notes: notes.trim() || null,
        submissionIds: picked,
      })
      .then(onClose, (failure: unknown) => setError(failureText(failure, t.failed)));
  };
  return (
    <FormDialog title={t.newMeeting} busy={actions.create.isPending} error={error} onSubmit={submit} onClose={onClose}>
      <MeetingBasicsFields basics={meeting.basics} setBasics={meeting.setBasics} />
      <TextField
        label={t.notes}
        value={notes}
        multiline
        minRows={2}
        onChange={(event) => setNotes(event.target.value)}
      />
      <FormGroup role="group" aria-label={t.agendaPick}>
        <FormLabel>{t.agendaPick}</FormLabel>
        {candidates.data?.length === 0 && <Typography>{t.noCandidates}</Typography>}
        {candidates.data?.map((candidate) => (
          <FormControlLabel
            key={candidate.id}
            control={
              <Checkbox
                checked={picked.includes(candidate.id)}
                onChange={(event) =>
                  setPicked(
                    event.target.checked ? [...picked, candidate.id] : picked.filter((id) => id !== candidate.id),
                  )
                }
              />
            }
            label={`${candidate.acceptanceNumber ?? ''} ${candidate.title}（${candidate.projectName}，${typeLabel(candidate.type)}）`}
          />
        ))}
      </FormGroup>
    </FormDialog>
  );
}

function MeetingList({ title, rows }: { title: string; rows: MeetingSummary[] }) {
  const t = useMessages(ethicsMeetingMessages);
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
                <RouterLink to="/staff/ethics-meetings/$meetingId" params={{ meetingId: row.id }}>
                  {row.title}
                </RouterLink>
              }
              secondary={`${meetingTime(row.startsAt)} · ${row.place} · ${format(t.items, { n: row.items })}`}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}

export function MeetingsPage() {
  const t = useMessages(ethicsMeetingMessages);
  useDocumentTitle(t.title);
  const access = useStaffAccess();
  const query = useQuery(meetingQueries.list());
  const [creating, setCreating] = useState(false);
  const rows = query.data ?? [];
  const upcoming = rows.filter((row) => row.status === 0 || row.status === 1).reverse();
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title}>
        {access.hasButton('ethicsMeeting:manage') && (
          <Button variant="contained" onClick={() => setCreating(true)}>
            {t.newMeeting}
          </Button>
        )}
      </StaffPageHeader>
      {query.isError && <Alert severity="warning">{t.failed}</Alert>}
      <MeetingList title={t.upcoming} rows={upcoming} />
      <MeetingList title={t.past} rows={rows.filter((row) => row.status === 2 || row.status === 3)} />
      {creating && <NewMeetingDialog onClose={() => setCreating(false)} />}
    </Stack>
  );
}
