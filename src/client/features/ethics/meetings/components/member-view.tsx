/**
 * A member's view of the meeting room, one column for a phone (375 px): my check-in while the
 * meeting is ongoing, the agenda with each item's documents, and my vote (signed) or my
 * declared conflict on each open item.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { MeetingRoom, RoomItem } from '../../../../../shared/api/ethics/meeting-room';
import { VOTE_DECISION_LABELS, type VoteDecision } from '../../../../../shared/domain/ethics/votes';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { useSubmissionTypeLabel } from '../../submissions/components/submission-labels';
import { ethicsMeetingMessages } from '../messages';
import { useMeetingActions } from '../queries';
import { MeetingStatusChip, meetingTime, useAttendeeLabel } from '../../../../ui/meetings/meeting-labels';
import { ConflictDialog, ItemDocuments, VoteDialog } from './vote-parts';

/** My vote on an item (signed) or my declared conflict; for any invited member, the secretary too. */
export function MyVote({ item, room }: { item: RoomItem; room: MeetingRoom }) {
  const t = useMessages(ethicsMeetingMessages);
  const { locale } = useLocale();
  const [open, setOpen] = useState<'vote' | 'conflict'>();
  const present = room.me.status === 1 || room.me.status === 2;
  const mine =
    item.myVote === 'conflict'
      ? t.conflictDeclared
      : item.myVote
        ? format(t.voted, { decision: VOTE_DECISION_LABELS[item.myVote as VoteDecision][locale] })
        : null;
  return (
    <>
      {mine && <Typography>{`${t.myVote}：${mine}`}</Typography>}
      {!mine && present && item.voteStatus === 'open' && (
        <Button variant="contained" size="large" fullWidth onClick={() => setOpen('vote')}>
          {t.vote}
        </Button>
      )}
      {!mine && room.me.invited && item.voteStatus !== 'closed' && room.meeting.status <= 1 && (
        <Button size="small" color="warning" onClick={() => setOpen('conflict')}>
          {t.declareConflict}
        </Button>
      )}
      {open === 'vote' && <VoteDialog item={item} onClose={() => setOpen(undefined)} />}
      {open === 'conflict' && <ConflictDialog item={item} onClose={() => setOpen(undefined)} />}
    </>
  );
}

function MyItem({ item, room }: { item: RoomItem; room: MeetingRoom }) {
  const t = useMessages(ethicsMeetingMessages);
  const { locale } = useLocale();
  const typeLabel = useSubmissionTypeLabel();
  const voteLabel = t[item.voteStatus];
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} component="section" aria-label={item.title}>
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h3">{`${item.sort}. ${item.title}`}</Typography>
        <Typography variant="body2">{`${item.projectName} · ${typeLabel(item.type)} · ${item.acceptanceNumber ?? ''}`}</Typography>
        <Typography variant="body2">{`${t.voteStatus}：${voteLabel} · ${format(t.castOf, { cast: item.cast, eligible: item.eligible })}`}</Typography>
        {item.decision && (
          <Typography>{format(t.result, { decision: VOTE_DECISION_LABELS[item.decision][locale] })}</Typography>
        )}
        <ItemDocuments item={item} />
        <MyVote item={item} room={room} />
      </Stack>
    </Paper>
  );
}

export function MemberView({ room }: { room: MeetingRoom }) {
  const t = useMessages(ethicsMeetingMessages);
  const attendeeLabel = useAttendeeLabel();
  const actions = useMeetingActions();
  const ongoing = room.meeting.status === 1;
  const checkIn = (status: 1 | 2) => actions.attend.mutate({ id: room.meeting.id, userId: room.me.userId, status });
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 480, width: '100%' }} data-testid="member-view">
      <Typography variant="h5" component="h1">
        {room.meeting.title}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <MeetingStatusChip status={room.meeting.status} />
        <Typography variant="body2">{`${meetingTime(room.meeting.startsAt)} · ${room.meeting.place}`}</Typography>
      </Stack>
      {!room.me.invited && <Alert severity="info">{t.notInvited}</Alert>}
      {room.me.invited && (
        <Paper variant="outlined" sx={{ p: 1.5 }} component="section" aria-label={t.myCheckIn}>
          <Typography variant="subtitle1" component="h2">
            {t.myCheckIn}
          </Typography>
          {room.me.status !== null && (
            <Typography>{format(t.checkedIn, { status: attendeeLabel(room.me.status) })}</Typography>
          )}
          {!ongoing && <Typography variant="body2">{t.notInSession}</Typography>}
          {ongoing && room.me.status === null && (
            <Stack spacing={1}>
              <Button variant="contained" size="large" fullWidth onClick={() => checkIn(1)}>
                {t.checkIn}
              </Button>
              <Button variant="outlined" fullWidth onClick={() => checkIn(2)}>
                {t.checkInLate}
              </Button>
            </Stack>
          )}
        </Paper>
      )}
      <Typography variant="h6" component="h2">
        {t.agenda}
      </Typography>
      {room.items.map((item) => (
        <MyItem key={item.id} item={item} room={room} />
      ))}
    </Stack>
  );
}
