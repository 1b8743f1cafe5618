/** Table types of the recruitment area: candidate patients, contacts, rules, imports, trial subjects. */
import type { Generated } from 'kysely';

/**
 * A candidate patient of one project (migration 010). `*Enc` columns hold AES-256-GCM
 * ciphertext (server/lib/field-crypto.ts), `*Hash` keyed hashes for exact lookups. JSON
 * columns: diagnoses [{ code, text }], labs [{ test, value, date }], priorDrugs string[]
 * (null: nobody recorded them), matchOutcomes CriterionOutcome[], selfCheck and consent
 * (portal leads). Dates are 'YYYY-MM-DD', times ISO 8601 UTC.
 */
export interface RecruitPatientTable {
  id: Generated<number>;
  projectId: number;
  mrnHash: string;
  phoneHash: string | null;
  /** Keyed hash of the normalised name (migration 021); null until the start after the migration fills it. */
  nameHash: string | null;
  nameEnc: string;
  phoneEnc: string | null;
  idNumberEnc: string | null;
  mrnEnc: string;
  sex: string | null;
  birthDate: string | null;
  diagnoses: Generated<string>;
  labs: Generated<string>;
  priorDrugs: string | null;
  /** SPEC §4 patient source: 0 manual, 1 batch import, 2 HIS sync, 3 portal self-check. */
  source: number;
  selfCheck: string | null;
  consent: string | null;
  /** SPEC §4 recruited-subject status of the last match; null before any. */
  matchStatus: string | null;
  matchOutcomes: string | null;
  matchRuleId: number | null;
  matchedAt: string | null;
  /** In-group suggestion (SPEC §4 suggest / cancel suggest). */
  suggested: Generated<number>;
  suggestedAt: string | null;
  /** The last contact's SPEC §4 recruit result: 1 willing, 2 unwilling, 0 not reached. */
  recruitResult: number | null;
  contactCount: Generated<number>;
  lastContactAt: string | null;
  willingAt: string | null;
  nextFollowUp: string | null;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}

/** One contact attempt with a candidate (migration 010). */
export interface RecruitContactTable {
  id: Generated<number>;
  patientId: number;
  projectId: number;
  /** When the contact happened (migration 021: entered by the staff member, not after the recording). */
  contactedAt: string;
  /** How: shared/domain/recruitment/contact.ts (migration 021); null on older contacts. */
  method: string | null;
  result: number;
  /** Why unwilling (shared/domain/recruitment/reasons.ts), when result is 2. */
  reason: string | null;
  note: string | null;
  nextFollowUp: string | null;
  actorId: number | null;
  actorName: string;
}

/** A version of a project's recruitment rules for one disease key (migration 010). */
export interface RecruitRuleTable {
  id: Generated<number>;
  projectId: number;
  /** 'default' or a disease name (dictionary bd). */
  diseaseKey: Generated<string>;
  ruleVersion: number;
  /** 'draft' | 'published' | 'retired' */
  status: string;
  name: string;
  /** JSON Criterion[] (shared/domain/recruitment/criteria.ts). */
  criteria: string;
  /** Where a copy came from ('template:<id>', 'project:<id>', 'import'), for people to read. */
  origin: string | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  version: Generated<number>;
}

/** One batch import or HIS sync of a project's candidates (migration 010). */
export interface RecruitImportTable {
  id: Generated<number>;
  projectId: number;
  /** 'import' | 'his' */
  kind: string;
  fileName: string | null;
  totalRows: number;
  createdCount: number;
  mergedCount: number;
  actorName: string;
  at: string;
}

/** A trial subject of a project (migration 010). */
export interface TrialSubjectTable {
  id: Generated<number>;
  projectId: number;
  patientId: number | null;
  subjectNumber: string;
  /** The project's running number behind the subject number. */
  seq: number;
  /** Name initials (e.g. 'ZSM'): subjects are named by number and initials, never in full. */
  initials: string;
  /** shared/domain/recruitment/subject-status.ts */
  status: string;
  invalid: Generated<number>;
  invalidReason: string | null;
  screeningDate: string;
  consentDate: string | null;
  enrolledDate: string | null;
  endedDate: string | null;
  /** Screen-failure or withdrawal reason code and text. */
  reasonCode: string | null;
  reason: string | null;
  note: string | null;
  /** The visit plan version the subject is on, and the day its visits count from (migration 011). */
  visitPlanId: Generated<number | null>;
  visitAnchorDate: Generated<string | null>;
  /** When the patient agreed to visit reminder messages; null: none are sent. */
  reminderConsentAt: Generated<string | null>;
  /** The randomisation system's number and arm, and the day it gave them (migration 015); null before. */
  randomisationNumber: Generated<string | null>;
  randomisationArm: Generated<string | null>;
  randomisedDate: Generated<string | null>;
  /** The consent form version the subject last signed (migration 015). */
  consentVersion: Generated<string | null>;
  /** The research centre the subject belongs to (migration 058); null only in rows written outside the app. */
  centreId: Generated<number | null>;
  createdAt: string;
  updatedAt: string;
  version: Generated<number>;
}
