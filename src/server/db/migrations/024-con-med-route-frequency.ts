/**
 * A concomitant medication's route and frequency become dictionary values (issue 24): two
 * dictionaries in dict_item, ConMedRoute and ConMedFrequency, named in Chinese and English,
 * which the form offers and the server checks. Stored rows whose text is a known way of
 * writing an entry (its Chinese or English name, its abbreviation) are rewritten to the
 * entry's key; any other text stays as entered and still shows as it was typed.
 *
 * The entries are frozen here: a dictionary an administrator already made under the same
 * code and key is left alone. Going down removes nothing (the entries are data, and keys
 * already stored in rows would lose their names); the rewritten rows are not turned back.
 * Portable SQL only.
 */
import { type Kysely, sql } from 'kysely';

type Entry = [key: string, zh: string, en: string, aliases?: string[]];

export const CON_MED_ROUTE_ENTRIES: Entry[] = [
  ['oral', '口服', 'Oral', ['po', 'p.o.']],
  ['iv', '静脉注射', 'Intravenous injection', ['静注', 'i.v.']],
  ['ivgtt', '静脉滴注', 'Intravenous infusion', ['静滴']],
  ['sc', '皮下注射', 'Subcutaneous', ['皮下', 's.c.']],
  ['im', '肌内注射', 'Intramuscular', ['肌肉注射', '肌注', 'i.m.']],
  ['topical', '外用', 'Topical', ['局部外用']],
  ['inhaled', '吸入', 'Inhaled', ['雾化吸入']],
  ['sublingual', '舌下含服', 'Sublingual', ['舌下']],
  ['rectal', '直肠给药', 'Rectal', ['纳肛']],
  ['other', '其他', 'Other'],
];

export const CON_MED_FREQUENCY_ENTRIES: Entry[] = [
  ['qd', '每日一次', 'Once daily (QD)', ['每天一次', '一日一次']],
  ['bid', '每日两次', 'Twice daily (BID)', ['每日二次', '每天两次', '一日两次']],
  ['tid', '每日三次', 'Three times daily (TID)', ['每天三次', '一日三次']],
  ['qid', '每日四次', 'Four times daily (QID)', ['每天四次', '一日四次']],
  ['qw', '每周一次', 'Once weekly (QW)', ['每周1次']],
  ['prn', '必要时', 'As needed (PRN)', ['需要时']],
  ['once', '单次', 'Once', ['一次', 'st']],
  ['other', '其他', 'Other'],
];

const DICTIONARIES: [code: string, column: 'route' | 'frequency', entries: Entry[]][] = [
  ['ConMedRoute', 'route', CON_MED_ROUTE_ENTRIES],
  ['ConMedFrequency', 'frequency', CON_MED_FREQUENCY_ENTRIES],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [code, column, entries] of DICTIONARIES) {
    for (const [sort, [key, zh, en, aliases = []]] of entries.entries()) {
      await sql`insert into dict_item (code, item_key, item_value, item_value_en, sort)
        select ${code}, ${key}, ${zh}, ${en}, ${sort}
        where not exists (select 1 from dict_item where code = ${code} and item_key = ${key})`.execute(db);
      const texts = [key, zh, en, ...aliases].map((text) => text.toLowerCase());
      await sql`update safety_con_med set ${sql.ref(column)} = ${key}
        where lower(trim(${sql.ref(column)})) in (${sql.join(texts)})`.execute(db);
    }
  }
}

export async function down(): Promise<void> {
  // The entries stay: rows hold their keys, and an administrator may have renamed them since.
}
