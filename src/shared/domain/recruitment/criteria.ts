/**
 * Recruitment rules as data (issue: subject recruitment): each criterion is an inclusion
 * or an exclusion of one kind, and the patient data a matcher reads. Dates are calendar
 * dates 'YYYY-MM-DD' in the hospital's zone; nothing here knows about storage.
 */
import type { MatchReason } from './match-reasons';

export type CriterionRole = 'inclusion' | 'exclusion';

interface CriterionBase {
  /** Stable within a rule version: the reasons name it. */
  id: string;
  role: CriterionRole;
}

export type Criterion = CriterionBase &
  (
    | { kind: 'age'; min?: number; max?: number }
    | { kind: 'sex'; sex: PatientSex }
    | {
        kind: 'diagnosis';
        /** ICD-10 codes or prefixes ('C16' matches 'C16.9'). */
        codes: readonly string[];
        /** Words in the diagnosis text ('胃癌'), matched ignoring case. */
        keywords: readonly string[];
      }
    | {
        kind: 'lab';
        /** The lab item's name as the hospital records it ('ALT', '中性粒细胞计数'). */
        test: string;
        op: '<' | '<=' | '>' | '>=';
        value: number;
        /** Only a result at most this many days before the match date counts (default 28). */
        withinDays?: number;
      }
    | {
        kind: 'priorDrug';
        /** Drug names (generic or brand), matched ignoring case within the recorded drugs. */
        drugs: readonly string[];
        /** true: the criterion is 'has taken one of them'. */
        taken: boolean;
      }
    | {
        /** Free text only a person can judge ('能够理解并签署知情同意书'). */
        kind: 'manual';
        text: string;
      }
  );

export type CriterionKind = Criterion['kind'];
export type PatientSex = 'male' | 'female';

export interface PatientFacts {
  birthDate: string | null;
  sex: PatientSex | null;
  diagnoses: { code: string | null; text: string }[];
  labs: { test: string; value: number; date: string }[];
  /** Prior treatments and drugs; null when nobody recorded them (unknown, not 'none'). */
  drugs: string[] | null;
}

/** How one criterion came out for one patient, and the data that decided it. */
export interface CriterionOutcome {
  id: string;
  result: 'met' | 'notMet' | 'unknown';
  /** Why, as a code with parameters ('age-in-range', { age: 45 }); worded by match-reasons.ts. */
  evidence: MatchReason;
  /** A failure that time may undo (too young yet, a lab value): keep following the patient. */
  mayChange: boolean;
}

/** SPEC §4 recruited-subject status. */
export type RecruitMatchStatus = 'recruitDone' | 'recruitFail' | 'recruitOut' | 'recruitMay';

export const DEFAULT_LAB_WINDOW_DAYS = 28;
