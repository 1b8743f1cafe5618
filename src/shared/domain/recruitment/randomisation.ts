/**
 * Randomisation of a trial subject (issue 24 item 1): the number and arm the randomisation
 * system gave, recorded by the site. Pure rules shared by the server and the subject's page.
 */
import type { SubjectStatus } from './subject-status';
import type { LocalizedText } from '../labels';

/** Letters, digits and '-', as randomisation systems print them ('R-0012'). */
export const RANDOMISATION_NUMBER_PATTERN = '^[A-Za-z0-9][A-Za-z0-9-]{0,29}$';
export const RANDOMISATION_ARM_MAX = 60;
export const CONSENT_VERSION_MAX = 40;

/** Only a subject that has been enrolled (and may since have ended) carries a randomisation. */
const RANDOMISABLE: readonly SubjectStatus[] = ['enrolled', 'completed', 'withdrawn'];

export interface RandomisableSubject {
  status: SubjectStatus;
  invalid: boolean;
  consentDate: string | null;
}

export function canRandomise(subject: RandomisableSubject): boolean {
  return !subject.invalid && RANDOMISABLE.includes(subject.status);
}

/** Why a randomisation day is refused, or null: a real day after consent and not after today. */
export function randomisedDateProblem(date: string, consentDate: string | null, today: string): LocalizedText | null {
  if (date > today) return { 'zh-CN': '随机日期不能晚于今天', en: 'The randomisation date cannot be after today' };
  if (consentDate !== null && date < consentDate) {
    return { 'zh-CN': '随机日期不能早于知情同意日期', en: 'The randomisation date cannot be before the consent date' };
  }
  return null;
}
