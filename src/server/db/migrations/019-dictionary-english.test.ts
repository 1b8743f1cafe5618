import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support';
import { migrateTo } from '../migrate';

describe('migration 019-dictionary-english', () => {
  it('names the unnamed demo entries in English, and leaves renamed entries and written names alone', async () => {
    const db = await openTestDatabase({ migrated: false });
    await migrateTo(db, '014-file-keys');
    await sql`insert into dict_item (code, item_key, item_value, item_value_en, sort) values
      ('TrialStages', '1', 'Ⅰ期', null, 0),
      ('TrialStages', '2', 'Ⅱ期', 'Stage two', 1),
      ('TrialStages', '3', '三期', null, 2),
      ('bd', 'custom', '自定义病种', null, 0)`.execute(db);
    await migrateTo(db, '019-dictionary-english');

    const rows = await db
      .selectFrom('dictItem')
      .select(['code', 'itemKey', 'itemValueEn'])
      .orderBy('code')
      .orderBy('sort')
      .execute();
    expect(rows).toEqual([
      { code: 'TrialStages', itemKey: '1', itemValueEn: 'Phase I' },
      // Written by an administrator: kept.
      { code: 'TrialStages', itemKey: '2', itemValueEn: 'Stage two' },
      // Renamed by the hospital: its English name is not guessed.
      { code: 'TrialStages', itemKey: '3', itemValueEn: null },
      { code: 'bd', itemKey: 'custom', itemValueEn: null },
    ]);
    await db.destroy();
  });
});
