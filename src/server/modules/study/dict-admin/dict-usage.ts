/**
 * Where the dictionaries' keys are stored: dictionary code -> the table columns that hold
 * its keys. An entry is 'in use' while a row holds its key in one of these columns, and
 * then it can be disabled but not deleted. Other areas add their columns here (a subject's
 * status column, an adverse event's level...), next to the project's.
 *
 * `multiValue` columns hold comma-joined keys (SPEC §5: multi-select trial stages and
 * pathologic types are sent and kept as 'k1,k2'). A column may hold an entry's display name
 * instead of its key (projects keep dictionary bd's disease name in testedDiseases, as the
 * public search matches it): such an entry in use can be neither deleted nor renamed.
 */
import { sql } from 'kysely';
import { splitFilterList } from '../../../../shared/domain/portal';
import { DictCode } from '../../../../shared/domain/study/dictionaries';
import {
  PROJECT_DICTIONARY_FIELDS,
  type ProjectDictionaryField,
} from '../../../../shared/domain/study/dictionary-fields';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';

export interface DictColumnUse {
  table: string;
  column: string;
  multiValue: boolean;
  /** What the column stores: the entry's key, or its (Chinese) display name. */
  holds: 'key' | 'value';
}

/** A column of one of the database's tables (checked at compile time). */
function column<T extends keyof Database>(
  table: T,
  name: keyof Database[T] & string,
  { multiValue = false, holds = 'key' }: Partial<Pick<DictColumnUse, 'multiValue' | 'holds'>> = {},
): DictColumnUse {
  return { table, column: name, multiValue, holds };
}

/** The project's dictionary columns, from the project form's own map of dictionary fields. */
const projectUses = Object.entries(PROJECT_DICTIONARY_FIELDS).map(
  ([name, field]) =>
    [
      field.code,
      column('project', name as ProjectDictionaryField, { multiValue: field.multiple, holds: field.holds }),
    ] as const,
);

export const DICT_USAGE: Readonly<Record<string, readonly DictColumnUse[]>> = {
  [DictCode.recruitStatus]: [column('project', 'recruitStatus')],
  ...Object.fromEntries(projectUses.map(([code, use]) => [code, [use]])),
};

/**
 * How many rows hold each key of a dictionary, over every column it feeds. Counted from
 * the columns' distinct values (few, even over many rows), split in JavaScript, so a
 * key's match is exact and case-sensitive on both engines alike.
 */
export async function dictUseCounts(db: Db, code: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const uses = DICT_USAGE[code] ?? [];
  // Columns that store display names count toward the keys that carry those names.
  const keysByName = new Map<string, string[]>();
  if (uses.some((use) => use.holds === 'value')) {
    const entries = await db.selectFrom('dictItem').select(['itemKey', 'itemValue']).where('code', '=', code).execute();
    for (const entry of entries)
      keysByName.set(entry.itemValue, [...(keysByName.get(entry.itemValue) ?? []), entry.itemKey]);
  }
  for (const use of uses) {
    const ref = sql.ref(use.column);
    const { rows } = await sql<{ value: string; uses: number | string }>`
      select ${ref} as value, count(*) as uses from ${sql.table(use.table)}
      where ${ref} is not null group by ${ref}`.execute(db);
    for (const row of rows) {
      const stored = use.multiValue ? new Set(splitFilterList(row.value)) : [row.value];
      const keys = use.holds === 'key' ? stored : [...stored].flatMap((name) => keysByName.get(name) ?? []);
      for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + Number(row.uses));
    }
  }
  return counts;
}
