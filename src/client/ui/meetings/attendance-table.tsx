/**
 * A meeting's invitees with their attendance (SPEC §4: 1 on time, 2 late, 3 absent, 4 leave):
 * while the meeting is ongoing and the viewer may mark it, a labelled select per invitee;
 * otherwise the status as text.
 */
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { ATTENDEE_STATUS, type AttendeeStatus } from '../../../shared/domain/study';
import { format, useLocale, useMessages } from '../../lib/i18n';
import { useAttendeeLabel } from './meeting-labels';
import { meetingMessages } from './meeting-messages';

export interface AttendanceRow {
  userId: number;
  name: string;
  status: number | null;
}

export function AttendanceTable({
  attendees,
  personHeading,
  onMark,
}: {
  attendees: readonly AttendanceRow[];
  /** The first column's heading (委员 for a committee, 参会人 for a study meeting). */
  personHeading: string;
  /** Given while attendance may be marked (the meeting is ongoing and the viewer may mark it). */
  onMark?: (userId: number, status: AttendeeStatus) => void;
}) {
  const t = useMessages(meetingMessages);
  const { locale } = useLocale();
  const label = useAttendeeLabel();
  return (
    <Table size="small" aria-label={t.attendance}>
      <TableHead>
        <TableRow>
          <TableCell>{personHeading}</TableCell>
          <TableCell>{t.attendee}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {attendees.map((attendee) => (
          <TableRow key={attendee.userId}>
            <TableCell>{attendee.name}</TableCell>
            <TableCell>
              {onMark ? (
                <TextField
                  select
                  size="small"
                  value={attendee.status ?? ''}
                  slotProps={{ htmlInput: { 'aria-label': format(t.markAs, { name: attendee.name }) } }}
                  onChange={(event) => onMark(attendee.userId, Number(event.target.value) as AttendeeStatus)}
                >
                  {ATTENDEE_STATUS.map((entry) => (
                    <MenuItem key={entry.value} value={entry.value}>
                      {entry.label[locale]}
                    </MenuItem>
                  ))}
                </TextField>
              ) : (
                label(attendee.status) || t.unmarked
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
