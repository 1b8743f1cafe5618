/**
 * The return form as plain data: per pack of the dispensing the packs returned and the units
 * left (typed as text), the day, the note; its own checks before sending (the server checks
 * again, and the units given, which the form does not know) and the body it sends.
 */
import type { Distribution } from '../../../../shared/api/drugs/dispensing';
import type { DrugReturnSaveBody } from '../../../../shared/api/drugs/recovery';
import { failureText, fieldProblemOf } from '../../../lib/field-problem';
import { ApiCallError } from '../../../lib/http';
import { format } from '../../../lib/i18n';
import type { recoveryMessages } from './messages';

type T = typeof recoveryMessages.en;

export interface ReturnLineDraft {
  quantity: string;
  unitsLeft: string;
}

export interface ReturnForm {
  returnedOn: string;
  note: string;
  lines: Record<number, ReturnLineDraft>;
}

/** Problems by field: 'returnedOn', 'distributionId', 'lines', 'lines.<packId>.quantity'... */
export type ReturnProblems = Record<string, string>;

export const newReturnForm = (today: string): ReturnForm => ({ returnedOn: today, note: '', lines: {} });

const COUNT = /^\d{1,6}$/;

export function returnProblems(
  form: ReturnForm,
  distribution: Distribution | undefined,
  today: string,
  t: T,
): ReturnProblems {
  const found: ReturnProblems = {};
  if (!distribution) {
    found.distributionId = t.required;
    return found;
  }
  if (!form.returnedOn) found.returnedOn = t.required;
  else if (form.returnedOn > today) found.returnedOn = t.futureDate;
  else if (form.returnedOn < distribution.dispensedOn) found.returnedOn = t.beforeDispensing;
  let typed = 0;
  for (const line of distribution.lines) {
    const draft = form.lines[line.packId] ?? { quantity: '', unitsLeft: '' };
    const quantity = draft.quantity.trim();
    const unitsLeft = draft.unitsLeft.trim();
    if (quantity || unitsLeft) typed += 1;
    if (quantity && !COUNT.test(quantity)) found[`lines.${line.packId}.quantity`] = t.notCount;
    else if (Number(quantity) > line.quantity)
      found[`lines.${line.packId}.quantity`] = format(t.tooMany, { max: line.quantity });
    if (unitsLeft && !COUNT.test(unitsLeft)) found[`lines.${line.packId}.unitsLeft`] = t.notCount;
  }
  if (typed === 0) found.lines = t.noneReturned;
  return found;
}

/** The body sent: every pack of the dispensing, a blank count read as 0. */
export function returnBody(projectId: number, distribution: Distribution, form: ReturnForm): DrugReturnSaveBody {
  return {
    projectId,
    distributionId: distribution.id,
    returnedOn: form.returnedOn,
    note: form.note.trim() || null,
    lines: distribution.lines.map((line) => {
      const draft = form.lines[line.packId];
      return {
        packId: line.packId,
        quantity: Number(draft?.quantity.trim() || 0),
        unitsLeft: Number(draft?.unitsLeft.trim() || 0),
      };
    }),
  };
}

/** A server problem at 'lines.<index>.<name>' as the form's 'lines.<key>.<name>', the keys in the order sent. */
export function linePath(path: string, keys: readonly (string | number)[]): string {
  const match = /^lines\.(\d+)\.(\w+)$/.exec(path);
  if (!match) return path;
  const key = keys[Number(match[1])];
  return key === undefined ? 'lines' : `lines.${key}.${match[2]}`;
}

/** A refused save's problem: under the field the server named (mapped to the form's path), else for the whole form. */
export function savedProblem(
  error: unknown,
  keys: readonly (string | number)[],
  fallback: string,
): { path?: string; text: string } {
  const problem = fieldProblemOf(error);
  if (problem && error instanceof ApiCallError && error.field)
    return { path: linePath(error.field, keys), text: problem.text };
  return { text: failureText(error, fallback) };
}
