import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createFieldCipher } from '../../lib/field-crypto';
import { openTestDatabase, testKeys } from '../../test-support';
import { migrateTo } from '../migrate';
import { loadDemoData } from '../seed/load-demo';
import { loadRecruitmentDemo } from '../seed/demo-recruitment';

describe('migration 024-con-med-route-frequency', () => {
  it('adds the two dictionaries, keeps an entry the hospital made, and codes the known texts of stored rows', async () => {
    const db = await openTestDatabase({ migrated: false });
    await migrateTo(db, '023-enrolment-target');
    const now = Date.UTC(2026, 0, 10);
    await loadDemoData(db, now);
    await loadRecruitmentDemo(db, createFieldCipher(testKeys().patientKeys), now);
    await sql`insert into dict_item (code, item_key, item_value, item_value_en, sort)
      values ('ConMedRoute', 'oral', '口服给药', null, 0)`.execute(db);
    const ids = (await db.selectFrom('safetyConMed').select('id').orderBy('id').execute()).map((row) => row.id);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const texts: [string, string | null][] = [
      [' 口服 ', '每日两次'],
      ['皮下注射', 'PRN'],
      ['静脉推注', '隔日一次'],
    ];
    for (const [index, [route, frequency]] of texts.entries()) {
      await db
        .updateTable('safetyConMed')
        .set({ route, frequency })
        .where('id', '=', ids[index] ?? 0)
        .execute();
    }
    await migrateTo(db, '024-con-med-route-frequency');

    const stored = await db
      .selectFrom('safetyConMed')
      .select(['route', 'frequency'])
      .where('id', 'in', ids.slice(0, 3))
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { route: 'oral', frequency: 'bid' },
      { route: 'sc', frequency: 'prn' },
      // Not a known way of writing an entry: kept as entered.
      { route: '静脉推注', frequency: '隔日一次' },
    ]);
    const entries = await db
      .selectFrom('dictItem')
      .select(['code', 'itemKey', 'itemValue', 'itemValueEn'])
      .where('code', 'in', ['ConMedRoute', 'ConMedFrequency'])
      .orderBy('code')
      .orderBy('sort')
      .execute();
    expect(entries.find((entry) => entry.itemKey === 'oral')).toEqual({
      code: 'ConMedRoute',
      itemKey: 'oral',
      itemValue: '口服给药',
      itemValueEn: null,
    });
    expect(entries.find((entry) => entry.itemKey === 'im')).toMatchObject({
      itemValue: '肌内注射',
      itemValueEn: 'Intramuscular',
    });
    expect(entries.filter((entry) => entry.code === 'ConMedFrequency').map((entry) => entry.itemKey)).toEqual([
      'qd',
      'bid',
      'tid',
      'qid',
      'qw',
      'prn',
      'once',
      'other',
    ]);
    await db.destroy();
  });
});
