/** Table types of the safety area: AE, SAE, SUSAR and DSUR records, revisions, numbers, attachments, violations, con-meds, rules. */
import type { Generated } from 'kysely';

/**
 * What every safety record has (migration 012): shared/domain/safety/status.ts status
 * 'draft' | 'submitted', the revision (1 first), the reason of a revision, who submitted it.
 */
export interface SafetyRecordColumns {
  id: Generated<number>;
  projectId: number;
  status: Generated<string>;
  revision: Generated<number>;
  revisionReason: string | null;
  submittedAt: string | null;
  /** The submitter's user name. */
  submittedBy: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

/** An adverse event of a subject (migration 012). Dates are hospital days. */
export interface SafetyAeTable extends SafetyRecordColumns {
  subjectId: number;
  term: string;
  onsetDate: string;
  endDate: string | null;
  /** SPEC §4 severity: 1 mild, 2 moderate, 3 severe. */
  severity: number;
  /** Dictionary AELevel (CTCAE grade '1'..'5'), when graded. */
  grade: string | null;
  /** Dictionary AESerious: '1' serious, '0' not. */
  serious: string;
  /** JSON SeriousnessCriterion[] (shared/domain/safety/records.ts). */
  seriousness: Generated<string>;
  /** Dictionaries AEDrugRel, drugAction and AEResult. */
  drugRelation: string;
  drugAction: string;
  outcome: string;
  /** The concomitant treatment of the event. */
  treatment: string | null;
  /** Why the onset is before the subject's consent (migration 017; shared/domain/safety/date-rules.ts). */
  preConsentReason: Generated<string | null>;
  /** The safety rules say it must be reported as an SAE (set when saved). */
  saeRequired: Generated<number>;
  /** When the site learned it is serious (ISO 8601 UTC, migration 016); null when not serious or not recorded. */
  seriousLearnedAt: Generated<string | null>;
}

/** An SAE report linked to an AE (migration 012); follow-ups name their initial report. */
export interface SafetySaeTable extends SafetyRecordColumns {
  subjectId: number;
  aeId: number;
  initialId: number | null;
  /** Given at the first submission (shared/domain/safety/records.ts formatReportNumber). */
  reportNo: string | null;
  /** Dictionary reportType: first, followup, summary. */
  reportType: string;
  /** When the site learned of the event (ISO 8601 UTC): the 24-hour clock starts here. */
  learnedAt: string;
  seriousness: Generated<string>;
  description: string;
  assigneeId: number | null;
}

/** A SUSAR report (migration 012). */
export interface SafetySusarTable extends SafetyRecordColumns {
  subjectId: number | null;
  saeId: number | null;
  initialId: number | null;
  reportNo: string | null;
  reportType: string;
  /** The hospital day of first knowledge: day 0 of the 7- or 15-day clock. */
  learnedDate: string;
  /** Fatal or life-threatening (the 7-day clock). */
  fatal: Generated<number>;
  drugName: string;
  reaction: string;
  description: string;
  /** SPEC §4 PV status: new, waiting, auditing, accepted. */
  pvStatus: Generated<string>;
}

/** A project's DSUR of one year (migration 012). */
export interface SafetyDsurTable extends SafetyRecordColumns {
  reportNo: string | null;
  /** The development international birth date. */
  dibd: string;
  reportYear: number;
  periodStart: string;
  dataLockPoint: string;
  summary: string;
  pvStatus: Generated<string>;
}

/** A submitted revision of a safety record, frozen (migration 012). */
export interface SafetyRevisionTable {
  id: Generated<number>;
  /** 'ae' | 'sae' | 'susar' | 'dsur' */
  kind: string;
  recordId: number;
  revision: number;
  /** JSON: the record as submitted. */
  data: string;
  reason: string | null;
  submittedBy: string;
  submittedAt: string;
}

/** The last report number given per project, kind and year (migration 012). */
export interface SafetyNumberTable {
  projectId: number;
  kind: string;
  year: string;
  lastSeq: Generated<number>;
}

/** A file attached to an SAE report (migration 012). */
export interface SafetyAttachmentTable {
  id: Generated<number>;
  projectId: number;
  saeId: number;
  fileId: number;
  uploadedBy: string;
  createdAt: string;
}

/** A protocol violation (migration 012). */
export interface SafetyViolationTable {
  id: Generated<number>;
  projectId: number;
  subjectId: number;
  /** SPEC §4 violation type 10/20/30; null for a visit deviation taken from the visits area. */
  type: number | null;
  /** SPEC §4 severity 1..3. */
  severity: number;
  occurredDate: string;
  description: string;
  /** shared/domain/safety/status.ts VIOLATION_SOURCES */
  source: Generated<string>;
  subjectVisitId: number | null;
  /** 'open' | 'reviewed' */
  status: Generated<string>;
  reviewNote: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

/** A concomitant medication of a subject (migration 012). */
export interface SafetyConMedTable {
  id: Generated<number>;
  projectId: number;
  subjectId: number;
  drug: string;
  dose: string;
  route: string;
  frequency: string | null;
  startDate: string;
  endDate: string | null;
  indication: string;
  /** 'prohibited' | 'cautioned' | null: the safety rules' verdict when saved. */
  ruleFlag: string | null;
  /** 'recorded' | 'checked' */
  status: Generated<string>;
  checkedBy: string | null;
  checkedAt: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

/** A version of a project's safety rules (migration 012). */
export interface SafetyRuleTable {
  id: Generated<number>;
  projectId: number;
  ruleVersion: number;
  /** 'draft' | 'published' | 'retired' */
  status: string;
  name: string;
  /** JSON SafetyRuleContent (shared/domain/safety/rules.ts). */
  content: string;
  origin: string | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  version: Generated<number>;
}
