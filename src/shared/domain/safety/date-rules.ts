/**
 * The date rules of AEs and SAE reports as data: each rule names the field it is about and
 * its message, so the server refuses with the same words the form shows beside the field.
 * The checks are pure: the subject's consent day, the AE's onset and the hospital's today are
 * passed in. Days are the hospital's calendar days 'YYYY-MM-DD' (../hospital-time.ts).
 */
import { hospitalDay, isCalendarDate } from '../hospital-time';
import type { LocalizedText } from '../labels';

/** No AE of a living subject starts before this day; earlier days are typing errors (0006-02-02). */
export const EARLIEST_ONSET = '1900-01-01';

/** Outcomes that say the event is over, so its end day is known (keys of the AEResult dictionary). */
export const OUTCOMES_NEEDING_END = ['recovered', 'sequelae', 'death'] as const;

export const needsEndDate = (outcome: string) => (OUTCOMES_NEEDING_END as readonly string[]).includes(outcome);

export interface DateRule {
  field: string;
  message: LocalizedText;
}

export const DATE_RULES = {
  onsetNotBefore1900: {
    field: 'onsetDate',
    message: { 'zh-CN': '开始日期不能早于 1900-01-01', en: 'Onset cannot be before 1900-01-01' },
  },
  onsetNotAfterToday: {
    field: 'onsetDate',
    message: { 'zh-CN': '开始日期不能晚于今天', en: 'Onset cannot be in the future' },
  },
  onsetNotBeforeConsent: {
    field: 'onsetDate',
    message: {
      'zh-CN': '开始日期早于受试者签署知情同意的日期，请填写原因',
      en: "Onset is before the subject's informed consent: give a reason",
    },
  },
  endNotBeforeOnset: {
    field: 'endDate',
    message: { 'zh-CN': '结束日期不能早于开始日期', en: 'End cannot be before onset' },
  },
  endNotAfterToday: {
    field: 'endDate',
    message: { 'zh-CN': '结束日期不能晚于今天', en: 'End cannot be in the future' },
  },
  endRequiredForOutcome: {
    field: 'endDate',
    message: {
      'zh-CN': '转归为痊愈、痊愈伴后遗症或死亡时须填写结束日期',
      en: 'An outcome of recovered, recovered with sequelae or fatal needs an end date',
    },
  },
  learnedNotBeforeOnset: {
    field: 'learnedAt',
    message: { 'zh-CN': '获知时间不能早于不良事件开始日期', en: 'Learned before the AE began' },
  },
  oneInitialSae: {
    field: 'reportType',
    message: {
      'zh-CN': '该不良事件已有首次SAE报告，请填写随访报告',
      en: 'This AE already has an initial SAE report: file a follow-up',
    },
  },
  assigneeHoldsSae: {
    field: 'assigneeId',
    message: {
      'zh-CN': '只能指派给本项目中有SAE报告权限的团队成员',
      en: 'Assign only to a project team member who handles SAE reports',
    },
  },
} as const satisfies Record<string, DateRule>;

export type DateRuleId = keyof typeof DATE_RULES;

/** The server's refusal text: both languages, as other field problems read. */
export const dateRuleReason = (id: DateRuleId) => `${DATE_RULES[id].message['zh-CN']} (${DATE_RULES[id].message.en})`;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export interface AeDatesInput {
  onsetDate: string;
  endDate?: string | null;
  outcome: string;
  /** Why the onset is before the subject's consent, when it is. */
  preConsentReason?: string | null;
}

/**
 * The date rules an AE breaks, first per field. `consentDate` is the subject's (null while
 * there is none: the rule then has nothing to compare with); invalid days are the schema's.
 */
export function aeDateRuleBreaches(fields: AeDatesInput, consentDate: string | null, today: string): DateRuleId[] {
  const found: DateRuleId[] = [];
  const onset = fields.onsetDate;
  const onsetValid = isCalendarDate(onset);
  // Years before 1000 are not calendar dates to the date library, but they are still too early.
  if (DAY_PATTERN.test(onset) && onset < EARLIEST_ONSET) found.push('onsetNotBefore1900');
  else if (onsetValid && onset > today) found.push('onsetNotAfterToday');
  else if (onsetValid && consentDate !== null && onset < consentDate && !fields.preConsentReason?.trim()) {
    found.push('onsetNotBeforeConsent');
  }
  const end = fields.endDate || null;
  if (end === null) {
    if (needsEndDate(fields.outcome)) found.push('endRequiredForOutcome');
  } else if (isCalendarDate(end)) {
    if (onsetValid && end < onset) found.push('endNotBeforeOnset');
    else if (end > today) found.push('endNotAfterToday');
  }
  return found;
}

/** learnedAt (an instant) falls on or after the hospital day the AE began. */
export const learnedBeforeOnset = (learnedAt: number, onsetDate: string) => hospitalDay(learnedAt) < onsetDate;
