import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, hospitalDay } from '../../../../shared/domain/hospital-time';
import { type StaffTestApp, createStaffTestApp } from '../../../staff-test-kit';
import { insertIssuedInvoice } from '../finance-test-kit';
import { runFinanceWarningsOnce } from './warning-job';

const HOUR = 3_600_000;
const PROJECT = 1;
let t: StaffTestApp;

const openWarnings = () =>
  t.db.selectFrom('financeWarning').selectAll().where('resolvedAt', 'is', null).orderBy('id').execute();

beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(() => t.close());

describe('the early-warning job', () => {
  it('raises one warning per rule and record however often it runs, on one instance, and resolves it', async () => {
    const today = hospitalDay(t.clock());
    const at = new Date(t.clock()).toISOString();
    await t.db
      .insertInto('financeWarningRule')
      .values({
        projectId: PROJECT,
        kind: 'invoiceOverdue',
        threshold: 30,
        createdBy: 'finance',
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    const late = await insertIssuedInvoice(t, PROJECT, 'INV-LATE', addDays(today, -30));
    await insertIssuedInvoice(t, PROJECT, 'INV-EARLY', addDays(today, -29));

    const options = { db: t.db, clock: t.clock, intervalMinutes: 60 };
    const runs = await Promise.all([
      runFinanceWarningsOnce({ ...options, holder: 'a' }),
      runFinanceWarningsOnce({ ...options, holder: 'b' }),
    ]);
    expect(runs.map((run) => run.outcome).sort()).toEqual(['busy', 'ran']);
    expect((await openWarnings()).map((w) => [w.recordKind, w.recordId])).toEqual([['invoice', late]]);

    // After the lease: nothing new for the same invoice; the other one is now 30 days late too.
    t.clock.set(t.clock() + 24 * HOUR);
    const again = await runFinanceWarningsOnce({ ...options, holder: 'b' });
    expect(again).toMatchObject({ outcome: 'ran', raised: 1, resolved: 0 });
    expect(await openWarnings()).toHaveLength(2);

    // Paid: its warning is resolved on the next run, and the audit trail has both.
    await t.db.updateTable('financeInvoice').set({ status: 'paid' }).where('id', '=', late).execute();
    t.clock.set(t.clock() + 2 * HOUR);
    expect(await runFinanceWarningsOnce({ ...options, holder: 'a' })).toMatchObject({ raised: 0, resolved: 1 });
    expect((await openWarnings()).map((w) => w.recordId)).not.toContain(late);
    const audit = await t.db.selectFrom('auditLog').select('action').where('entity', '=', 'finance_warning').execute();
    expect(audit.map((row) => row.action).sort()).toEqual([
      'financeWarning.raise',
      'financeWarning.raise',
      'financeWarning.resolve',
    ]);
  });
});
