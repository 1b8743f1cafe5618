/** Log times (login log, audit trail) through dayjs, in the viewer's time zone. */
import dayjs from 'dayjs';

/** YYYY-MM-DD HH:mm:ss, or '' for a missing or invalid value. */
export function formatTimestamp(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('YYYY-MM-DD HH:mm:ss') : '';
}
