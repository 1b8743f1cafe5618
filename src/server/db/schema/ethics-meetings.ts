/** Meetings (migration 061; study meetings' columns 062), ethics committee meetings' agenda and votes. */
import type { Generated } from 'kysely';

interface Bookkeeping {
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

/** A meeting; `kind` 'ethics' or 'study'; status 0–3 (SPEC §4). */
export interface MeetingTable extends Bookkeeping {
  id: Generated<number>;
  kind: string;
  committeeId: number | null;
  /** A study meeting's project, type (STUDY_MEETING_TYPES), agenda and minutes with their binder version. */
  projectId: Generated<number | null>;
  meetingType: Generated<string | null>;
  agenda: Generated<string | null>;
  minutes: Generated<string | null>;
  minutesBy: Generated<string | null>;
  minutesAt: Generated<string | null>;
  minutesVersionId: Generated<number | null>;
  title: string;
  startsAt: string;
  place: string;
  notes: string | null;
  status: number;
  startedAt: string | null;
  closedAt: string | null;
}

/** An invited user and their attendance (1 on time, 2 late, 3 absent, 4 leave; null until marked). */
export interface MeetingAttendeeTable extends Bookkeeping {
  id: Generated<number>;
  meetingId: number;
  userId: number;
  status: number | null;
  markedAt: string | null;
  markedBy: string | null;
}

/** A submission on an ethics meeting's agenda and its vote. */
export interface EthicsAgendaItemTable extends Bookkeeping {
  id: Generated<number>;
  meetingId: number;
  submissionId: number;
  sort: number;
  /** pending | open | closed | removed. */
  voteStatus: string;
  openedAt: string | null;
  closedAt: string | null;
  /** VoteTally as JSON once closed. */
  tally: string | null;
  decision: string | null;
  otherDecision: string | null;
  outcomeNote: string | null;
}

/** A member's conflict declaration (conflict 1) or signed vote on an agenda item. */
export interface EthicsVoteTable extends Bookkeeping {
  id: Generated<number>;
  itemId: number;
  userId: number;
  conflict: number;
  conflictNote: string | null;
  decision: string | null;
  castAt: string | null;
}
