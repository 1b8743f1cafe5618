/** Log times (login log, audit trail) in the hospital's zone, whatever the viewer's zone. */
import dayjs from 'dayjs';
import { formatHospitalTime } from '../../shared/domain/hospital-time';

/** YYYY-MM-DD HH:mm:ss, or '' for a missing or invalid value. */
export function formatTimestamp(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? formatHospitalTime(date.valueOf(), 'YYYY-MM-DD HH:mm:ss') : '';
}
