/**
 * What every staff write needs besides its own rules (SUITE.md 'Writes'): who is acting
 * (for the audit row), the refusal of a stale row version, and field-named refusals.
 */
import type { FastifyRequest } from 'fastify';
import { ResponseCode } from '../../shared/api/contract/envelope';
import { STALE_VERSION_MESSAGE, STALE_VERSION_TEXT } from '../../shared/api/contract/staff-fields';
import type { LocalizedText } from '../../shared/domain/labels';
import { requireStaff } from './staff-principal';
import { ApiError } from '../lib/api-error';
import type { Clock } from '../lib/clock';

/** Who made a change, from where, and when; 'system' or 'cli' for changes made outside a session. */
export interface Actor {
  at: number;
  actorId: number | null;
  actorName: string;
  clientIp: string | null;
  requestId: string | null;
}

/** The signed-in user making a request (its endpoint requires a session). */
export function actorOf(request: FastifyRequest, clock: Clock): Actor {
  const staff = requireStaff(request);
  return {
    at: clock(),
    actorId: staff.userId,
    actorName: staff.userName,
    clientIp: request.ip,
    requestId: String(request.id),
  };
}

/** Someone who is not signed in (a registration request), named by what they typed. */
export function anonymousActor(request: FastifyRequest, clock: Clock, name: string): Actor {
  return { at: clock(), actorId: null, actorName: name, clientIp: request.ip, requestId: String(request.id) };
}

/** A change made by the server itself (first start, demo data) or by an operator's command. */
export function processActor(actorName: 'system' | 'cli', at: number): Actor {
  return { at, actorId: null, actorName, clientIp: null, requestId: null };
}

export { STALE_VERSION_MESSAGE };

/** The row changed since the caller read it: nothing is written. */
export const staleVersion = () => new ApiError(400, ResponseCode.info, STALE_VERSION_TEXT, { reason: 'stale_version' });

/** The sentence naming a refused field, in both languages: "字段「phone」：…" / "Field 'phone': …". */
export const fieldSentence = (field: string, problem: LocalizedText): LocalizedText => ({
  'zh-CN': `字段「${field}」：${problem['zh-CN']}`,
  en: `Field '${field}': ${problem.en}`,
});

/** Bad input in one field (a domain rule the schema cannot state); the form shows it there. */
export const fieldProblem = (field: string, problem: LocalizedText) =>
  new ApiError(400, ResponseCode.info, fieldSentence(field, problem), { field }, field);

/** The audit entry fields that come from the actor. */
export function auditActor(actor: Actor) {
  return {
    at: actor.at,
    actorId: actor.actorId,
    actorName: actor.actorName,
    clientIp: actor.clientIp,
    requestId: actor.requestId,
  };
}

/**
 * Only the fields whose values differ, as { before, after } for the audit row. `before` is
 * the stored row: typed fields, or any row of columns (a safety record of any kind).
 */
export function changedFields<T extends object>(
  before: NoInfer<{ readonly [K in keyof T]?: unknown }> | { readonly [column: string]: unknown },
  after: Partial<T>,
): { before: { [K in keyof T]?: unknown }; after: Partial<T>; changed: boolean } {
  const keys = (Object.keys(after) as Extract<keyof T, string>[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const picked: { before: { [K in keyof T]?: unknown }; after: Partial<T> } = { before: {}, after: {} };
  for (const key of keys) {
    picked.before[key] = before[key];
    picked.after[key] = after[key];
  }
  return { ...picked, changed: keys.length > 0 };
}

/** ISO 8601 UTC text for the times people read. */
export const isoTime = (ms: number) => new Date(ms).toISOString();

/** Optional text as stored: trimmed, and blank is null. */
export function cleanText(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
