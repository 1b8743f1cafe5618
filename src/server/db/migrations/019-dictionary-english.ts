/**
 * English names for the demo dictionaries' entries in databases made before those names
 * existed (migration 009 named three dictionaries; the demo data has named every entry
 * since). An entry is named only where it has no English name yet and its Chinese name is
 * still the demo one: a name an administrator wrote or changed is never overwritten, and
 * an entry the hospital renamed is not guessed. Going down leaves the names (they are data).
 *
 * Portable SQL only.
 */
import { type Kysely, sql } from 'kysely';
import { DEMO_ENGLISH_NAMES } from './019-dictionary-english-names';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [code, entries] of Object.entries(DEMO_ENGLISH_NAMES)) {
    for (const [key, zh, en] of entries) {
      await sql`update dict_item set item_value_en = ${en}
        where code = ${code} and item_key = ${key} and item_value = ${zh} and item_value_en is null`.execute(db);
    }
  }
}

export async function down(): Promise<void> {
  // The names stay: they are data an administrator may have built on since.
}
