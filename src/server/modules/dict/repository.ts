/** All SQL of the dictionaries: code -> ordered list of { key, value }. */
import type { DictItem } from '../../../shared/api/dict';
import type { Db } from '../../db/database';

export function createDictRepository(db: Db) {
  return {
    async list(code: string): Promise<DictItem[]> {
      return db
        .selectFrom('dictItem')
        .select(['itemKey as key', 'itemValue as value'])
        .where('code', '=', code)
        .orderBy('sort')
        .execute();
    },

    /** Every requested code gets an entry; an unknown code gets an empty list. */
    async batch(codes: readonly string[]): Promise<Record<string, DictItem[]>> {
      const result: Record<string, DictItem[]> = {};
      for (const code of codes) result[code] = [];
      if (codes.length === 0) return result;
      const rows = await db
        .selectFrom('dictItem')
        .select(['code', 'itemKey', 'itemValue'])
        .where('code', 'in', [...new Set(codes)])
        .orderBy('code')
        .orderBy('sort')
        .execute();
      for (const row of rows) result[row.code]?.push({ key: row.itemKey, value: row.itemValue });
      return result;
    },
  };
}
