/** The ethics area's tables as the Database interface (index.ts) includes them. */
import type {
  EthicsCommitteeMemberTable,
  EthicsCommitteeTable,
  EthicsLetterNumberTable,
  EthicsLetterTable,
  EthicsNumberTable,
  EthicsSubmissionDocumentTable,
  EthicsSubmissionEventTable,
  EthicsSubmissionTable,
} from './ethics';
import type { EthicsAgendaItemTable, EthicsVoteTable, MeetingAttendeeTable, MeetingTable } from './ethics-meetings';
import type { EthicsReviewerTable } from './ethics-review';

export interface EthicsTables {
  // The committee and submissions (migration 048).
  ethicsCommittee: EthicsCommitteeTable;
  ethicsCommitteeMember: EthicsCommitteeMemberTable;
  ethicsSubmission: EthicsSubmissionTable;
  ethicsSubmissionDocument: EthicsSubmissionDocumentTable;
  ethicsSubmissionEvent: EthicsSubmissionEventTable;
  ethicsNumber: EthicsNumberTable;
  // The review path (migration 050).
  ethicsReviewer: EthicsReviewerTable;
  // Meetings and votes (migration 061).
  meeting: MeetingTable;
  meetingAttendee: MeetingAttendeeTable;
  ethicsAgendaItem: EthicsAgendaItemTable;
  ethicsVote: EthicsVoteTable;
  // Decision letters (migration 052).
  ethicsLetter: EthicsLetterTable;
  ethicsLetterNumber: EthicsLetterNumberTable;
}
