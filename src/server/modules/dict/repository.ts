/**
 * All SQL of the public dictionaries: code -> ordered list of { key, value } of the enabled
 * entries (a disabled entry stays in dict_item for the rows holding its key, and for the
 * administrators, but is offered nowhere). Read from the database on every call: there is
 * no server cache to go stale when an administrator edits an entry.
 */
import type { DictItem } from '../../../shared/api/dict';
import type { Db } from '../../db/database';

export function createDictRepository(db: Db) {
  return {
    async list(code: string): Promise<DictItem[]> {
      return db
        .selectFrom('dictItem')
        .select(['itemKey as key', 'itemValue as value'])
        .where('code', '=', code)
        .where('enabled', '=', 1)
        .orderBy('sort')
        .orderBy('itemKey')
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
        .where('enabled', '=', 1)
        .orderBy('code')
        .orderBy('sort')
        .orderBy('itemKey')
        .execute();
      for (const row of rows) result[row.code]?.push({ key: row.itemKey, value: row.itemValue });
      return result;
    },
  };
}
