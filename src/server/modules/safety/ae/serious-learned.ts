/**
 * When the site learned an AE is serious: the start of the 24-hour clock of its SAE report
 * (China GCP 2020, art. 26), so it may be neither in the future nor before the event began.
 */
import type { AeFields } from '../../../../shared/api/safety/ae';
import { hospitalDay } from '../../../../shared/domain/hospital-time';

/** A field the checks refuse, and why (ae-fields.ts answers these as the 400's problems). */
export interface FieldProblem {
  field: string;
  reason: string;
}

const FIELD = 'seriousLearnedAt';

/** The problems of `seriousLearnedAt` against the onset and the server's `now`. */
export function seriousLearnedProblems(fields: AeFields, now: number): FieldProblem[] {
  const value = fields.seriousLearnedAt ?? null;
  if (value === null) return [];
  if (fields.serious !== '1') return [{ field: FIELD, reason: '非严重事件不记录获知严重时间 (only for a serious AE)' }];
  const at = Date.parse(value);
  if (!Number.isFinite(at)) return [{ field: FIELD, reason: '时间无效 (not a time)' }];
  if (at > now) return [{ field: FIELD, reason: '获知时间不能晚于现在 (not in the future)' }];
  if (hospitalDay(at) < fields.onsetDate) {
    return [{ field: FIELD, reason: '获知时间不能早于开始日期 (before the onset)' }];
  }
  return [];
}

/** As stored: ISO 8601 UTC, or null when not serious. */
export function storedSeriousLearnedAt(fields: AeFields): string | null {
  const value = fields.serious === '1' ? (fields.seriousLearnedAt ?? null) : null;
  return value === null ? null : new Date(Date.parse(value)).toISOString();
}
