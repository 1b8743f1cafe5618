import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support';
import { migrateTo, migrateToLatest } from '../migrate';
import { loadDemoData } from '../seed/load-demo';
import { loadQualityDemo } from '../seed/demo-quality';
import { loadStaffDemo } from '../seed/staff-demo';

/** The demo data's clock: a Wednesday morning in the hospital (UTC+8). */
const NOW = Date.UTC(2026, 2, 18, 2);

describe('migration 031-inspections', () => {
  it('keeps every QC finding of an older database as it was when findings gain their other sources', async () => {
    const db = await openTestDatabase({ migrated: false });
    await migrateTo(db, '030-quality-roles');
    await loadDemoData(db);
    await loadStaffDemo(db, NOW);
    // The quality demo alone: the recruitment demo's subjects need tables later migrations add.
    await loadQualityDemo(db, NOW);
    const before = await db.selectFrom('qualityFinding').selectAll().orderBy('id').execute();
    expect(before.length).toBeGreaterThan(0);

    await migrateToLatest(db);

    const after = await db.selectFrom('qualityFinding').selectAll().orderBy('id').execute();
    expect(after).toEqual(before.map((finding) => ({ ...finding, inspectionId: null, selfCheckRunId: null })));
    await db.destroy();
  });
});
