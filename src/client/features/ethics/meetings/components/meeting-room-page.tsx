/**
 * A meeting's room (/staff/ethics-meetings/$meetingId): for the secretary (ethicsMeeting:manage)
 * the agenda with each item's live vote status (polled while ongoing), the quorum indicator,
 * the attendance table, the meeting's moves and each item's open/close vote and result, and
 * the secretary's own vote when they are a member invited to it; for a member, the one-column
 * phone view (member-view.tsx).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { MeetingRoom, RoomItem } from '../../../../../shared/api/ethics/meeting-room';
import {
  OTHER_DECISIONS,
  OTHER_DECISION_LABELS,
  VOTE_DECISION_LABELS,
} from '../../../../../shared/domain/ethics/votes';
import type { MeetingAction } from '../../../../../shared/domain/meetings';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { useSubmissionTypeLabel } from '../../submissions/components/submission-labels';
import { ethicsMeetingMessages } from '../messages';
import { meetingQueries, useMeetingActions } from '../queries';
import { AttendanceTable } from '../../../../ui/meetings/attendance-table';
import { MeetingStatusChip, meetingTime } from '../../../../ui/meetings/meeting-labels';
import { MeetingMoveButtons } from '../../../../ui/meetings/meeting-move-buttons';
import { MemberView, MyVote } from './member-view';
import { ItemDocuments, QuorumIndicator } from './vote-parts';

function ItemRow({ item, room }: { item: RoomItem; room: MeetingRoom }) {
  const t = useMessages(ethicsMeetingMessages);
  const { locale } = useLocale();
  const typeLabel = useSubmissionTypeLabel();
  const actions = useMeetingActions();
  const ongoing = room.meeting.status === 1;
  const names = room.attendees.filter((a) => item.voted.includes(a.userId)).map((a) => a.name);
  const undecided = item.voteStatus === 'closed' && !item.decision && !item.otherDecision;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={item.title}>
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h3">{`${item.sort}. ${item.title}`}</Typography>
        <Typography variant="body2">
          {`${item.projectName} · ${typeLabel(item.type)} · ${item.acceptanceNumber ?? ''}`}
        </Typography>
        <Typography role="status" aria-label={`${t.voteStatus} ${item.title}`}>
          {`${t.voteStatus}：${t[item.voteStatus]} · ${format(t.castOf, { cast: item.cast, eligible: item.eligible })}`}
        </Typography>
        {names.length > 0 && item.voteStatus === 'open' && (
          <Typography variant="body2">{format(t.votedBy, { names: names.join('、') })}</Typography>
        )}
        {item.counts && (
          <Typography>
            {Object.entries(item.counts)
              .filter(([, n]) => n > 0)
              .map(([decision, n]) => `${VOTE_DECISION_LABELS[decision as keyof typeof item.counts][locale]} ${n}`)
              .join('；')}
          </Typography>
        )}
        {item.decision && (
          <Typography>{format(t.result, { decision: VOTE_DECISION_LABELS[item.decision][locale] })}</Typography>
        )}
        {item.otherDecision && (
          <Typography>{format(t.result, { decision: OTHER_DECISION_LABELS[item.otherDecision][locale] })}</Typography>
        )}
        {undecided && <Alert severity="warning">{t.noMajority}</Alert>}
        <ItemDocuments item={item} />
        {room.me.invited && (
          <Stack sx={{ maxWidth: 320 }}>
            <MyVote item={item} room={room} />
          </Stack>
        )}
        <Stack direction="row" spacing={1}>
          {ongoing && item.voteStatus === 'pending' && (
            <Button variant="contained" onClick={() => actions.open.mutate(item.id)}>
              {t.openVote}
            </Button>
          )}
          {ongoing && item.voteStatus === 'open' && (
            <Button variant="contained" onClick={() => actions.close.mutate(item.id)}>
              {t.closeVote}
            </Button>
          )}
          {item.voteStatus === 'pending' && room.meeting.status <= 1 && (
            <Button
              onClick={() =>
                actions.remove.mutate({ id: room.meeting.id, version: room.meeting.version, itemId: item.id })
              }
            >
              {t.remove}
            </Button>
          )}
          {undecided && (
            <TextField
              select
              size="small"
              label={t.recordOutcome}
              value=""
              sx={{ minWidth: 220 }}
              onChange={(event) =>
                actions.record.mutate({
                  itemId: item.id,
                  otherDecision: event.target.value as (typeof OTHER_DECISIONS)[number],
                })
              }
            >
              {OTHER_DECISIONS.map((value) => (
                <MenuItem key={value} value={value}>
                  {OTHER_DECISION_LABELS[value][locale]}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}

function Attendance({ room }: { room: MeetingRoom }) {
  const t = useMessages(ethicsMeetingMessages);
  const actions = useMeetingActions();
  return (
    <AttendanceTable
      attendees={room.attendees}
      personHeading={t.member}
      onMark={
        room.meeting.status === 1
          ? (userId, status) => actions.attend.mutate({ id: room.meeting.id, userId, status })
          : undefined
      }
    />
  );
}

function SecretaryRoom({ room }: { room: MeetingRoom }) {
  const t = useMessages(ethicsMeetingMessages);
  const actions = useMeetingActions();
  const { meeting } = room;
  const move = (action: MeetingAction) => actions.move.mutate({ id: meeting.id, version: meeting.version, action });
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={meeting.title}>
        <MeetingMoveButtons status={meeting.status} onMove={move} />
      </StaffPageHeader>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <MeetingStatusChip status={meeting.status} />
        <Typography>{`${meetingTime(meeting.startsAt)} · ${meeting.place}`}</Typography>
      </Stack>
      {meeting.notes && <Typography>{meeting.notes}</Typography>}
      <QuorumIndicator quorum={room.quorum} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={1} sx={{ flex: 2, width: '100%' }}>
          <Typography variant="h6" component="h2">
            {t.agenda}
          </Typography>
          {room.items.map((item) => (
            <ItemRow key={item.id} item={item} room={room} />
          ))}
        </Stack>
        <Stack spacing={1} sx={{ flex: 1, width: '100%' }}>
          <Typography variant="h6" component="h2">
            {t.attendance}
          </Typography>
          <Attendance room={room} />
        </Stack>
      </Stack>
    </Stack>
  );
}

export function MeetingRoomPage({ id }: { id: number }) {
  const t = useMessages(ethicsMeetingMessages);
  const query = useQuery(meetingQueries.room(id));
  useDocumentTitle(query.data?.meeting.title ?? t.title);
  if (query.isError) return <Alert severity="warning">{t.failed}</Alert>;
  if (!query.data) return null;
  return query.data.me.manage ? <SecretaryRoom room={query.data} /> : <MemberView room={query.data} />;
}
