/**
 * All SQL of dictionary administration: the entries of table dict_item (migration 001,
 * with English name, enabled flag and version from migration 009), read and written by
 * dictionary code and entry key.
 */
import type { Kysely } from 'kysely';
import type { DictSummary } from '../../../../shared/api/study/dict-admin';
import type { Database } from '../../../db/schema';

type Executor = Kysely<Database>;

/** An entry as the audit trail and the writes see it. */
export interface DictEntryState {
  code: string;
  key: string;
  value: string;
  valueEn: string | null;
  sort: number;
  enabled: boolean;
  version: number;
}

export function createDictAdminRepository(db: Executor) {
  const entries = () =>
    db
      .selectFrom('dictItem')
      .select(['code', 'itemKey as key', 'itemValue as value', 'itemValueEn as valueEn', 'sort', 'enabled', 'version']);

  return {
    /** Entry counts of every code that has entries. */
    async summaries(): Promise<DictSummary[]> {
      const rows = await db
        .selectFrom('dictItem')
        .select((eb) => [
          'code',
          eb.fn.countAll<number | string>().as('total'),
          eb.fn.sum<number | string>('enabled').as('enabled'),
        ])
        .groupBy('code')
        .orderBy('code')
        .execute();
      return rows.map((row) => ({ code: row.code, total: Number(row.total), enabled: Number(row.enabled) }));
    },

    /** A dictionary's entries in display order (sort, then key for equal sorts). */
    async entriesOf(code: string): Promise<DictEntryState[]> {
      const rows = await entries().where('code', '=', code).orderBy('sort').orderBy('itemKey').execute();
      return rows.map((row) => ({ ...row, enabled: row.enabled === 1 }));
    },

    async entry(code: string, key: string): Promise<DictEntryState | undefined> {
      const row = await entries().where('code', '=', code).where('itemKey', '=', key).executeTakeFirst();
      return row && { ...row, enabled: row.enabled === 1 };
    },

    async nextSort(code: string): Promise<number> {
      const row = await db
        .selectFrom('dictItem')
        .select((eb) => eb.fn.max('sort').as('last'))
        .where('code', '=', code)
        .executeTakeFirst();
      return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
    },

    async insert(entry: Omit<DictEntryState, 'version'>): Promise<void> {
      await db
        .insertInto('dictItem')
        .values({
          code: entry.code,
          itemKey: entry.key,
          itemValue: entry.value,
          itemValueEn: entry.valueEn,
          sort: entry.sort,
          enabled: entry.enabled ? 1 : 0,
          version: 1,
        })
        .execute();
    },

    /** Applies a change if the row is still at `version`; false when another write got there first. */
    async update(
      code: string,
      key: string,
      version: number,
      set: Partial<Pick<DictEntryState, 'value' | 'valueEn' | 'sort' | 'enabled'>>,
    ): Promise<boolean> {
      const result = await db
        .updateTable('dictItem')
        .set({
          ...(set.value === undefined ? {} : { itemValue: set.value }),
          ...(set.valueEn === undefined ? {} : { itemValueEn: set.valueEn }),
          ...(set.sort === undefined ? {} : { sort: set.sort }),
          ...(set.enabled === undefined ? {} : { enabled: set.enabled ? 1 : 0 }),
          version: version + 1,
        })
        .where('code', '=', code)
        .where('itemKey', '=', key)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async remove(code: string, key: string, version: number): Promise<boolean> {
      const result = await db
        .deleteFrom('dictItem')
        .where('code', '=', code)
        .where('itemKey', '=', key)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}

export type DictAdminRepository = ReturnType<typeof createDictAdminRepository>;
