/**
 * Whether two records hold the same values field by field (one level deep). A list refetched
 * with another filter brings new objects for the same rows; comparing their fields lets a
 * memoised row skip re-rendering when nothing it shows has changed.
 */
export function sameFields<T extends object>(a: T, b: T): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof T)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.is(a[key], b[key]));
}
