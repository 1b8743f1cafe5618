/**
 * Every row of a paged list, read page by page through the list's own endpoint (so its access
 * and filters apply): what a printed listing shows. Stops at `max` rows.
 */
const PAGE = 100;

export async function fetchAllRows<T>(
  page: (offset: number, limit: number) => Promise<{ rows: T[]; total: number }>,
  max = 5000,
): Promise<T[]> {
  const rows: T[] = [];
  for (;;) {
    const next = await page(rows.length, PAGE);
    rows.push(...next.rows);
    if (next.rows.length === 0 || rows.length >= next.total || rows.length >= max) return rows;
  }
}
