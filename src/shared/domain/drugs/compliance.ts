/**
 * Drug compliance at a return (SUITE.md 'pure rules'): what the subject took against what the
 * arm's dosage expected over the days between dispensing and return.
 *
 *   taken    = dose units dispensed − dose units counted left in the returned packs
 *   expected = the dosage's daily units × days from the dispensing day to the return day
 *   compliance = taken / expected, as a whole percent
 *
 * Outside COMPLIANCE_RANGE (80–120 %, the usual protocol threshold) the return is flagged:
 * too little taken (missed doses) or too much (overdosing, or packs lost). Without a dosage or
 * with no day between, nothing is expected and compliance is unknown.
 */
import { type CalendarDate, daysBetween } from '../hospital-time';

export const COMPLIANCE_RANGE = { low: 80, high: 120 } as const;

export type ComplianceFlag = 'low' | 'ok' | 'high' | 'unknown';

export interface Compliance {
  taken: number;
  expected: number | null;
  /** Whole percent, null when nothing was expected. */
  percent: number | null;
  flag: ComplianceFlag;
}

export interface ComplianceInput {
  unitsDispensed: number;
  unitsLeft: number;
  /** The arm's dosage for the drug; null when the subject's arm has none. */
  dailyUnits: number | null;
  dispensedOn: CalendarDate;
  returnedOn: CalendarDate;
}

export function compliance(input: ComplianceInput): Compliance {
  const taken = Math.max(0, input.unitsDispensed - input.unitsLeft);
  const days = daysBetween(input.dispensedOn, input.returnedOn);
  if (input.dailyUnits === null || input.dailyUnits <= 0 || days <= 0) {
    return { taken, expected: null, percent: null, flag: 'unknown' };
  }
  const expected = input.dailyUnits * days;
  const percent = Math.round((taken * 100) / expected);
  const flag = percent < COMPLIANCE_RANGE.low ? 'low' : percent > COMPLIANCE_RANGE.high ? 'high' : 'ok';
  return { taken, expected, percent, flag };
}
