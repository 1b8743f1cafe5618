/**
 * The self-check forms as plain data, checked before anything is sent (the server checks
 * again): the project's checklist (each item a key, a text and its problem type), and a run
 * of it (every item answered yes, no or n.a.; a 'no' says what is wrong and becomes a
 * level-1 finding of the run).
 */
import {
  SELF_CHECK_ITEMS_MAX,
  SELF_CHECK_NOTE_MAX,
  type SelfCheckItem,
  type SelfCheckRunBody,
  type SelfCheckTemplate,
  type SelfCheckTemplateBody,
} from '../../../../shared/api/quality/self-checks';
import type { SelfCheckAnswer } from '../../../../shared/domain/quality/inspection-dictionaries';

export const ITEM_TEXT_MAX = 200;
const SUMMARY_MAX = 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export type TextProblem = 'required' | 'tooLong';

/** A key not yet used in the list, for a new item. */
export function nextItemKey(items: readonly SelfCheckItem[]): string {
  const used = new Set(items.map((item) => item.key));
  let n = items.length + 1;
  while (used.has(`item-${n}`)) n += 1;
  return `item-${n}`;
}

export function newItem(items: readonly SelfCheckItem[]): SelfCheckItem {
  return { key: nextItemKey(items), text: '', problemType: 9 };
}

export interface TemplateProblems {
  /** The list as a whole: empty, or more items than allowed. */
  list?: 'empty' | 'tooMany';
  /** By item index. */
  items: Partial<Record<number, TextProblem>>;
}

export function templateProblems(items: readonly SelfCheckItem[]): TemplateProblems {
  const problems: TemplateProblems = { items: {} };
  if (items.length === 0) problems.list = 'empty';
  else if (items.length > SELF_CHECK_ITEMS_MAX) problems.list = 'tooMany';
  items.forEach((item, index) => {
    const text = item.text.trim();
    if (!text) problems.items[index] = 'required';
    else if (text.length > ITEM_TEXT_MAX) problems.items[index] = 'tooLong';
  });
  return problems;
}

export const templateIsValid = (problems: TemplateProblems) =>
  !problems.list && Object.keys(problems.items).length === 0;

export function templateBody(
  items: readonly SelfCheckItem[],
  projectId: number,
  version: number | null,
): SelfCheckTemplateBody {
  return { projectId, version, items: items.map((item) => ({ ...item, text: item.text.trim() })) };
}

export interface RunForm {
  checkedOn: string;
  summary: string;
  /** By item key; '' until answered. */
  answers: Record<string, { answer: SelfCheckAnswer | ''; note: string }>;
}

export function newRunForm(template: SelfCheckTemplate, today: string): RunForm {
  return {
    checkedOn: today,
    summary: '',
    answers: Object.fromEntries(template.items.map((item) => [item.key, { answer: '', note: '' }])),
  };
}

export interface RunProblems {
  checkedOn?: 'required' | 'afterToday';
  summary?: 'tooLong';
  /** By item key: unanswered, a 'no' without a note, or a note too long. */
  answers: Partial<Record<string, 'unanswered' | 'noteRequired' | 'tooLong'>>;
}

export function runFormProblems(form: RunForm, today: string): RunProblems {
  const problems: RunProblems = { answers: {} };
  if (!DAY.test(form.checkedOn)) problems.checkedOn = 'required';
  else if (form.checkedOn > today) problems.checkedOn = 'afterToday';
  if (form.summary.trim().length > SUMMARY_MAX) problems.summary = 'tooLong';
  for (const [key, { answer, note }] of Object.entries(form.answers)) {
    const text = note.trim();
    if (answer === '') problems.answers[key] = 'unanswered';
    else if (answer === 'no' && !text) problems.answers[key] = 'noteRequired';
    else if (text.length > SELF_CHECK_NOTE_MAX) problems.answers[key] = 'tooLong';
  }
  return problems;
}

export const runIsValid = (problems: RunProblems) =>
  !problems.checkedOn && !problems.summary && Object.keys(problems.answers).length === 0;

/** How many findings the run will raise: one per 'no'. */
export const findingsToRaise = (form: RunForm) =>
  Object.values(form.answers).filter((entry) => entry.answer === 'no').length;

/** The run's body in the list's order, at the list's version, notes trimmed and empty ones left out. */
export function runBody(form: RunForm, template: SelfCheckTemplate, projectId: number): SelfCheckRunBody {
  const summary = form.summary.trim();
  return {
    projectId,
    templateVersion: template.version,
    checkedOn: form.checkedOn,
    ...(summary ? { summary } : {}),
    answers: template.items.map((item) => {
      const { answer, note } = form.answers[item.key] ?? { answer: 'na', note: '' };
      const text = note.trim();
      return { key: item.key, answer: answer || 'na', ...(text ? { note: text } : {}) };
    }),
  };
}
