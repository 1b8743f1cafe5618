/** The ethics review path (migration 050): primary reviewers, their declarations and opinions. */
import type { Generated } from 'kysely';

export interface EthicsReviewerTable {
  id: Generated<number>;
  submissionId: number;
  userId: number;
  assignedAt: string;
  /** null until declared; 'none' or 'declared' (excluded from the review). */
  conflict: string | null;
  conflictNote: string | null;
  declaredAt: string | null;
  /** ReviewAnswer[] as JSON. */
  answers: string | null;
  /** A voteDecision, once the signed opinion is given. */
  opinion: string | null;
  /** 1: the reviewer asks for the full board. */
  fullBoard: number | null;
  comments: string | null;
  opinionAt: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}
