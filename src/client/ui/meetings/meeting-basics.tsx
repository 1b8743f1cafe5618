/** A new meeting's title, time and place: the fields every kind of meeting asks first. */
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { hospitalInstant } from '../../../shared/domain/hospital-time';
import { useMessages } from '../../lib/i18n';
import { meetingMessages } from './meeting-messages';

export interface MeetingBasics {
  title: string;
  /** The hospital's local time as the datetime-local field gives it. */
  startsAt: string;
  place: string;
}

/** The three fields' state and their request form: trimmed, the time an ISO instant; undefined while one is missing. */
export function useMeetingBasics() {
  const [basics, setBasics] = useState<MeetingBasics>({ title: '', startsAt: '', place: '' });
  const read = () => {
    const at = hospitalInstant(basics.startsAt);
    const title = basics.title.trim();
    const place = basics.place.trim();
    if (!title || !place || Number.isNaN(at)) return undefined;
    return { title, startsAt: new Date(at).toISOString(), place };
  };
  return { basics, setBasics, read };
}

export function MeetingBasicsFields({
  basics,
  setBasics,
}: Pick<ReturnType<typeof useMeetingBasics>, 'basics' | 'setBasics'>) {
  const t = useMessages(meetingMessages);
  const set = (field: keyof MeetingBasics) => (event: { target: { value: string } }) =>
    setBasics({ ...basics, [field]: event.target.value });
  return (
    <>
      <TextField label={t.meetingTitle} value={basics.title} required onChange={set('title')} />
      <TextField
        label={t.startsAt}
        type="datetime-local"
        value={basics.startsAt}
        required
        slotProps={{ inputLabel: { shrink: true } }}
        onChange={set('startsAt')}
      />
      <TextField label={t.place} value={basics.place} required onChange={set('place')} />
    </>
  );
}
