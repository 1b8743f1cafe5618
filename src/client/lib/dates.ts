/**
 * Date display through dayjs with the Chinese locale loaded. Instants show in the hospital's
 * zone whatever the viewer's zone (SUITE.md 'Dates and times'); a bare date is already a
 * hospital day and shows as it is.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { formatHospitalTime, isCalendarDate } from '../../shared/domain/hospital-time';

dayjs.locale('zh-cn');

/** YYYY-MM-DD in the hospital's zone, or '' for a missing or invalid value. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  if (isCalendarDate(value)) return value;
  const date = dayjs(value);
  return date.isValid() ? formatHospitalTime(date.valueOf(), 'YYYY-MM-DD') : '';
}

/** YYYY-MM-DD HH:mm in the hospital's zone. */
export function formatDateTime(value: number | string | Date): string {
  return formatHospitalTime(dayjs(value).valueOf(), 'YYYY-MM-DD HH:mm');
}
