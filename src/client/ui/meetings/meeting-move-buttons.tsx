/** The moves a meeting's status allows now (MEETING): cancel or start one not started, close one ongoing. */
import Button from '@mui/material/Button';
import { MEETING, type MeetingAction } from '../../../shared/domain/meetings';
import type { MeetingStatus } from '../../../shared/domain/study';
import { useMessages } from '../../lib/i18n';
import { meetingMessages } from './meeting-messages';

const ORDER: { action: MeetingAction; primary: boolean }[] = [
  { action: 'cancel', primary: false },
  { action: 'start', primary: true },
  { action: 'close', primary: true },
];

export function MeetingMoveButtons({
  status,
  onMove,
}: {
  status: MeetingStatus;
  onMove: (action: MeetingAction) => void;
}) {
  const t = useMessages(meetingMessages);
  return ORDER.filter(({ action }) => MEETING.can(status, action)).map(({ action, primary }) => (
    <Button key={action} variant={primary ? 'contained' : 'text'} onClick={() => onMove(action)}>
      {t[action]}
    </Button>
  ));
}
