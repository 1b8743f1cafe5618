/**
 * The server names the field of a refused input in its message (code '100'):
 * "Field 'phone': 手机号已被使用" or "Field 'email' must match pattern ...". Forms read it
 * to show the text under that field; anything else stays a message for the whole form.
 * Either way the form shows the text itself, so the failure is marked as shown (http.ts).
 */
import { ApiCallError } from './http';

export interface FieldProblem {
  field: string;
  text: string;
}

const FIELD_MESSAGE = /^Field '([A-Za-z0-9_.]+)'(?::\s*|\s+)(.+)$/s;

export function fieldProblemOf(error: unknown): FieldProblem | undefined {
  if (!(error instanceof ApiCallError) || error.kind !== 'info') return undefined;
  const match = FIELD_MESSAGE.exec(error.message);
  if (!match?.[1] || !match[2]) return undefined;
  error.shownByCaller = true;
  // 'assignments.0.roleId' belongs to the field 'assignments'.
  return { field: match[1].split('.')[0] ?? match[1], text: match[2] };
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
