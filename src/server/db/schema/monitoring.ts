/** Monitoring tables (migration 029): appointment rules, monitoring visits, queries, SDV marks. */
import type { Generated } from 'kysely';

/** A project's appointment rules and remote monitoring switch. */
export interface MonitoringSettingTable {
  projectId: number;
  /** JSON array of ISO weekdays (1 Monday … 7 Sunday). */
  weekdays: string;
  maxMonitors: number;
  minNoticeDays: number;
  maxDaysAhead: number;
  /** 1: monitors may open subjects' source documents from outside the hospital. */
  remoteOpen: Generated<number>;
  updatedAt: string;
  version: Generated<number>;
}

/** A monitoring visit, from its booking to its closing report. */
export interface MonitoringVisitTable {
  id: Generated<number>;
  projectId: number;
  monitorId: number;
  monitorName: string;
  visitDate: string;
  proposedDate: string | null;
  purpose: string;
  /** shared/domain/quality/appointment-status.ts APPOINTMENT_STATUSES */
  status: Generated<string>;
  /** The refusal reason or the note of an adjustment. */
  siteNote: string | null;
  reviewedBy: string | null;
  launchedAt: string | null;
  closedAt: string | null;
  reportSummary: string | null;
  /** JSON array of trial subject ids. */
  subjectsReviewed: string | null;
  workMinutes: number | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

/** A query on a field of a subject's record. */
export interface QualityQueryTable {
  id: Generated<number>;
  projectId: number;
  subjectId: number;
  /** shared/domain/quality/sdv.ts SDV_RECORD_KINDS */
  recordKind: string;
  recordId: number;
  field: string;
  question: string;
  /** 'open' | 'answered' | 'closed' */
  status: Generated<string>;
  answer: string | null;
  answeredBy: string | null;
  answeredAt: string | null;
  closedBy: string | null;
  closedAt: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

/** The version of a record a monitor verified against its source. */
export interface SdvMarkTable {
  id: Generated<number>;
  projectId: number;
  subjectId: number;
  recordKind: string;
  recordId: number;
  recordVersion: number;
  verifiedBy: string;
  verifiedAt: string;
}
