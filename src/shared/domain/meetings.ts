/**
 * Meetings of every kind (ethics committee meetings, study meetings): the meeting status (SPEC §4: 0 not started, 1 ongoing, 2 done,
 * 3 cancelled) as a status machine, and which attendee statuses (1 on time, 2 late,
 * 3 absent, 4 leave) count as present (for an ethics meeting, the quorum and the votes).
 */
import type { AttendeeStatus, MeetingStatus } from './study';

const MEETING_TRANSITIONS = {
  start: { from: [0], to: 1 },
  close: { from: [1], to: 2 },
  cancel: { from: [0], to: 3 },
} as const satisfies Record<string, { from: readonly MeetingStatus[]; to: MeetingStatus }>;

export type MeetingAction = keyof typeof MEETING_TRANSITIONS;

export const MEETING = {
  transitions: MEETING_TRANSITIONS,
  can: (status: MeetingStatus, action: MeetingAction) =>
    (MEETING_TRANSITIONS[action].from as readonly number[]).includes(status),
  /** Attendance is marked (and an ethics meeting's votes cast) only while the meeting is ongoing. */
  inSession: (status: MeetingStatus) => status === 1,
};

/** On time or late: the attendee is in the room (an ethics member counts for the quorum and may vote). */
export const isPresent = (status: AttendeeStatus | null): boolean => status === 1 || status === 2;
