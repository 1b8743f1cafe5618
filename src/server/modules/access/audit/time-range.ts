/**
 * The from/to filters of the audit views as UTC instants. A bare date is a day of the
 * hospital's calendar (see shared/domain/hospital-time.ts): `from` starts at its beginning
 * and `to` includes all of it. A date-time with an offset is taken as given.
 */
import { endOfHospitalDay, isCalendarDate, startOfHospitalDay } from '../../../../shared/domain/hospital-time';
import { fieldProblem } from '../../../services/staff-write';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A bare date's edge (`dayEdge`), or a date-time plus `pastTimeMs`; as epoch milliseconds. */
function instant(field: string, value: string, dayEdge: (day: string) => number, pastTimeMs = 0): number {
  if (DATE_ONLY.test(value)) {
    // 2026-02-31 has the shape of a date but is none: it would roll over into March.
    if (!isCalendarDate(value)) throw fieldProblem(field, { 'zh-CN': '日期无效', en: 'Not a real date' });
    return dayEdge(value);
  }
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw fieldProblem(field, { 'zh-CN': '时间无效', en: 'Not a real time' });
  return ms + pastTimeMs;
}

/** ISO bounds: at >= fromIso and at < toIso (either may be absent). */
export function timeRange(from?: string, to?: string): { fromIso?: string; toIso?: string } {
  const range: { fromIso?: string; toIso?: string } = {};
  if (from) range.fromIso = new Date(instant('from', from, startOfHospitalDay)).toISOString();
  // `to` is included: the bound is the end of its day, or the millisecond after its time.
  if (to) range.toIso = new Date(instant('to', to, endOfHospitalDay, 1)).toISOString();
  return range;
}
