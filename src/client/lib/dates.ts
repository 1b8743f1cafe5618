/** Date display through dayjs with the Chinese locale loaded. */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

dayjs.locale('zh-cn');

/** YYYY-MM-DD in the viewer's time zone, or '' for a missing or invalid value. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('YYYY-MM-DD') : '';
}

export function formatDateTime(value: number | string | Date): string {
  return dayjs(value).format('YYYY-MM-DD HH:mm');
}
