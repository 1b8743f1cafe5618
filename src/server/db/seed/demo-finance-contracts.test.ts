import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES, invoiceStatusOn } from '../../../shared/domain/finance/codes';
import { addDays, hospitalDay } from '../../../shared/domain/hospital-time';
import { createFieldCipher } from '../../lib/field-crypto';
import { type StaffTestApp, createStaffTestApp } from '../../staff-test-kit';
import { loadFinanceContractDemo } from './demo-finance-contracts';
import { loadFinanceInvoiceDemo } from './demo-finance-invoices';
import { loadRecruitmentDemo } from './demo-recruitment';

let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
  expect(await loadRecruitmentDemo(t.db, createFieldCipher([randomBytes(32)]), t.clock())).toBe(true);
});
afterAll(async () => t.close());

type Row = {
  kind: string;
  status: string;
  amountFen: number;
  scheduledFen: number;
  endsOn: string | null;
  payments: unknown[];
};

describe('the demo contracts and invoices', () => {
  it('approves an agreement with its schedule on each of the six demo projects, with two amendments, once', async () => {
    expect(await loadFinanceContractDemo(t.db, t.clock())).toBe(false);
    const projects = (await t.db.selectFrom('project').select('id').orderBy('id').limit(6).execute()).map((p) => p.id);
    const today = hospitalDay(t.clock());
    const all: Row[][] = [];
    for (const projectId of projects) {
      const rows = (await t.get(`/api/gpayment/contract/list/${projectId}`, 'finance')).json().data as Row[];
      const agreement = rows.find((row) => row.kind === 'agreement');
      expect(agreement).toMatchObject({ status: 'approved' });
      expect(agreement?.payments).toHaveLength(3);
      // The schedule adds up to the amount (summed in SQL).
      expect(agreement?.scheduledFen).toBe(agreement?.amountFen);
      all.push(rows);
    }
    expect(all[0]?.find((row) => row.kind === 'amendment')).toMatchObject({ status: 'draft' });
    expect(all[1]?.find((row) => row.kind === 'amendment')).toMatchObject({ status: 'approving' });
    const expiring = all
      .flat()
      .filter((row) => row.status === 'approved' && row.endsOn && row.endsOn <= addDays(today, 30));
    expect(expiring).toHaveLength(1);
    // The contract-expiring warning found it, and the invoice-overdue one the overdue invoice.
    const warnings = await t.db.selectFrom('financeWarning').select('recordKind').execute();
    expect(warnings.map((w) => w.recordKind)).toEqual(expect.arrayContaining(['contract', 'invoice']));
  });

  it('has an invoice in every payment status, totals equal to their lines and submitted income, once', async () => {
    expect(await loadFinanceInvoiceDemo(t.db, t.clock())).toBe(false);
    const today = hospitalDay(t.clock());
    const invoices = await t.db.selectFrom('financeInvoice').selectAll().execute();
    const shown = invoices.map((invoice) => invoiceStatusOn(invoice, today));
    expect(new Set(shown)).toEqual(new Set(PAYMENT_STATUSES));
    for (const invoice of invoices) {
      const lines = await t.db
        .selectFrom('financeInvoiceLine')
        .select('amountFen')
        .where('invoiceId', '=', invoice.id)
        .execute();
      expect(invoice.amountFen).toBe(lines.reduce((sum, line) => sum + line.amountFen, 0));
      const income = await t.db
        .selectFrom('financeIncome')
        .select('amountFen')
        .where('invoiceId', '=', invoice.id)
        .where('status', '=', 'submitted')
        .execute();
      expect(invoice.receivedFen).toBe(income.reduce((sum, row) => sum + row.amountFen, 0));
    }
  });
});
