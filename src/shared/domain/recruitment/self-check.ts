/**
 * The public eligibility self-check (issue 13 item 7): a published rule's criteria a patient
 * can answer themselves become yes / no questions, and the patient's answers give a verdict.
 * Lab values are never asked (a doctor checks them). Pure: the server builds the questions,
 * the browser judges the answers, and nothing here stores anything.
 */
import type { Criterion } from './criteria';

export type SelfCheckAnswer = 'yes' | 'no' | 'notSure';
export type YesNo = Exclude<SelfCheckAnswer, 'notSure'>;
export type SelfCheckKind = Exclude<Criterion['kind'], 'lab'>;

export interface SelfCheckQuestion {
  /** The criterion's id, so a call-back request's answers name the criterion. */
  id: string;
  kind: SelfCheckKind;
  text: { 'zh-CN': string; en: string };
  /** The answer that rules the patient out; 'notSure' never does. */
  rulesOutOn: YesNo;
}

export interface SelfCheckQuestionnaire {
  questions: SelfCheckQuestion[];
  /** True when some criteria (lab values) need the patient's doctor to check. */
  hasDoctorChecks: boolean;
}

export type SelfCheckVerdict = 'mayBeEligible' | 'notEligible' | 'incomplete';

/** What the call-back request's consent covers (PIPL); bump the version with any change of text. */
export const LEAD_CONSENT = {
  version: '2026-01',
  text: {
    'zh-CN':
      '我同意医院将我的姓名、手机号和本次自测的回答提供给本试验的研究团队，仅用于就本试验与我电话联系。' +
      '这些信息保存 180 天后删除；我可以随时致电医院撤回同意并要求删除。',
    en:
      'I agree that the hospital gives my name, phone number and my answers to this self-check to the ' +
      "trial's research team, only so that they can call me back about this trial. The information is " +
      'kept for 180 days and then deleted; I can withdraw my consent and have it deleted at any time by ' +
      'calling the hospital.',
  },
} as const;

type Text = SelfCheckQuestion['text'];
interface Asked {
  text: Text;
  /** The answer that means the criterion itself holds (before inclusion / exclusion). */
  holdsOn: YesNo;
}

const opposite = (answer: YesNo): YesNo => (answer === 'yes' ? 'no' : 'yes');

/** Trailing punctuation of a criterion's text, so the question mark is not doubled. */
const trimSentence = (text: string): string => text.trim().replace(/[。．.；;，,？?！!\s]+$/u, '');

function ageQuestion(min: number | undefined, max: number | undefined): Text | null {
  if (min !== undefined && max !== undefined) {
    return {
      'zh-CN': `您的年龄是否在 ${min} 至 ${max} 岁之间？`,
      en: `Are you between ${min} and ${max} years old?`,
    };
  }
  if (min !== undefined) return { 'zh-CN': `您的年龄是否在 ${min} 岁及以上？`, en: `Are you ${min} or older?` };
  if (max !== undefined) return { 'zh-CN': `您的年龄是否在 ${max} 岁及以下？`, en: `Are you ${max} or younger?` };
  return null;
}

function manualQuestion(text: string, role: Criterion['role']): Text | null {
  const sentence = trimSentence(text);
  if (!sentence) return null;
  return role === 'inclusion'
    ? { 'zh-CN': `您是否符合：${sentence}？`, en: `Does this apply to you: ${sentence}?` }
    : { 'zh-CN': `您是否有以下情况：${sentence}？`, en: `Do you have this condition: ${sentence}?` };
}

/** Patients know their disease by name: keywords first, ICD codes only when there are none. */
function diagnosisQuestion(keywords: readonly string[], codes: readonly string[]): Text | null {
  const names = keywords.map((k) => k.trim()).filter(Boolean);
  const terms = names.length > 0 ? names : codes.map((c) => c.trim()).filter(Boolean);
  if (terms.length === 0) return null;
  return {
    'zh-CN': `您是否被确诊为以下疾病之一：${terms.join('、')}？`,
    en: `Have you been diagnosed with one of these: ${terms.join(', ')}?`,
  };
}

function drugQuestion(drugs: readonly string[]): Text | null {
  const names = drugs.map((d) => d.trim()).filter(Boolean);
  if (names.length === 0) return null;
  return {
    'zh-CN': `您是否用过以下药物：${names.join('、')}？`,
    en: `Have you ever taken any of these drugs: ${names.join(', ')}?`,
  };
}

function ask(criterion: Criterion): Asked | null {
  const withText = (text: Text | null, holdsOn: YesNo = 'yes'): Asked | null => (text ? { text, holdsOn } : null);
  switch (criterion.kind) {
    case 'age':
      return withText(ageQuestion(criterion.min, criterion.max));
    case 'sex':
      return withText(
        criterion.sex === 'female'
          ? { 'zh-CN': '您是否为女性？', en: 'Are you female?' }
          : { 'zh-CN': '您是否为男性？', en: 'Are you male?' },
      );
    case 'diagnosis':
      return withText(diagnosisQuestion(criterion.keywords, criterion.codes));
    case 'priorDrug':
      // The question is always 'have you taken…'; 'not taken' criteria hold on a 'no'.
      return withText(drugQuestion(criterion.drugs), criterion.taken ? 'yes' : 'no');
    case 'manual':
      return withText(manualQuestion(criterion.text, criterion.role));
    case 'lab':
      return null;
  }
}

/** The questions a patient can answer, in the rule's order, and whether a doctor must check the rest. */
export function buildSelfCheck(criteria: readonly Criterion[]): SelfCheckQuestionnaire {
  const questions: SelfCheckQuestion[] = [];
  for (const criterion of criteria) {
    if (criterion.kind === 'lab') continue;
    const asked = ask(criterion);
    if (!asked) continue;
    questions.push({
      id: criterion.id,
      kind: criterion.kind,
      text: asked.text,
      // An inclusion rules out when it does not hold; an exclusion when it does.
      rulesOutOn: criterion.role === 'inclusion' ? opposite(asked.holdsOn) : asked.holdsOn,
    });
  }
  return { questions, hasDoctorChecks: criteria.some((c) => c.kind === 'lab') };
}

/**
 * Answers that rule the patient out decide at once ('notEligible', even before the rest are
 * answered); otherwise every question needs an answer before 'mayBeEligible'.
 */
export function selfCheckVerdict(
  questions: readonly SelfCheckQuestion[],
  answers: Readonly<Record<string, SelfCheckAnswer | undefined>>,
): { verdict: SelfCheckVerdict; rulingOut: string[] } {
  const rulingOut = questions.filter((q) => answers[q.id] === q.rulesOutOn).map((q) => q.id);
  if (rulingOut.length > 0) return { verdict: 'notEligible', rulingOut };
  const complete = questions.every((q) => answers[q.id] !== undefined);
  return { verdict: complete ? 'mayBeEligible' : 'incomplete', rulingOut };
}
