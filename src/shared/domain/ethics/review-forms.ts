/**
 * The primary reviewers' review forms as data (issue 30 item 2): a few questions per
 * submission type, each with its answer options and an optional comment. The server checks
 * a reviewer's answers against the form of the submission's type (`reviewFormProblem`); the
 * reviewer also gives an opinion (a voteDecision) and may ask for the full board. An expedited
 * review is decided by the opinions when they agree (`expeditedOutcome`).
 */
import type { LocalizedText } from '../labels';
import type { SubmissionType } from './submissions';
import type { VoteDecision } from './votes';

export const ANSWER_OPTIONS = ['adequate', 'needsChange', 'inadequate', 'notApplicable'] as const;
export type AnswerOption = (typeof ANSWER_OPTIONS)[number];
export const ANSWER_LABELS: Record<AnswerOption, LocalizedText> = {
  adequate: { 'zh-CN': '符合要求', en: 'Adequate' },
  needsChange: { 'zh-CN': '需修改', en: 'Needs changes' },
  inadequate: { 'zh-CN': '不符合要求', en: 'Inadequate' },
  notApplicable: { 'zh-CN': '不适用', en: 'Not applicable' },
};

export interface ReviewQuestion {
  key: string;
  text: LocalizedText;
  options: readonly AnswerOption[];
}

const ALL = ANSWER_OPTIONS;
const q = (key: string, zh: string, en: string, options: readonly AnswerOption[] = ALL): ReviewQuestion => ({
  key,
  text: { 'zh-CN': zh, en },
  options,
});

const RISK = q('riskBenefit', '风险与受益是否合理', 'Are the risks reasonable in relation to the benefits?');
const CONSENT = q('consent', '知情同意书及其过程是否充分', 'Are the consent form and process adequate?');
const SAFETY = q('subjectSafety', '受试者安全是否得到保护', "Is the subjects' safety protected?");
const CONTINUE = q('continuation', '研究是否可以按原方案继续', 'Can the research go on as approved?', [
  'adequate',
  'needsChange',
  'inadequate',
]);

/** The questions of each submission type's form. */
export const REVIEW_FORMS: Record<SubmissionType, readonly ReviewQuestion[]> = {
  initial: [
    RISK,
    CONSENT,
    q('recruitment', '受试者招募方式是否公平、无不当影响', 'Is recruitment fair and free of undue influence?'),
    q('privacy', '受试者隐私与数据保密措施是否充分', "Are subjects' privacy and data protected?"),
  ],
  amendment: [
    q('changeRisk', '修正对受试者风险的影响是否可接受', "Is the change's effect on the subjects' risk acceptable?"),
    q('changeConsent', '修正是否需要并已更新知情同意', 'Does the change need a new consent, and is it provided?'),
  ],
  continuing: [
    q('progress', '研究进展与入组情况是否符合方案', 'Are progress and enrolment as planned?'),
    SAFETY,
    CONTINUE,
  ],
  safetyReport: [
    q('handling', '事件处理与随访是否恰当', 'Were the event handled and followed up properly?'),
    q('causality', '因果关系评价是否合理', 'Is the causality assessment reasonable?'),
    CONTINUE,
  ],
  deviation: [
    q('impact', '违背方案对受试者安全与数据的影响', "The deviation's effect on safety and data"),
    q('corrective', '纠正与预防措施是否充分', 'Are the corrective and preventive actions adequate?'),
  ],
  suspension: [
    SAFETY,
    q('followUp', '已入组受试者的后续安排是否妥当', 'Is the follow-up of enrolled subjects adequate?'),
  ],
  closure: [
    q('completion', '研究完成情况与受试者汇总是否完整', 'Are the completion and subject summary complete?'),
    SAFETY,
  ],
};

/** One answer of a reviewer: the question's key, the option chosen and an optional comment. */
export interface ReviewAnswer {
  key: string;
  answer: AnswerOption;
  comment?: string | null;
}

/** What is wrong with a reviewer's answers to a type's form (every question once, a listed option), or null. */
export function reviewFormProblem(type: SubmissionType, answers: readonly ReviewAnswer[]): LocalizedText | null {
  const form = REVIEW_FORMS[type];
  const seen = new Set<string>();
  for (const answer of answers) {
    const question = form.find((entry) => entry.key === answer.key);
    if (!question || seen.has(answer.key))
      return {
        'zh-CN': `审查表没有此问题或重复作答：${answer.key}`,
        en: `Not a question of this form, or answered twice: ${answer.key}`,
      };
    if (!question.options.includes(answer.answer))
      return { 'zh-CN': `「${question.text['zh-CN']}」的答案无效`, en: `Not an answer to '${question.text.en}'` };
    seen.add(answer.key);
  }
  const missing = form.filter((question) => !seen.has(question.key));
  if (missing.length > 0)
    return {
      'zh-CN': `请回答：${missing.map((question) => question.text['zh-CN']).join('；')}`,
      en: `Please answer: ${missing.map((question) => question.text.en).join('; ')}`,
    };
  return null;
}

/** A reviewer's opinion as the expedited decision reads it. */
export interface ReviewOpinion {
  opinion: VoteDecision;
  fullBoard: boolean;
}

/**
 * An expedited review's outcome from its reviewers' opinions: the opinion when they all agree
 * and none asks for the full board; else the full board (the submission stays in expedited
 * review until a meeting takes it). Null while no opinion was given.
 */
export function expeditedOutcome(
  opinions: readonly ReviewOpinion[],
): { kind: 'decision'; decision: VoteDecision } | { kind: 'fullBoard' } | null {
  const first = opinions[0];
  if (!first) return null;
  if (opinions.some((entry) => entry.fullBoard || entry.opinion !== first.opinion)) return { kind: 'fullBoard' };
  return { kind: 'decision', decision: first.opinion };
}

/** Most primary reviewers a submission gets. */
export const MAX_REVIEWERS = 3;
/** Types the secretary may mark 'noted' after the reviewer's opinion (otherDecision). */
export const NOTABLE_TYPES: readonly SubmissionType[] = ['safetyReport', 'deviation'];
