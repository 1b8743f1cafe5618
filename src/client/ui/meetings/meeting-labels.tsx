/** A meeting's status chip and an attendee's status name (SPEC §4 dictionaries), for every kind of meeting. */
import Chip from '@mui/material/Chip';
import { hospitalTime } from '../../../shared/domain/hospital-time';
import { dictEntryLabel } from '../../../shared/domain/labels';
import { ATTENDEE_STATUS, MEETING_STATUS, type MeetingStatus } from '../../../shared/domain/study';
import { useLocale } from '../../lib/i18n';

const COLOURS = { 0: 'info', 1: 'warning', 2: 'success', 3: 'default' } as const;

export function MeetingStatusChip({ status }: { status: MeetingStatus }) {
  const { locale } = useLocale();
  return <Chip size="small" color={COLOURS[status]} label={dictEntryLabel(MEETING_STATUS, status, locale)} />;
}

export function useAttendeeLabel() {
  const { locale } = useLocale();
  return (status: number | null) => dictEntryLabel(ATTENDEE_STATUS, status, locale);
}

/** The time of a meeting in the hospital's zone, as 'YYYY-MM-DD HH:mm'. */
export const meetingTime = (iso: string) => hospitalTime(Date.parse(iso));
