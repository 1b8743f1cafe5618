/** Pure rules the portal applies on both sides of the wire. */
import { IMAGE_EXTENSIONS, NEW_PROJECT_WINDOW_MS } from '../constants';

/**
 * Hides digits 4 to 7 of a phone number: 13812345678 -> 138****5678. A number shorter
 * than 7 characters has no digits 4 to 7 to hide and is shown as it is; none shows ''.
 */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  if (phone.length < 7) return phone;
  return `${phone.slice(0, 3)}****${phone.slice(7)}`;
}

/** Row offset of a 1-based page: offset = size * (page - 1). */
export function pageOffset(page: number, size: number): number {
  return size * (Math.max(1, Math.trunc(page)) - 1);
}

/**
 * True when the project started within `windowMs` before `now` (a future start is not new).
 * The default is SPEC §9's 79,488,000 ms, which is about 22 hours although the SPEC also
 * says 'about 920 days'; callers pass the site's own window (site.newWindowMs).
 */
export function isNewProject(
  actionTime: string | null | undefined,
  now: number,
  windowMs: number = NEW_PROJECT_WINDOW_MS,
): boolean {
  if (!actionTime) return false;
  const start = Date.parse(actionTime);
  if (Number.isNaN(start)) return false;
  const age = now - start;
  return age >= 0 && age <= windowMs;
}

export function isImageFile(name: string): boolean {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return false;
  const extension = name.slice(dot + 1).toLowerCase();
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
}
