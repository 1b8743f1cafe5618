/**
 * The server names the field of a refused input (code '100') in the envelope's `field`
 * ('phone', 'assignments.0.roleId') and words its msg in the language on screen:
 * "字段「phone」：手机号已被使用" / "Field 'phone': …". Forms read it to show the problem
 * part under that field; anything else stays a message for the whole form. Either way the
 * form shows the text itself, so the failure is marked as shown (http.ts).
 */
import { ApiCallError } from './http';

export interface FieldProblem {
  field: string;
  text: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The sentence without its 'field x' opening: '为必填项', 'is required', '手机号已被使用'. */
function problemPart(message: string, field: string): string {
  const opening = new RegExp(`^(?:字段「${escapeRegExp(field)}」|Field '${escapeRegExp(field)}')\\s*[:：]?\\s*`);
  const rest = message.replace(opening, '');
  return rest === '' ? message : rest;
}

export function fieldProblemOf(error: unknown): FieldProblem | undefined {
  if (!(error instanceof ApiCallError) || error.kind !== 'info' || !error.field) return undefined;
  error.shownByCaller = true;
  // 'assignments.0.roleId' belongs to the field 'assignments'.
  return { field: error.field.split('.')[0] ?? error.field, text: problemPart(error.message, error.field) };
}

/**
 * The text to show for a failed action: the server's message, or `fallback`. The caller shows
 * it, so the server's message is not also announced in a notice (see http.ts).
 */
export function failureText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiCallError) || error.kind !== 'info') return fallback;
  error.shownByCaller = true;
  return error.message;
}
