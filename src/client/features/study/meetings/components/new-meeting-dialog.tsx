/** The new study meeting: type, title, time, place, agenda and attendees from the project's team (all by default). */
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { STUDY_MEETING_TYPES, type StudyMeetingType } from '../../../../../shared/domain/study/meetings';
import { failureText } from '../../../../lib/field-problem';
import { useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { MeetingBasicsFields, useMeetingBasics } from '../../../../ui/meetings/meeting-basics';
import { projectTeamQueries } from '../../team/queries';
import { studyMeetingMessages } from '../messages';
import { useStudyMeetingActions } from '../queries';
import { useMeetingTypeLabel } from './meeting-type-label';

export function NewMeetingDialog({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const t = useMessages(studyMeetingMessages);
  const typeLabel = useMeetingTypeLabel();
  const team = useQuery(projectTeamQueries.members(projectId));
  const actions = useStudyMeetingActions(projectId);
  const [meetingType, setMeetingType] = useState<StudyMeetingType>('kickOff');
  const meeting = useMeetingBasics();
  const [agenda, setAgenda] = useState('');
  // Everyone on the team is invited until unticked.
  const [left, setLeft] = useState<number[]>([]);
  const [error, setError] = useState<string>();
  const members = team.data ?? [];
  const picked = members.map((member) => member.userId).filter((userId) => !left.includes(userId));
  const submit = () => {
    const basics = meeting.read();
    if (!basics || picked.length === 0) return setError(t.required);
    actions.create
      .mutateAsync({
        projectId,
        meetingType,
        ...basics,
        agenda: agenda.trim() || null,
        attendeeIds: picked,
      })
      .then(onClose, (failure: unknown) => setError(failureText(failure, t.failed)));
  };
  return (
    <FormDialog title={t.newMeeting} busy={actions.create.isPending} error={error} onSubmit={submit} onClose={onClose}>
      <TextField
        select
        label={t.meetingType}
        value={meetingType}
        required
        onChange={(event) => setMeetingType(event.target.value as StudyMeetingType)}
      >
        {STUDY_MEETING_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {typeLabel(type)}
          </MenuItem>
        ))}
      </TextField>
      <MeetingBasicsFields basics={meeting.basics} setBasics={meeting.setBasics} />
      <TextField
        label={t.agenda}
        value={agenda}
        multiline
        minRows={3}
        onChange={(event) => setAgenda(event.target.value)}
      />
      <FormGroup role="group" aria-label={t.attendeesPick}>
        <FormLabel>{t.attendeesPick}</FormLabel>
        {team.data?.length === 0 && <Typography>{t.noTeam}</Typography>}
        {members.map((member) => (
          <FormControlLabel
            key={member.userId}
            control={
              <Checkbox
                checked={picked.includes(member.userId)}
                onChange={(event) =>
                  setLeft(event.target.checked ? left.filter((id) => id !== member.userId) : [...left, member.userId])
                }
              />
            }
            label={`${member.realname}（${member.roles.map((role) => role.name).join('、')}）`}
          />
        ))}
      </FormGroup>
    </FormDialog>
  );
}
