/**
 * The from/to filters of the audit views as UTC instants. A bare date is a day in China
 * Standard Time (UTC+8, the hospital's day, without daylight saving): `from` starts at its
 * beginning and `to` includes all of it. A date-time with an offset is taken as given.
 */
import { fieldProblem } from '../../../services/staff-write';

const DAY_MS = 86_400_000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function instant(field: string, value: string): { ms: number; dateOnly: boolean } {
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) {
    const ms = Date.parse(`${value}T00:00:00+08:00`);
    // Date.parse rolls 02-31 over into March: a real date reads back the same.
    if (Number.isNaN(ms) || new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10) !== value) {
      throw fieldProblem(field, '日期无效');
    }
    return { ms, dateOnly: true };
  }
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw fieldProblem(field, '时间无效');
  return { ms, dateOnly: false };
}

/** ISO bounds: at >= fromIso and at < toIso (either may be absent). */
export function timeRange(from?: string, to?: string): { fromIso?: string; toIso?: string } {
  const range: { fromIso?: string; toIso?: string } = {};
  if (from) range.fromIso = new Date(instant('from', from).ms).toISOString();
  if (to) {
    const end = instant('to', to);
    range.toIso = new Date(end.ms + (end.dateOnly ? DAY_MS : 1)).toISOString();
  }
  return range;
}
