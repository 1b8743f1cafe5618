/**
 * Where the sign-in page may send the user afterwards: only a /staff page of this site.
 * Anything else (another origin, '//host', a '/staff/../' escape, a non-staff path) is
 * dropped, so a crafted link cannot turn the sign-in page into an open redirect.
 * Kept tiny: the /login route's search validation imports it into the main bundle.
 */
const BASE = 'https://portal.invalid';
const STAFF_PATH = /^\/staff(?:[/?#]|$)/;

export function safeStaffRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2000 || !STAFF_PATH.test(value)) return undefined;
  // Backslashes and control characters are read differently by browsers and URL parsers.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\\\u0000-\u001f]/.test(value)) return undefined;
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE || !STAFF_PATH.test(url.pathname)) return undefined;
    return url.pathname + url.search + url.hash;
  } catch {
    return undefined;
  }
}
