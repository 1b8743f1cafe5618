/**
 * Date display. Instants show in the hospital's zone whatever the viewer's zone (SUITE.md
 * 'Dates and times'); a bare date is already a hospital day and shows as it is. Written with
 * the runtime's Intl (hospital-clock.ts), not dayjs: the public pages show dates in their
 * first view, and their code carries no date library.
 */
import { hospitalClockText, isCalendarDate } from '../../shared/domain/hospital-clock';

/** The instant a value names, or NaN when it names none. */
const instantOf = (value: number | string | Date): number => new Date(value).getTime();

/** YYYY-MM-DD in the hospital's zone, or '' for a missing or invalid value. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  if (isCalendarDate(value)) return value;
  const at = instantOf(value);
  return Number.isNaN(at) ? '' : hospitalClockText(at, false);
}

/** YYYY-MM-DD HH:mm in the hospital's zone, or '' for an invalid value. */
export function formatDateTime(value: number | string | Date): string {
  const at = instantOf(value);
  return Number.isNaN(at) ? '' : hospitalClockText(at, true);
}
