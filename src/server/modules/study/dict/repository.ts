/**
 * All SQL of the public dictionaries: code -> ordered list of { key, value } and the English
 * name where one is kept (`valueEn`, left out when none). The single
 * lists hold the enabled entries only; the batch also holds disabled ones, flagged, so the
 * rows that hold their keys still show their names (no select offers them). Read from the
 * database on every call: there is no server cache to go stale when an administrator edits.
 */
import type { DictItem } from '../../../../shared/api/study/dict';
import type { Db } from '../../../db/database';

const withEnglish = (valueEn: string | null): { valueEn?: string } => (valueEn ? { valueEn } : {});

export function createDictRepository(db: Db) {
  return {
    async list(code: string): Promise<DictItem[]> {
      const rows = await db
        .selectFrom('dictItem')
        .select(['itemKey', 'itemValue', 'itemValueEn'])
        .where('code', '=', code)
        .where('enabled', '=', 1)
        .orderBy('sort')
        .orderBy('itemKey')
        .execute();
      return rows.map((row) => ({ key: row.itemKey, value: row.itemValue, ...withEnglish(row.itemValueEn) }));
    },

    /** Every requested code gets an entry; an unknown code gets an empty list. */
    async batch(codes: readonly string[]): Promise<Record<string, DictItem[]>> {
      const result: Record<string, DictItem[]> = {};
      for (const code of codes) result[code] = [];
      if (codes.length === 0) return result;
      const rows = await db
        .selectFrom('dictItem')
        .select(['code', 'itemKey', 'itemValue', 'itemValueEn', 'enabled'])
        .where('code', 'in', [...new Set(codes)])
        .orderBy('code')
        .orderBy('sort')
        .orderBy('itemKey')
        .execute();
      for (const row of rows) {
        const item = {
          key: row.itemKey,
          value: row.itemValue,
          ...withEnglish(row.itemValueEn),
          ...(row.enabled === 1 ? {} : { disabled: true }),
        };
        result[row.code]?.push(item);
      }
      return result;
    },
  };
}
