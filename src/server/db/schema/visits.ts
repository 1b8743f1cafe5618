/** Table types of the visits area: visit plans and each subject's visits, messages to patients. */
import type { Generated } from 'kysely';

/** A version of a project's visit plan (migration 011). */
export interface VisitPlanTable {
  id: Generated<number>;
  projectId: number;
  planVersion: number;
  /** 'draft' | 'published' | 'retired' */
  status: string;
  name: string;
  /** The event day offsets count from: shared/domain/visits. */
  anchor: string;
  note: string | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  version: Generated<number>;
}

export interface VisitPlanGroupTable {
  id: Generated<number>;
  planId: number;
  name: string;
  sort: number;
}

/** One visit of a plan version; `activities` is JSON [{ type, name }]. */
export interface VisitPlanVisitTable {
  id: Generated<number>;
  planId: number;
  groupId: number | null;
  /** Stable within the plan version (subjects' visits refer to it). */
  code: string;
  name: string;
  sort: number;
  dayOffset: number;
  windowBefore: Generated<number>;
  windowAfter: Generated<number>;
  repeatEvery: number | null;
  /** 'day' | 'week' | 'month' */
  repeatUnit: string | null;
  repeatTimes: number | null;
  activities: Generated<string>;
}

/** One visit (and repeat cycle) of a subject (migration 011); days are the hospital's. */
export interface SubjectVisitTable {
  id: Generated<number>;
  projectId: number;
  subjectId: number;
  planId: number;
  visitCode: string;
  cycle: Generated<number>;
  name: string;
  groupName: string | null;
  sort: number;
  plannedDate: string;
  windowStart: string;
  windowEnd: string;
  /** Why the planned day is outside the window, when it is. */
  planDateReason: string | null;
  executedDate: string | null;
  /** 'planned' | 'done' | 'missed' */
  status: Generated<string>;
  outOfWindow: Generated<number>;
  activities: Generated<string>;
  activitiesDone: Generated<string>;
  note: string | null;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

/** A message to a patient (migration 011): a visit reminder by SMS, with its sending state. */
export interface PatientMessageTable {
  id: Generated<number>;
  projectId: number;
  subjectVisitId: number;
  kind: string;
  channel: string;
  /** 'pending' | 'sent' | 'failed' */
  status: string;
  attempts: Generated<number>;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** A user's calendar subscription secret, as its SHA-256 only (migration 020). */
export interface VisitFeedTokenTable {
  userId: number;
  tokenHash: string;
  createdAt: string;
}
