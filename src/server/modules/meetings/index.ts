/** What the shared meeting module offers the areas that hold meetings (ethics, study). */
export {
  MEETING_ENTITY,
  MOVE_TEXT,
  applyMove,
  assertMove,
  inviteAttendees,
  markAttendance,
  meetingAttendees,
  refuse,
  touchMeeting,
} from './moves';
export { createSharedMeetingRepository } from './repository';
