/**
 * Ethics review (ethics area, migration 048). Days are 'YYYY-MM-DD', times ISO 8601 UTC;
 * roles, sexes, submission types and statuses are defined in shared/domain/ethics.
 */
import type { Generated } from 'kysely';

interface Bookkeeping {
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

/** The hospital's ethics committee; `quorumRules` is QuorumRules as JSON. */
export interface EthicsCommitteeTable extends Bookkeeping {
  id: Generated<number>;
  name: string;
  nameEn: string | null;
  quorumRules: string;
}

export interface EthicsCommitteeMemberTable extends Bookkeeping {
  id: Generated<number>;
  committeeId: number;
  userId: number;
  /** secretary | chair | member. */
  role: string;
  /** female | male. */
  sex: string;
  /** 1: a medical or scientific profession; 0: a lay member. */
  scientific: number;
  /** 1: employed by the institution. */
  affiliated: number;
  startsOn: string;
  endsOn: string | null;
}

/** A submission to the committee (the spec's ethics issue). */
export interface EthicsSubmissionTable extends Bookkeeping {
  id: Generated<number>;
  committeeId: number;
  projectId: number;
  type: string;
  title: string;
  notes: string | null;
  status: string;
  /** 审查受理号, given on acceptance; unique. */
  acceptanceNumber: string | null;
  submittedAt: string | null;
  submittedBy: string | null;
  acceptedAt: string | null;
  returnReason: string | null;
  /** The voteDecision reached, or null when the outcome is an otherDecision (migration 049). */
  decision: string | null;
  otherDecision: string | null;
  /** expedited | meeting. */
  decidedVia: string | null;
  decidedAt: string | null;
  decisionNote: string | null;
  /** What it was forwarded from: 'sae' | 'susar' and the record's id (migration 050). */
  sourceKind: string | null;
  sourceId: number | null;
}

/** The binder versions a submission carries. */
export interface EthicsSubmissionDocumentTable {
  submissionId: number;
  documentVersionId: number;
  sort: number;
}

/** A submission's status moves. */
export interface EthicsSubmissionEventTable {
  id: Generated<number>;
  submissionId: number;
  action: string;
  fromStatus: string | null;
  toStatus: string;
  reason: string | null;
  actorId: number | null;
  actorName: string;
  at: string;
}

/** The last acceptance number given in a year, per committee. */
export interface EthicsNumberTable {
  committeeId: number;
  year: string;
  lastSeq: number;
}

/** A decided submission's letter (migration 052); `content` is LetterLine[] as JSON. */
export interface EthicsLetterTable extends Bookkeeping {
  id: Generated<number>;
  submissionId: number;
  projectId: number;
  /** approval | opinion. */
  kind: string;
  /** draft | signed. */
  status: string;
  content: string;
  validityMonths: number | null;
  reviewFrequencyMonths: number | null;
  /** 伦理批件号, given at signing to an approval; unique. */
  approvalNumber: string | null;
  validFrom: string | null;
  validUntil: string | null;
  /** The next continuing review's due day, when this letter set the project's review clock. */
  nextReviewDue: string | null;
  /** When a later letter's clock replaced this one's. */
  clockSupersededAt: string | null;
  signedAt: string | null;
  signedBy: string | null;
  documentVersionId: number | null;
}

/** The last approval number given in a year, per committee. */
export interface EthicsLetterNumberTable {
  committeeId: number;
  year: string;
  lastSeq: number;
}
