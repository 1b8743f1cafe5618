import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
// direct import: the visits area's test plans (test support, not part of its index)
import { firstPlan, publishPlan } from '../../visits/subject-visits/subject-visits-kit';
import { enrolledSubject, publishTestBudget, recordVisitDone, resetVisit } from '../finance-test-kit';

let t: StaffTestApp;
let projectId: number;
let subjectId: number;
beforeAll(async () => {
  t = await createStaffTestApp();
  projectId = (await t.db.selectFrom('project').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  t.clock.set(Date.UTC(2026, 0, 5, 2, 0, 0));
  await publishPlan(t, projectId, firstPlan);
  subjectId = await enrolledSubject(t, projectId, '2026-01-05');
});
afterAll(async () => t.close());

const rowsOf = (visitId: number) =>
  t.db
    .selectFrom('financeAccrual')
    .select(['id', 'source', 'activityType', 'amountFen', 'earnedOn', 'reversalOf', 'budgetLineId'])
    .where('subjectVisitId', '=', visitId)
    .orderBy('id')
    .execute();
const duesOf = (visitId: number) =>
  t.db
    .selectFrom('financeSubsidyDue')
    .select(['id', 'subjectId', 'amountFen', 'reversalOf'])
    .where('subjectVisitId', '=', visitId)
    .orderBy('id')
    .execute();

async function sqlTotals() {
  const accrued = await t.db
    .selectFrom('financeAccrual')
    .select((eb) => eb.fn.sum<number | string>('amountFen').as('total'))
    .where('projectId', '=', projectId)
    .executeTakeFirstOrThrow();
  const owed = await t.db
    .selectFrom('financeSubsidyDue')
    .select((eb) => eb.fn.sum<number | string>('amountFen').as('total'))
    .where('subjectId', '=', subjectId)
    .executeTakeFirstOrThrow();
  return { earned: Number(accrued.total ?? 0), owed: Number(owed.total ?? 0) };
}

describe('accruals from visits recorded done', () => {
  const at = (code: string, cycle = 1) => ({ projectId, subjectId, code, cycle });

  it('accrues nothing while no budget is published', async () => {
    const visitId = await recordVisitDone(t, at('V1'), '2026-01-05', ['lab']);
    expect(await rowsOf(visitId)).toEqual([]);
    await resetVisit(t, at('V1'));
    expect(await rowsOf(visitId)).toEqual([]);
  });

  it('prices a done visit per the published budget: the visit, its procedures done, the subsidy owed', async () => {
    await publishTestBudget(
      t.db,
      projectId,
      [
        { fee: 'research', basis: 'visit', visitCode: 'C', unitFen: 800_00 },
        { fee: 'examination', basis: 'procedure', activityType: 'lab', unitFen: 120_50 },
        { fee: 'drug', basis: 'procedure', activityType: 'dosing', unitFen: 300_00 },
        { fee: 'subsidy', basis: 'visit', visitCode: 'C', unitFen: 200_00 },
        { fee: 'overhead', basis: 'fixed', unitFen: 10_000_00 },
      ],
      '2026-01-04T02:00:00.000Z',
    );
    t.clock.set(Date.UTC(2026, 0, 12, 2, 0, 0));
    const visitId = await recordVisitDone(t, at('C'), '2026-01-12', ['lab']);
    expect((await rowsOf(visitId)).map((r) => [r.source, r.activityType, r.amountFen, r.earnedOn])).toEqual([
      ['visit', null, 80_000, '2026-01-12'],
      ['procedure', 'lab', 12_050, '2026-01-12'],
      ['visit', null, 20_000, '2026-01-12'],
    ]);
    expect((await duesOf(visitId)).map((d) => [d.subjectId, d.amountFen])).toEqual([[subjectId, 20_000]]);
    expect(await sqlTotals()).toEqual({ earned: 112_050, owed: 20_000 });
    const [audit] = await auditRows(t.db, 'financeAccrual.accrue');
    expect(audit).toMatchObject({ entity: 'finance_accrual', entityId: String(visitId), actorName: 'coordinator' });
    expect(audit?.after).toMatchObject({ accruals: 3, dues: 1, earnedFen: 112_050, owedFen: 20_000 });
  });

  it('accrues again for the next cycle of a repeated visit', async () => {
    t.clock.set(Date.UTC(2026, 1, 2, 2, 0, 0));
    const visitId = await recordVisitDone(t, at('C', 2), '2026-02-02', ['lab', 'dosing']);
    expect((await rowsOf(visitId)).map((r) => r.amountFen)).toEqual([80_000, 12_050, 30_000, 20_000]);
    expect(await sqlTotals()).toEqual({ earned: 254_100, owed: 40_000 });
  });

  it('keeps what was earned when a later budget is published (it prices only later visits)', async () => {
    await publishTestBudget(
      t.db,
      projectId,
      [{ fee: 'research', basis: 'visit', visitCode: 'C', unitFen: 1_000_00 }],
      '2026-02-10T02:00:00.000Z',
    );
    expect(await sqlTotals()).toEqual({ earned: 254_100, owed: 40_000 });
    t.clock.set(Date.UTC(2026, 1, 24, 2, 0, 0));
    // Done on the 9th (recorded late): the budget published that day is the first one.
    const late = await recordVisitDone(t, at('C', 3), '2026-02-09', []);
    expect((await rowsOf(late)).map((r) => r.amountFen)).toEqual([80_000, 20_000]);
  });

  it('reverses what a reset visit earned and owed with negative rows, once', async () => {
    const visitId = (
      await t.db
        .selectFrom('subjectVisit')
        .select('id')
        .where('subjectId', '=', subjectId)
        .where('visitCode', '=', 'C')
        .where('cycle', '=', 2)
        .executeTakeFirstOrThrow()
    ).id;
    await resetVisit(t, at('C', 2));
    const rows = await rowsOf(visitId);
    expect(rows.map((r) => r.amountFen)).toEqual([80_000, 12_050, 30_000, 20_000, -80_000, -12_050, -30_000, -20_000]);
    expect(rows.slice(4).map((r) => r.reversalOf)).toEqual(rows.slice(0, 4).map((r) => r.id));
    expect(rows.slice(4).every((r) => r.earnedOn === '2026-02-24')).toBe(true);
    expect((await duesOf(visitId)).map((d) => d.amountFen)).toEqual([20_000, -20_000]);
    // C#1 112,050 + C#2 142,050 + C#3 100,000 − C#2's 142,050; owed 3 × 200 − 200 yuan.
    expect(await sqlTotals()).toEqual({ earned: 212_050, owed: 40_000 });
    const [audit] = await auditRows(t.db, 'financeAccrual.reverse');
    expect(audit?.after).toMatchObject({ accruals: 4, dues: 1, reversedFen: 142_050, owedFen: 20_000 });

    // Done again (priced by the budget in force that day), then reset: only the new rows reverse.
    await recordVisitDone(t, at('C', 2), '2026-02-24', []);
    expect((await rowsOf(visitId)).slice(8).map((r) => r.amountFen)).toEqual([100_000]);
    await resetVisit(t, at('C', 2));
    const again = await rowsOf(visitId);
    expect(again.slice(9).map((r) => [r.amountFen, r.reversalOf])).toEqual([[-100_000, again[8]?.id]]);
  });
});
