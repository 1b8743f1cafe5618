/**
 * Matching a patient against a project's recruitment rules, with reasons. Each criterion
 * comes out met / not met / unknown with the data that decided it; the patient's status
 * (SPEC §4) follows from the worst outcome:
 *
 * - recruitOut  (data not meeting): an inclusion not met, or an exclusion met, that time
 *   will not undo (too old, the wrong diagnosis, a drug already taken);
 * - recruitFail (not yet, keep following): only failures that may change (too young yet,
 *   a lab value, a drug not taken yet);
 * - recruitMay  (pending manual review): nothing fails, but data some criterion needs is
 *   missing;
 * - recruitDone (pre-screen eligible): every criterion the data can decide is in the
 *   patient's favour. Free-text criteria ('manual') stay unknown: nobody has reviewed them,
 *   so this is a pre-screen ('初筛符合'), never eligibility; the investigator judges them at
 *   screening.
 *
 * Rules are compiled once (names lower-cased, windows resolved) so matching thousands of
 * patients is a tight loop. Pure: the match date is passed in.
 */
import {
  type Criterion,
  type CriterionOutcome,
  DEFAULT_LAB_WINDOW_DAYS,
  type PatientFacts,
  type RecruitMatchStatus,
} from './criteria';
import { addDays } from '../hospital-time';
import { type MatchReason, type MatchReasonCode, type MatchReasonParams, matchReason } from './match-reasons';

type Evaluation = Omit<CriterionOutcome, 'id'>;
type Evaluator = (patient: PatientFacts) => Evaluation;

/** Whole years from a birth date to a day, birthdays counted on the day. */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

const unknown = (code: MatchReasonCode, params?: MatchReasonParams): Evaluation => ({
  result: 'unknown',
  evidence: matchReason(code, params),
  mayChange: true,
});
const decided = (met: boolean, evidence: MatchReason, mayChange: boolean): Evaluation => ({
  result: met ? 'met' : 'notMet',
  evidence,
  mayChange,
});

const COMPARE = {
  '<': (a: number, b: number) => a < b,
  '<=': (a: number, b: number) => a <= b,
  '>': (a: number, b: number) => a > b,
  '>=': (a: number, b: number) => a >= b,
} as const;

const lower = (text: string) => text.trim().toLowerCase();

function compile(criterion: Criterion, matchDay: string): Evaluator {
  switch (criterion.kind) {
    case 'age': {
      const { min, max } = criterion;
      return ({ birthDate }) => {
        if (!birthDate) return unknown('birth-date-missing');
        const age = ageOn(birthDate, matchDay);
        const met = (min === undefined || age >= min) && (max === undefined || age <= max);
        // Ageing can still move the patient into the range (too young) or out of it.
        const mayChange = (min !== undefined && age < min) || (max !== undefined && age <= max);
        return decided(met, matchReason(met ? 'age-in-range' : 'age-out-of-range', { age }), mayChange);
      };
    }
    case 'sex':
      return ({ sex }) =>
        sex
          ? decided(sex === criterion.sex, matchReason(sex === 'male' ? 'sex-male' : 'sex-female'), false)
          : unknown('sex-missing');
    case 'diagnosis': {
      const codes = criterion.codes.map((code) => code.trim().toUpperCase()).filter(Boolean);
      const words = criterion.keywords.map(lower).filter(Boolean);
      return ({ diagnoses }) => {
        if (diagnoses.length === 0) return unknown('diagnoses-missing');
        const found = diagnoses.find(
          ({ code, text }) =>
            (code !== null && codes.some((prefix) => code.toUpperCase().startsWith(prefix))) ||
            words.some((word) => text.toLowerCase().includes(word)),
        );
        // The diagnoses are the patient's own words: parameters, shown as recorded.
        const evidence = found
          ? matchReason('diagnosis-found', { diagnosis: [found.code, found.text].filter(Boolean).join(' ') })
          : matchReason('diagnosis-not-found', { diagnoses: diagnoses.map((diagnosis) => diagnosis.text).join('; ') });
        return decided(found !== undefined, evidence, false);
      };
    }
    case 'lab': {
      const test = lower(criterion.test);
      const compare = COMPARE[criterion.op];
      const windowDays = criterion.withinDays ?? DEFAULT_LAB_WINDOW_DAYS;
      // Days compare as text ('YYYY-MM-DD'), so the window is resolved once, not per result.
      const from = addDays(matchDay, -windowDays);
      return ({ labs }) => {
        let latest: PatientFacts['labs'][number] | undefined;
        for (const lab of labs) {
          if (lower(lab.test) !== test || lab.date < from || lab.date > matchDay) continue;
          if (!latest || lab.date > latest.date) latest = lab;
        }
        if (!latest) return unknown('lab-missing', { test: criterion.test, days: windowDays });
        return decided(
          compare(latest.value, criterion.value),
          matchReason('lab-result', { test: latest.test, value: latest.value, date: latest.date }),
          true,
        );
      };
    }
    case 'priorDrug': {
      const names = criterion.drugs.map(lower).filter(Boolean);
      return ({ drugs }) => {
        if (drugs === null) return unknown('drugs-missing');
        const taken = drugs.find((drug) => names.some((name) => drug.toLowerCase().includes(name)));
        // Not taken yet may change; taken is history.
        return decided(
          criterion.taken ? taken !== undefined : taken === undefined,
          taken === undefined ? matchReason('drug-not-taken') : matchReason('drug-taken', { drug: taken }),
          taken === undefined,
        );
      };
    }
    case 'manual':
      return () => unknown('manual-review');
  }
}

export interface MatchResult {
  status: RecruitMatchStatus;
  outcomes: CriterionOutcome[];
}

/** Compiles a rule set for one match date; the answer matches one patient at a time. */
export function compileRules(criteria: readonly Criterion[], matchDay: string) {
  const compiled = criteria.map((criterion) => ({ criterion, evaluate: compile(criterion, matchDay) }));
  return (patient: PatientFacts): MatchResult => {
    let failsForGood = false;
    let failsForNow = false;
    let undecided = false;
    const outcomes = compiled.map(({ criterion, evaluate }) => {
      const outcome = evaluate(patient);
      const against = criterion.role === 'inclusion' ? outcome.result === 'notMet' : outcome.result === 'met';
      if (against && outcome.mayChange) failsForNow = true;
      else if (against) failsForGood = true;
      else if (outcome.result === 'unknown' && criterion.kind !== 'manual') undecided = true;
      return { id: criterion.id, ...outcome };
    });
    const status: RecruitMatchStatus = failsForGood
      ? 'recruitOut'
      : failsForNow
        ? 'recruitFail'
        : undecided
          ? 'recruitMay'
          : 'recruitDone';
    return { status, outcomes };
  };
}
